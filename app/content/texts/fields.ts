/*
 * The texts and figures of a page the society can edit, found in the code's content modules
 * themselves: an English module and its Telugu twin share one structure (`Texts<T>` in
 * ../language.ts), so walking both side by side gives every editable text with its two defaults,
 * named by its path ("introduction.paragraphs.1"). A later release's new text becomes editable,
 * with its default, without a list to keep. What names rather than says (ids, icons, links'
 * targets, slots a setting fills, the settings they name) and identifiers such as "791/2016" are structure, not editable.
 * (docs/decisions/034-page-texts-by-path.md)
 */

export type TextField =
  /** Words, in English and Telugu. */
  | { path: string; kind: "text"; en: string; te: string }
  /** A figure written as text ("30,000+", "60%"), the same in both languages. */
  | { path: string; kind: "figure"; value: string }
  /** A figure the page counts up to (an impact statistic), the same in both languages. */
  | { path: string; kind: "number"; value: number };

/** Keys whose values name things rather than say them. */
const structural = new Set([
  "id",
  "art",
  "icon",
  "illustration",
  "photo",
  "logo",
  "url",
  "tel",
  "field",
  "to",
  "suffix",
  "numberSetting",
  "dateSetting",
]);

const HAS_SLOT = /\{\w+\}/;
const ADDRESS = /^(\S+@\S+\.\S+|https?:\/\/\S+)$/;
const LATIN_LETTER = /[A-Za-z]/;

/** A whole number, commas allowed (Indian or Western grouping), with "+" or "%" after it if needed. */
export const FIGURE = /^(\d{1,3}(,\d{2,3})+|\d+)[+%]?$/;

/** A whole number the page counts up to, commas allowed. */
export const WHOLE_NUMBER = /^(\d{1,3}(,\d{2,3})+|\d{1,9})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * A value a setting fills on the page (a registration's `number` beside its `numberSetting`): what
 * the code holds is only said while the setting is unset, and the settings are where it is set.
 */
const filledBySetting = (record: Record<string, unknown>, name: string) =>
  typeof record[`${name}Setting`] === "string";

function walk(english: unknown, telugu: unknown, path: string, key: string): TextField[] {
  if (structural.has(key) || key.endsWith("Id")) return [];
  if (typeof english === "number")
    return Number.isSafeInteger(english) && english >= 0 && telugu === english
      ? [{ path, kind: "number", value: english }]
      : [];
  if (typeof english === "string") {
    if (typeof telugu !== "string" || english === "" || HAS_SLOT.test(english) || ADDRESS.test(english))
      return [];
    if (!LATIN_LETTER.test(english))
      return FIGURE.test(english) && telugu === english ? [{ path, kind: "figure", value: english }] : [];
    return [{ path, kind: "text", en: english, te: telugu }];
  }
  if (Array.isArray(english))
    return Array.isArray(telugu)
      ? english.flatMap((item, index) => walk(item, telugu[index], `${path}.${index}`, String(index)))
      : [];
  if (isRecord(english) && isRecord(telugu))
    return Object.entries(english)
      .filter(([name]) => !filledBySetting(english, name))
      .flatMap(([name, value]) => walk(value, telugu[name], path ? `${path}.${name}` : name, name));
  return [];
}

/** Every editable text and figure of `english` and its Telugu twin `telugu`, in the page's order. */
export function textFields(english: object, telugu: object): TextField[] {
  return walk(english, telugu, "", "");
}

/** The section a path belongs to: its first part ("introduction" of "introduction.paragraphs.1"). */
export const sectionOf = (path: string) => path.split(".")[0] ?? path;
