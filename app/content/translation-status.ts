/*
 * Every Telugu module says, in one line at its top, whether the society has read it yet:
 *
 *   export const translationStatus = draft("te/about.ts");
 *
 * becomes, once someone from the society has read the file and agrees with it,
 *
 *   export const translationStatus = reviewed("te/about.ts", { by: "A. Reviewer", on: "2026-12-01" });
 *
 * `npm run content:check` lists the drafts and `-- --strict` fails while any is left, as for
 * placeholders.
 */

export type TranslationStatus =
  { module: string; state: "draft" } | { module: string; state: "reviewed"; by: string; on: string };

const statuses: TranslationStatus[] = [];

/** A machine-assisted or volunteer translation nobody from the society has read yet. */
export function draft(module: string): TranslationStatus {
  const status: TranslationStatus = { module, state: "draft" };
  statuses.push(status);
  return status;
}

/** A translation the society has read and accepted: who read it and when (yyyy-mm-dd). */
export function reviewed(module: string, review: { by: string; on: string }): TranslationStatus {
  const status: TranslationStatus = { module, state: "reviewed", ...review };
  statuses.push(status);
  return status;
}

export function translationStatuses(): readonly TranslationStatus[] {
  return statuses;
}
