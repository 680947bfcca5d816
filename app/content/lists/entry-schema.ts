import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import { atMostLetters, isPlainMultiline, isSingleLine } from "#app/schemas/fields.ts";

/*
 * The one schema of a list's entries (team members, partners, hero slides: issue 23, decision 035).
 * The staff editor shows its messages next to the fields, the server refuses a save it does not
 * pass, and the pages render only what it let through. An entry's words are plain text in English
 * and Telugu; Telugu fields may stay empty, and the Telugu page then shows the English words.
 */

/** A text an entry has in each language. */
export type TextField = { label: string; required: boolean; multiline?: boolean; max: number; hint?: string };

/** How a picture is cropped where the page shows it (around its focal point). */
export type PictureShape = "portrait" | "square" | "wide";

/**
 * A value an entry has once, whatever the language: an https address, a choice, or a picture from
 * the media library ("media:<id>"; the server checks that it exists and is ready for pages).
 */
export type CommonField = { label: string; required: boolean; hint?: string } & (
  | { kind: "https" }
  | { kind: "choice"; choices: readonly { value: string; label: string }[] }
  | { kind: "picture"; shape: PictureShape }
);

const pictureReference = /^media:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a reference to a media library picture, "media:<id>". */
export const isPictureReference = (value: string) => pictureReference.test(value);

export const pictureMessage = "Choose a picture from the media library, or “No picture”.";

export type Texts = Readonly<Record<string, string>>;

/** An entry the society wrote (or confirmed) in the staff area. */
export type Entry = { id: string; en: Texts; te: Texts; common: Texts };

/**
 * A list as stored: an entry the society never edited is only a reference to the code's default
 * of that id, so a later release's wording shows, and a flagged stand-in stays known as one.
 */
export type StoredEntry = Entry | { id: string; code: true };

export type FieldErrors = Readonly<Record<string, string>>;

export type ListSpec = {
  /** What staff call one entry ("team member"). */
  noun: string;
  texts: Readonly<Record<string, TextField>>;
  common: Readonly<Record<string, CommonField>>;
  /** Rules across fields, by field name ("common.url"). */
  across?: (entry: Entry) => FieldErrors;
  maxEntries: number;
  /** The home page's carousel needs a slide: the last one cannot be removed. */
  minEntries?: number;
};

export const maxEntries = 60;

const idPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const isEntryId = (value: string) => idPattern.test(value);

/** True for a full https address on a named host; nothing else is linked from a public page. */
export function isHttpsAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const httpsMessage = "Enter the full address starting with https://, such as https://www.example.org.";

function textSchema(field: TextField, language: "en" | "te") {
  const lines = field.multiline ? isPlainMultiline : isSingleLine;
  const base = z
    .string()
    .check(
      z.trim(),
      atMostLetters(field.max),
      z.refine(lines, field.multiline ? "Use plain text: no tabs or control characters." : "Use one line."),
    );
  if (!field.required || language === "te") return base;
  return base.check(z.refine((value) => value !== "", `Enter the ${field.label.toLowerCase()} in English.`));
}

function commonRule(field: CommonField) {
  if (field.kind === "https")
    return z.refine<string>((value) => value === "" || isHttpsAddress(value), httpsMessage);
  if (field.kind === "picture")
    return z.refine<string>((value) => value === "" || isPictureReference(value), pictureMessage);
  return z.refine<string>(
    (value) => value === "" || field.choices.some((choice) => choice.value === value),
    `Choose one of the options for “${field.label}”.`,
  );
}

function commonSchema(field: CommonField) {
  const rule = commonRule(field);
  const base = z.string().check(z.trim(), z.maxLength(500, "Keep it under 500 characters."), rule);
  if (!field.required) return base;
  return base.check(
    z.refine(
      (value) => value !== "",
      // "Choose the where the button goes." read badly: a choice names its field in quotes.
      field.kind === "choice"
        ? `Choose one for “${field.label}”.`
        : `Enter the ${field.label.toLowerCase()}.`,
    ),
  );
}

const withoutEmpty = (values: Readonly<Record<string, unknown>>): Texts =>
  Object.fromEntries(
    Object.entries(values).filter(
      (pair): pair is [string, string] => typeof pair[1] === "string" && pair[1] !== "",
    ),
  );

// A field left out of a post reads as empty: a required one is then refused with its message.
function shapeOf<F>(fields: Readonly<Record<string, F>>, schema: (field: F) => z.ZodMiniString) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      z.pipe(
        z.transform((value: unknown): unknown => (value === undefined ? "" : value)),
        schema(field),
      ),
    ]),
  );
}

/** The schema of one entry of a list of `spec`'s kind: empty values are left out. */
export function entrySchema(spec: ListSpec) {
  return z.pipe(
    z.object({
      id: z.string().check(z.refine(isEntryId, "An entry's id is letters, digits and hyphens.")),
      en: z.object(shapeOf(spec.texts, (field) => textSchema(field, "en"))),
      te: z.optional(z.object(shapeOf(spec.texts, (field) => textSchema(field, "te")))),
      common: z.optional(z.object(shapeOf(spec.common, commonSchema))),
    }),
    z.transform((entry): Entry => ({
      id: entry.id,
      en: withoutEmpty(entry.en),
      te: withoutEmpty(entry.te ?? {}),
      common: withoutEmpty(entry.common ?? {}),
    })),
  );
}

const codeReference = z.object({
  id: z.string().check(z.refine(isEntryId, "An entry's id is letters, digits and hyphens.")),
  code: z.literal(true),
});

/** A stored list's entries: each the society's own or a reference to the code's default. */
export function storedEntriesSchema(spec: ListSpec) {
  return z.array(z.union([codeReference, entrySchema(spec)])).check(
    z.maxLength(spec.maxEntries, `A list holds at most ${spec.maxEntries} entries.`),
    z.minLength(
      spec.minEntries ?? 0,
      `Keep at least ${spec.minEntries ?? 0} ${spec.noun}: the page needs one.`,
    ),
    z.refine(
      (entries) => new Set(entries.map((entry) => entry.id)).size === entries.length,
      "Two entries have the same id.",
    ),
  );
}

export type EntryCheck = { ok: true; entry: Entry } | { ok: false; errors: FieldErrors };

/** Checks one entry as the editor posted it; one message per field, "en.name" and so on. */
export function checkEntry(spec: ListSpec, input: unknown): EntryCheck {
  const result = entrySchema(spec).safeParse(input);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join(".");
      errors[name] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const across = spec.across?.(result.data) ?? {};
  return Object.keys(across).length > 0 ? { ok: false, errors: across } : { ok: true, entry: result.data };
}

/** The fields of a posted form ("en.name", "te.name", "common.website") as an entry to check. */
export function entryFromForm(spec: ListSpec, id: string, form: Readonly<Record<string, unknown>>) {
  const pick = (prefix: string, names: readonly string[]) =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = form[`${prefix}.${name}`];
        return typeof value === "string" ? [[name, value]] : [];
      }),
    );
  const texts = Object.keys(spec.texts);
  return {
    id,
    en: pick("en", texts),
    te: pick("te", texts),
    common: pick("common", Object.keys(spec.common)),
  };
}

export const isCodeReference = (entry: StoredEntry): entry is { id: string; code: true } => "code" in entry;
