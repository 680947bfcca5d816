export type FlaggedPlaceholder = { where: string; value: string; why: string };

const flagged: FlaggedPlaceholder[] = [];

/**
 * Marks content the society still has to supply. The value ships so the page works, and
 * `npm run content:check` lists every call so none of them reaches production unnoticed.
 */
export function placeholder<T extends string>(where: string, value: T, why: string): T {
  flagged.push({ where, value, why });
  return value;
}

export function flaggedPlaceholders(): readonly FlaggedPlaceholder[] {
  return flagged;
}
