import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import type { Language } from "../language.ts";
import { flaggedPlaceholders } from "../placeholder.ts";
import {
  type Entry,
  type FieldErrors,
  isCodeReference,
  isEntryId,
  type ListSpec,
  type StoredEntry,
  storedEntriesSchema,
  type Texts,
} from "./entry-schema.ts";
import { atMostLetters, isPlainMultiline } from "#app/schemas/fields.ts";

/*
 * A list as the society publishes it (decision 035): its entries in order, each the society's own
 * or a reference to the code's default. Until the society publishes a list, the code's list shows.
 */

/** The managing director's message (the team list only): paragraphs split by blank lines. */
export type ListMessage = { en: string; te?: string; author?: string };

export type ListValue = { entries: readonly StoredEntry[]; message?: ListMessage };

/** A default entry from the code: `standIn` when it holds a flagged placeholder. */
export type DefaultEntry = Entry & { standIn: boolean };

export type ListKindSpec = ListSpec & {
  key: `list:${string}`;
  /** The code's entries, in order: the list until the society publishes one. */
  defaults: () => readonly DefaultEntry[];
  /** The team list has the director's message beside its entries. */
  hasMessage?: boolean;
};

const messageText = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      atMostLetters(max),
      z.refine(isPlainMultiline, "Use plain text: no tabs or control characters."),
    );

const messageSchema = z.object({
  en: messageText(4000).check(z.refine((value) => value !== "", "Enter the message in English.")),
  te: z.optional(messageText(4000)),
  author: z.optional(
    z.string().check(z.refine((value) => value === "" || isEntryId(value), "Choose a member.")),
  ),
});

/** The one schema of a stored list of `spec`'s kind. */
export function listValueSchema(spec: ListKindSpec) {
  return z.pipe(
    z.object({ entries: storedEntriesSchema(spec), message: z.optional(messageSchema) }),
    z.transform((value): ListValue => {
      const message = spec.hasMessage && value.message ? cleanMessage(value.message) : undefined;
      return message ? { entries: value.entries, message } : { entries: value.entries };
    }),
  );
}

function cleanMessage(message: { en: string; te?: string; author?: string }): ListMessage {
  return {
    en: message.en,
    ...(message.te ? { te: message.te } : {}),
    ...(message.author ? { author: message.author } : {}),
  };
}

export type ListCheck = { ok: true; values: ListValue } | { ok: false; errors: FieldErrors };

export function checkListValue(spec: ListKindSpec, input: unknown): ListCheck {
  const result = listValueSchema(spec).safeParse(input);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "entries"] ??= issue.message;
  return { ok: false, errors };
}

/** The published list read through its schema, or null while the society has published none. */
export function publishedList(spec: ListKindSpec, stored: unknown): ListValue | null {
  if (stored === undefined) return null;
  const checked = listValueSchema(spec).safeParse(stored);
  return checked.success ? checked.data : null;
}

/** The code's list as a stored value: every entry a reference (the draft starts from it). */
export const defaultListValue = (spec: ListKindSpec): ListValue => ({
  entries: spec.defaults().map(({ id }) => ({ id, code: true as const })),
});

export type ListEntry = { entry: Entry; standIn: boolean; fromCode: boolean };

/** A list's entries with the code's defaults filled in; a reference to a default gone is dropped. */
export function entriesOf(spec: ListKindSpec, value: ListValue | null): ListEntry[] {
  const defaults = spec.defaults();
  return (value ?? defaultListValue(spec)).entries.flatMap((stored): ListEntry[] => {
    if (!isCodeReference(stored)) return [{ entry: stored, standIn: false, fromCode: false }];
    const found = defaults.find((entry) => entry.id === stored.id);
    if (!found) return [];
    const { standIn, ...entry } = found;
    return [{ entry, standIn, fromCode: true }];
  });
}

/**
 * The entries a visitor sees: in production, an entry still holding a flagged stand-in is left out
 * (it is on the launch page instead); outside production the stand-ins show, as before.
 */
export const shownEntries = (spec: ListKindSpec, stored: unknown, production: boolean): Entry[] =>
  entriesOf(spec, publishedList(spec, stored))
    .filter(({ standIn }) => !production || !standIn)
    .map(({ entry }) => entry);

/** An entry's words in `language`: a Telugu field left empty shows the English one. */
export function textsIn(entry: Entry, language: Language): Texts {
  return language === "en" ? entry.en : { ...entry.en, ...entry.te };
}

/** Whether the code's default entry `id` of the content module `module` ("team") holds a flagged stand-in. */
export function flaggedInCode(module: string, id: string): boolean {
  const prefixes = [`${module}.${id}.`, `te/${module}.${id}.`];
  return flaggedPlaceholders().some(({ where }) => prefixes.some((prefix) => where.startsWith(prefix)));
}

/** A text as its two stored forms, English and Telugu, keeping only what is there. */
export const bothLanguages = <T extends object>(
  english: T,
  telugu: T,
  names: readonly (keyof T & string)[],
) => {
  const pick = (texts: T) =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = texts[name];
        return typeof value === "string" && value !== "" ? [[name, value]] : [];
      }),
    );
  return { en: pick(english), te: pick(telugu) };
};
