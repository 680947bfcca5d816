import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import { directionControlMessage, hasDirectionControl } from "#app/schemas/fields.ts";
import { tooLongMessage, visibleLength } from "#app/utils/visible-length.ts";
import { isPictureReference, pictureMessage } from "../lists/entry-schema.ts";
import { FIGURE, type TextField, WHOLE_NUMBER } from "./fields.ts";
import { pictureInputName, type PictureSlot } from "./pictures.ts";

/*
 * The one schema of a page's texts as the society sets them: only its overrides, by the text's
 * path in the code's module (./fields.ts). A text holds its English and/or Telugu, and `reviewed`,
 * the English a reviewer read the Telugu against (./review.ts); a figure holds its value. The staff
 * editor shows its messages, the server refuses a save it does not pass, and the pages read what it
 * let through (./published.ts). A programme page's pictures sit beside its texts by slot
 * (./pictures.ts: "banner" → "media:<id>"). A path the code no longer has is dropped, never an error, so a
 * later release that removes a text does not lose the rest of the page.
 */

const storedText = z.object({
  en: z.optional(z.string()),
  te: z.optional(z.string()),
  reviewed: z.optional(z.string()),
});

export const pageTextsSchema = z.object({
  texts: z.record(z.string(), storedText),
  figures: z.record(z.string(), z.string()),
  pictures: z.optional(z.record(z.string(), z.string())),
});

export type PageTexts = z.infer<typeof pageTextsSchema>;

export type StoredText = PageTexts["texts"][string];

export const noTexts: PageTexts = { texts: {}, figures: {} };

/** The name of a field in the editor's form, and of its message: "en:intro.title", "figure:…". */
export const inputName = (part: "en" | "te" | "figure" | "reviewed", path: string) => `${part}:${path}`;

export const maxTextLength = 1500;

// Text is plain: a line break or run of spaces reads as one space, as it would on the page.
const plain = (value: string) => value.replace(/\s+/g, " ").trim();

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function textMessage(value: string): string | null {
  // Counted as a reader counts letters: a Telugu letter is one, though two to four code units.
  if (visibleLength(value) > maxTextLength) return tooLongMessage(maxTextLength, value);
  if (CONTROL.test(value)) return "Remove the control characters (pasted from another program?).";
  if (hasDirectionControl(value)) return directionControlMessage;
  return null;
}

const figureMessages = {
  figure: "Enter a whole number, with commas if you like and + or % after it if needed (1,500 or 30,000+).",
  number: "Enter a whole number, such as 1200.",
} as const;

export type TextsCheck =
  { ok: true; values: PageTexts } | { ok: false; errors: Readonly<Record<string, string>> };

/**
 * Checks a page's texts against its fields: every text plain and not too long, every figure a
 * whole number. What equals the code's default is left out (it is not the society's), an empty
 * text means "not set", and nothing is kept if anything fails.
 */
export function checkPageTexts(
  fields: readonly TextField[],
  input: unknown,
  slots: Readonly<Record<string, PictureSlot>> = {},
): TextsCheck {
  const parsed = pageTextsSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: { form: "The texts were not sent in the expected form." } };
  const byPath = new Map(fields.map((field) => [field.path, field]));
  const errors: Record<string, string> = {};
  const values: PageTexts & { texts: Record<string, StoredText>; figures: Record<string, string> } = {
    texts: {},
    figures: {},
  };
  for (const [path, stored] of Object.entries(parsed.data.texts)) {
    const field = byPath.get(path);
    if (field?.kind !== "text") continue;
    const kept: StoredText = {};
    for (const language of ["en", "te"] as const) {
      const value = plain(stored[language] ?? "");
      if (value === "" || value === field[language]) continue;
      const message = textMessage(value);
      if (message) errors[inputName(language, path)] = message;
      kept[language] = value;
    }
    if (stored.reviewed !== undefined) kept.reviewed = plain(stored.reviewed);
    if (Object.keys(kept).length > 0) values.texts[path] = kept;
  }
  for (const [path, stored] of Object.entries(parsed.data.figures)) {
    const field = byPath.get(path);
    if (field?.kind !== "figure" && field?.kind !== "number") continue;
    const value = stored.trim();
    if (value === "" || value === String(field.value)) continue;
    if (!(field.kind === "figure" ? FIGURE : WHOLE_NUMBER).test(value)) {
      errors[inputName("figure", path)] = figureMessages[field.kind];
      continue;
    }
    const normalised = field.kind === "number" ? String(Number(value.replace(/,/g, ""))) : value;
    if (normalised !== String(field.value)) values.figures[path] = normalised;
  }
  // A picture is only its reference here; that it is in the library and ready is the server's check.
  const pictures: Record<string, string> = {};
  for (const [slot, reference] of Object.entries(parsed.data.pictures ?? {})) {
    if (!Object.hasOwn(slots, slot) || reference === "") continue;
    if (isPictureReference(reference)) pictures[slot] = reference;
    else errors[pictureInputName(slot)] = pictureMessage;
  }
  if (Object.keys(pictures).length > 0) values.pictures = pictures;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}
