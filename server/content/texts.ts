import type { Kysely } from "kysely";
import type { Language } from "#app/content/language.ts";
import { type TextField, textFields } from "#app/content/texts/fields.ts";
import { pictureInputName, pictureSlotsOf } from "#app/content/texts/pictures.ts";
import { textsItemKey } from "#app/content/texts/published.ts";
import {
  checkPageTexts,
  inputName,
  noTexts,
  type PageTexts,
  type StoredText,
} from "#app/content/texts/schema.ts";
import { translationStatuses } from "#app/content/translation-status.ts";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { pictureRefusal } from "../media/content-images.ts";
import {
  type ContentKind,
  type ItemBase,
  type ItemState,
  publishedValue,
  publishItem,
  readItem,
  type RegisteredItem,
  saveItemDraft,
} from "./items.ts";
import { compareValues } from "./compare.ts";
import { fieldLabel, textLabel } from "./text-labels.ts";
import { englishNow, teluguNeedsReview } from "./text-review.ts";
import { type TextPage, textPages } from "./text-pages.ts";

/*
 * The texts and figures of the public pages as the society edits them: one content item per page
 * ("texts:home"), holding only what the society changed, checked against the fields the code's
 * modules have (app/content/texts/). Saves, publishes and their audit lines are the items'
 * (./items.ts). (docs/decisions/034-page-texts-by-path.md)
 */

type Text = Extract<TextField, { kind: "text" }>;

const fieldCache = new Map<string, TextField[]>();

/** Every editable text and figure of a page, found in its English and Telugu modules. */
export function fieldsOf(page: TextPage): TextField[] {
  let fields = fieldCache.get(page.name);
  if (!fields) {
    fields = textFields(page.english, page.telugu);
    fieldCache.set(page.name, fields);
  }
  return fields;
}

const kinds = new Map<string, ContentKind<PageTexts>>();

/** The content kind of one page's texts: its check knows the page's fields. */
export function textsKind(page: TextPage): ContentKind<PageTexts> {
  let kind = kinds.get(page.name);
  if (!kind) {
    const slots = pictureSlotsOf(page.name);
    kind = { empty: noTexts, check: (input) => checkPageTexts(fieldsOf(page), input, slots) };
    kinds.set(page.name, kind);
  }
  return kind;
}

/**
 * What a field inside a list item is about, for its label in the editor: the item's English title
 * or label ("Farmers Supported" for "impactStatistics.0.value"); none for the title itself.
 */
export function itemNameOf(page: TextPage, path: string): string | undefined {
  const parts = path.split(".");
  if (["title", "label"].includes(parts.at(-1) ?? "")) return undefined;
  let node: unknown = page.english;
  let item: unknown;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
    if (/^\d+$/.test(part)) item = node;
  }
  if (typeof item !== "object" || item === null) return undefined;
  const { title, label } = item as { title?: unknown; label?: unknown };
  const name = typeof title === "string" ? title : label;
  return typeof name === "string" ? name : undefined;
}

const languages: Record<string, string> = {
  en: "English",
  te: "Telugu",
  reviewed: "Telugu reviewed against",
};

/**
 * A stored path of a page's texts item as staff read it, for the history's comparison:
 * "texts.introduction.paragraphs.1.en" → "Introduction: Paragraph 2 (English)". The field's own
 * path holds dots, so it is found among the page's fields rather than split.
 */
export function textsPathLabel(page: TextPage, path: string): string {
  const [part, ...rest] = path.split(".");
  const inner = rest.join(".");
  const slots = pictureSlotsOf(page.name);
  if (part === "pictures" && Object.hasOwn(slots, inner)) return slots[inner]?.label ?? path;
  for (const field of fieldsOf(page)) {
    if (part === "figures" && inner === field.path) return `${textLabel(field.path)} (figure)`;
    if (part === "texts" && inner.startsWith(`${field.path}.`)) {
      const language = languages[inner.slice(field.path.length + 1)];
      const item = itemNameOf(page, field.path);
      if (language) return `${textLabel(field.path)}${item ? ` (${item})` : ""} (${language})`;
    }
  }
  return path;
}

/**
 * What publishing the page's draft would change, each value named as staff read it; a value not set
 * is the site's default. The review marks are left out: they change no word on the page.
 */
export function draftChanges(page: TextPage, state: ItemState<PageTexts>) {
  if (!state.draft) return [];
  return compareValues(state.published, state.draft.values)
    .filter((change) => !change.path.endsWith(".reviewed"))
    .map((change) => ({ ...change, label: textsPathLabel(page, change.path) }));
}

/** Every page's texts as history, preview and export/import find them (server/content/registry.ts). */
export const textsItems: readonly RegisteredItem[] = textPages.map((page) => ({
  key: textsItemKey(page.name),
  kind: textsKind(page),
  title: `Page texts: ${page.title}`,
  editPath: `/staff/content/texts/${page.name}`,
  previewPath: page.path,
  label: (path) => textsPathLabel(page, path),
}));

/** Whether the code still flags the page's Telugu module a draft nobody from the society has read. */
export function draftInCode(page: TextPage): boolean {
  return translationStatuses().some(
    (status) => status.module === page.teluguModule && status.state === "draft",
  );
}

/** The Telugu modules whose draft flags the staff area's review marks now carry. */
export const modulesReviewedHere = (): Set<string> => new Set(textPages.map((page) => page.teluguModule));

export const readPageTexts = (db: Kysely<Database>, page: TextPage): Promise<ItemState<PageTexts>> =>
  readItem(db, textsItemKey(page.name), textsKind(page));

/** The page's texts whose Telugu needs review in `texts`. */
export function awaitingReview(page: TextPage, texts: PageTexts): Text[] {
  const draft = draftInCode(page);
  return fieldsOf(page).filter(
    (field): field is Text =>
      field.kind === "text" && teluguNeedsReview(field, texts.texts[field.path], draft),
  );
}

type Form = Readonly<Record<string, unknown>>;

const posted = (form: Form, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value : undefined;
};

/**
 * A page's texts from its editor's form: each text's English and Telugu, each figure and each
 * picture slot's choice, kept from `previous` when the form has none (a translator's editor has
 * Telugu inputs only); the review marks kept from `previous`, and set to the English shown now for
 * every text ticked as reviewed (every text needing it when `reviewAll`). The check (on save)
 * leaves out the defaults.
 */
export function textsFromForm(page: TextPage, form: Form, previous: PageTexts, reviewAll: boolean) {
  const texts: Record<string, StoredText> = {};
  const figures: Record<string, string> = {};
  const pictures: Record<string, string> = {};
  for (const slot of Object.keys(pictureSlotsOf(page.name)))
    pictures[slot] = posted(form, pictureInputName(slot)) ?? previous.pictures?.[slot] ?? "";
  const draft = draftInCode(page);
  for (const field of fieldsOf(page)) {
    if (field.kind !== "text") {
      figures[field.path] =
        posted(form, inputName("figure", field.path)) ?? previous.figures[field.path] ?? "";
      continue;
    }
    const before = previous.texts[field.path];
    const text: StoredText = {
      en: posted(form, inputName("en", field.path)) ?? before?.en ?? "",
      te: posted(form, inputName("te", field.path)) ?? before?.te ?? "",
    };
    const ticked = posted(form, inputName("reviewed", field.path)) === "yes";
    const needed = teluguNeedsReview(field, before, draft);
    const english = (text.en ?? "").replace(/\s+/g, " ").trim() || field.en;
    if (ticked || (reviewAll && needed)) text.reviewed = english;
    else if (before?.reviewed !== undefined) text.reviewed = before.reviewed;
    texts[field.path] = text;
  }
  return { texts, figures, pictures };
}

/** Each chosen picture must be in the library and ready for pages (alt text, people's agreement). */
async function pictureErrors(db: Kysely<Database>, input: unknown) {
  const pictures = (input as { pictures?: unknown } | null)?.pictures;
  const errors: Record<string, string> = {};
  if (typeof pictures !== "object" || pictures === null) return errors;
  for (const [slot, reference] of Object.entries(pictures)) {
    if (typeof reference !== "string" || reference === "") continue;
    const refusal = await pictureRefusal(db, reference);
    if (refusal) errors[pictureInputName(slot)] = refusal;
  }
  return errors;
}

export type TextsIntent = "draft" | "preview" | "publish" | "review";

/**
 * Saves the page's texts as a draft, or publishes them (a review publishes with the marks set); a
 * picture gone from the library or not ready for pages refuses the save, changing nothing.
 */
export async function savePageTexts(
  db: Kysely<Database>,
  page: TextPage,
  {
    actor,
    input,
    now,
    intent,
    base,
  }: { actor: Actor; input: unknown; now: Date; intent: TextsIntent; base?: ItemBase },
) {
  const checked = textsKind(page).check(input);
  if (checked.ok) {
    const errors = await pictureErrors(db, checked.values);
    if (Object.keys(errors).length > 0) return { status: "invalid" as const, errors };
  }
  // "preview" saves a draft too: the preview shows the drafts.
  const change = { key: textsItemKey(page.name), kind: textsKind(page), actor, input, now, base };
  return intent === "draft" || intent === "preview" ? saveItemDraft(db, change) : publishItem(db, change);
}

export type PageSummary = {
  page: TextPage;
  changed: number;
  awaitingReview: Text[];
  draft: ItemState<PageTexts>["draft"];
  version: ItemState<PageTexts>["version"];
};

/** Every page with what the society changed and, as published, which Telugu texts need review. */
export async function pageSummaries(db: Kysely<Database>): Promise<PageSummary[]> {
  return Promise.all(
    textPages.map(async (page) => {
      const state = await readPageTexts(db, page);
      const { texts, figures } = state.published;
      return {
        page,
        changed:
          Object.values(texts).filter((text) => text.en ?? text.te).length + Object.keys(figures).length,
        awaitingReview: awaitingReview(page, state.published),
        draft: state.draft,
        version: state.version,
      };
    }),
  );
}

/** The published Telugu texts awaiting review, page by page (the launch page, content:check). */
export async function teluguAwaitingReview(db: Kysely<Database>) {
  return (
    await Promise.all(
      textPages.map(async (page) => {
        const texts = await publishedValue(db, textsItemKey(page.name), textsKind(page));
        return awaitingReview(page, texts).map((field) => ({
          page: page.name,
          pageTitle: page.title,
          path: field.path,
          english: englishNow(field, texts.texts[field.path]),
        }));
      }),
    )
  ).flat();
}

/** Every text the texts editor holds, as the code writes it (English and Telugu). */
export const editableTextValues = (): Set<string> =>
  new Set(
    textPages.flatMap((page) =>
      fieldsOf(page).flatMap((field) => (field.kind === "text" ? [field.en, field.te] : [])),
    ),
  );

/** A text of a page still showing a stand-in the code flags, in one language or both. */
export type StandInText = {
  page: string;
  pageTitle: string;
  path: string;
  /** As staff read it: the item it belongs to and the field ("Society registration: Date"). */
  label: string;
  english: string;
  languages: Language[];
};

function standInLabel(page: TextPage, path: string) {
  const item = itemNameOf(page, path);
  return item ? `${item}: ${fieldLabel(path).split(" › ").at(-1) ?? ""}` : textLabel(path);
}

/**
 * The page texts whose published value is still a flagged stand-in ("To be confirmed"), found by
 * the code's value: the texts editor replaces them, so they are the society's to fill in, not a
 * developer's. A language whose text staff published counts as filled in.
 */
export async function standInTexts(
  db: Kysely<Database>,
  flagged: ReadonlySet<string>,
): Promise<StandInText[]> {
  return (
    await Promise.all(
      textPages.map(async (page) => {
        const texts = await publishedValue(db, textsItemKey(page.name), textsKind(page));
        return fieldsOf(page).flatMap((field) => {
          if (field.kind !== "text") return [];
          const stored = texts.texts[field.path];
          const languages = (["en", "te"] as const).filter(
            (language) => flagged.has(field[language]) && !stored?.[language],
          );
          return languages.length > 0
            ? [
                {
                  page: page.name,
                  pageTitle: page.title,
                  path: field.path,
                  label: standInLabel(page, field.path),
                  english: field.en,
                  languages,
                },
              ]
            : [];
        });
      }),
    )
  ).flat();
}
