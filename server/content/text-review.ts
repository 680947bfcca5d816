import type { TextField } from "#app/content/texts/fields.ts";
import type { StoredText } from "#app/content/texts/schema.ts";

/*
 * When a Telugu text needs review. A reviewer's mark keeps the English it was read against: once
 * the English differs from it (staff changed it, or a release changed the default), the Telugu
 * needs review again. Without a mark, the code's flag stands: a text of a module flagged draft
 * (app/content/translation-status.ts) needs review, and one of a reviewed module needs it only
 * once its English has changed from the code's. (docs/decisions/034-page-texts-by-path.md)
 */

type Text = Extract<TextField, { kind: "text" }>;

/** The English a text shows now: the society's, or the code's. */
export const englishNow = (field: Text, stored: StoredText | undefined) => stored?.en ?? field.en;

export function teluguNeedsReview(
  field: Text,
  stored: StoredText | undefined,
  draftInCode: boolean,
): boolean {
  const english = englishNow(field, stored);
  if (stored?.reviewed !== undefined) return stored.reviewed !== english;
  return draftInCode || english !== field.en;
}
