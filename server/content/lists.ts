import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { checkEntry, type Entry } from "#app/content/lists/entry-schema.ts";
import {
  checkListValue,
  defaultListValue,
  entriesOf,
  type ListKindSpec,
  type ListMessage,
  type ListValue,
} from "#app/content/lists/list.ts";
import { partnersList } from "#app/content/lists/partners.ts";
import { slidesList } from "#app/content/lists/slides.ts";
import { teamList } from "#app/content/lists/team.ts";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { pictureRefusal } from "../media/content-images.ts";
import {
  type ContentKind,
  type FieldErrors,
  type ItemBase,
  itemBaseOf,
  type ItemConflict,
  type ItemState,
  publishItem,
  readItem,
  type RegisteredItem,
  saveItemDraft,
} from "./items.ts";

/*
 * The society's lists (team members and the director's message, partners, hero slides) as content
 * items (server/content/items.ts, decision 035). Every change to an entry (add, edit, remove, move)
 * is saved into the list's draft; Publish makes the whole list live. The first change starts the
 * draft from what is published, or from the code's list while nothing is. Each change carries the
 * base its form was loaded from (the list's, even for one entry: every change saves the whole
 * list's draft), and is refused once someone else changed the list since.
 */

export const lists = { team: teamList, partners: partnersList, slides: slidesList } as const;

export type ListName = keyof typeof lists;

export const listNames = Object.keys(lists) as ListName[];

export const isListName = (value: string): value is ListName => Object.hasOwn(lists, value);

/** A list's kind for the item store: its one schema, and no entries before a publish (the code's show). */
export const listKind = (spec: ListKindSpec): ContentKind<ListValue> => ({
  check: (input) => checkListValue(spec, input),
  empty: { entries: [] },
});

export type ListState = {
  /** What the editor shows and changes: the draft, else the published list, else the code's. */
  working: ListValue;
  draft: ItemState<ListValue>["draft"];
  version: ItemState<ListValue>["version"];
  /** The state this was read from, for the forms that change it. */
  base: ItemBase;
};

export async function readList(db: Kysely<Database>, name: ListName): Promise<ListState> {
  const spec = lists[name];
  const state = await readItem(db, spec.key, listKind(spec));
  const working = state.draft?.values ?? (state.version ? state.published : defaultListValue(spec));
  return { working, draft: state.draft, version: state.version, base: itemBaseOf(state) };
}

/**
 * One entry of the working list, with the code's words filled in (the editor's starting values),
 * and the list's base its editor carries.
 */
export async function readEntry(db: Kysely<Database>, name: ListName, id: string) {
  const { working, base } = await readList(db, name);
  const found = entriesOf(lists[name], working).find(({ entry }) => entry.id === id);
  return found ? { ...found, base } : null;
}

export type ListChange =
  | { status: "saved"; id?: string }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
  | ItemConflict;

/** Who changes the list, when, and from which state (none: the command line, a test). */
type Who = { actor: Actor; now: Date; base?: ItemBase };

async function saveWorking(
  db: Kysely<Database>,
  name: ListName,
  { actor, now, base }: Who,
  change: (value: ListValue) => ListValue | null,
  id?: string,
): Promise<ListChange> {
  const spec = lists[name];
  const { working } = await readList(db, name);
  const changed = change(working);
  if (!changed) return { status: "missing" };
  // The working list read above may be older than the base: the save then refuses, changing nothing.
  const saved = await saveItemDraft(db, {
    key: spec.key,
    kind: listKind(spec),
    actor,
    input: changed,
    now,
    base,
  });
  return saved.status === "saved" ? { status: "saved", ...(id ? { id } : {}) } : saved;
}

/**
 * Saves one entry as the editor posted it: a new one (no `id`) goes to the end of the list, an
 * existing one keeps its place and id. Invalid input changes nothing.
 */
export async function saveEntry(
  db: Kysely<Database>,
  name: ListName,
  who: Who,
  id: string | null,
  input: Omit<Entry, "id">,
): Promise<ListChange> {
  const entryId = id ?? randomUUID();
  const checked = checkEntry(lists[name], { ...input, id: entryId });
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  const pictures = await pictureErrors(db, lists[name], checked.entry);
  if (Object.keys(pictures).length > 0) return { status: "invalid", errors: pictures };
  if (id === null && (await readList(db, name)).working.entries.length >= lists[name].maxEntries)
    return {
      status: "invalid",
      errors: { entries: `A list holds at most ${lists[name].maxEntries} entries.` },
    };
  return saveWorking(
    db,
    name,
    who,
    (value) => {
      if (id === null) return { ...value, entries: [...value.entries, checked.entry] };
      if (!value.entries.some((entry) => entry.id === id)) return null;
      return { ...value, entries: value.entries.map((entry) => (entry.id === id ? checked.entry : entry)) };
    },
    entryId,
  );
}

/** An entry's pictures must be in the library and ready for pages (alt text, people's agreement). */
async function pictureErrors(db: Kysely<Database>, spec: ListKindSpec, entry: Entry) {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(spec.common)) {
    const reference = entry.common[name];
    if (field.kind !== "picture" || !reference) continue;
    const refusal = await pictureRefusal(db, reference);
    if (refusal) errors[`common.${name}`] = refusal;
  }
  return errors;
}

export const removeEntry = (db: Kysely<Database>, name: ListName, who: Who, id: string) =>
  saveWorking(db, name, who, (value) =>
    value.entries.some((entry) => entry.id === id)
      ? { ...value, entries: value.entries.filter((entry) => entry.id !== id) }
      : null,
  );

/** Moves an entry one place up or down; at either end it stays where it is. */
export const moveEntry = (db: Kysely<Database>, name: ListName, who: Who, id: string, by: -1 | 1) =>
  saveWorking(db, name, who, (value) => {
    const from = value.entries.findIndex((entry) => entry.id === id);
    if (from < 0) return null;
    const to = Math.min(Math.max(from + by, 0), value.entries.length - 1);
    const entries = [...value.entries];
    const [moved] = entries.splice(from, 1);
    if (moved) entries.splice(to, 0, moved);
    return { ...value, entries };
  });

/** Saves the director's message (the team list). */
export async function saveMessage(
  db: Kysely<Database>,
  who: Who,
  message: { en: string; te: string; author: string },
): Promise<ListChange> {
  const checked = checkListValue(teamList, { entries: [], message });
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  const set: ListMessage | undefined = checked.values.message;
  return saveWorking(db, "team", who, (value) => ({ ...value, ...(set ? { message: set } : {}) }));
}

/** Publishes the list as the editor shows it (its draft, or the list as it is). */
export async function publishList(db: Kysely<Database>, name: ListName, { actor, now, base }: Who) {
  const spec = lists[name];
  const { working } = await readList(db, name);
  return publishItem(db, { key: spec.key, kind: listKind(spec), actor, input: working, now, base });
}

const listTitles: Record<ListName, { title: string; previewPath: string }> = {
  team: { title: "Team members and the director’s message", previewPath: "/team" },
  partners: { title: "Partners", previewPath: "/collaborators" },
  slides: { title: "Home page slides", previewPath: "/" },
};

const languageNames: Record<string, string> = { en: "English", te: "Telugu" };

const entryName = (entry: Entry) => entry.en.name ?? entry.en.title ?? entry.id;

/**
 * A list as the history compares it: the entries' order by name, then each entry by its name (the
 * code's words filled in), so that a move reads as a new order, and an entry added or removed as
 * that entry's words appearing or going, not as every later place changing.
 */
export function comparableList(spec: ListKindSpec, values: unknown) {
  const checked = checkListValue(spec, values);
  const entries = entriesOf(spec, checked.ok ? checked.values : null).map(({ entry }) => entry);
  const names = new Map<string, string>();
  for (const entry of entries) {
    const name = entryName(entry);
    names.set(entry.id, [...names.values()].includes(name) ? `${name} (${entry.id})` : name);
  }
  const message = checked.ok ? checked.values.message : undefined;
  return {
    order: entries.map((entry) => names.get(entry.id)).join("\n"),
    entries: Object.fromEntries(
      entries.map((entry) => [names.get(entry.id), { en: entry.en, te: entry.te, common: entry.common }]),
    ),
    ...(message ? { message } : {}),
  };
}

/**
 * A path of `comparableList` as staff read it: "entries.Lakshmi Bai.en.role" → "Lakshmi Bai › Role
 * (English)", "message.te" → "Director’s message (Telugu)". An entry's name may hold dots, so the
 * path is read from both ends.
 */
export function listPathLabel(spec: ListKindSpec, path: string): string {
  if (path === "order") return `Order of the ${spec.noun}s`;
  const parts = path.split(".");
  const [part, field] = parts.slice(-2);
  const name = parts.slice(1, -2).join(".");
  if (parts[0] === "entries" && name && part && field) {
    if (languageNames[part]) return `${name} › ${spec.texts[field]?.label ?? field} (${languageNames[part]})`;
    if (part === "common") return `${name} › ${spec.common[field]?.label ?? field}`;
  }
  const message = /^message\.(en|te|author)$/.exec(path)?.[1];
  if (message === "author") return "Director’s message › Signed by";
  if (message) return `Director’s message (${languageNames[message]})`;
  return path;
}

/** Every list as history, preview and export/import find them (server/content/registry.ts). */
export const listsItems: readonly RegisteredItem[] = listNames.map((name) => ({
  key: lists[name].key,
  kind: listKind(lists[name]),
  title: listTitles[name].title,
  editPath: `/staff/content/lists/${name}`,
  previewPath: listTitles[name].previewPath,
  label: (path) => listPathLabel(lists[name], path),
  comparable: (values) => comparableList(lists[name], values),
}));

export type EntryToFill = { list: ListName; id: string; label: string };

/**
 * The published entries still holding the code's flagged stand-in (the launch page's "to fill in"),
 * and the director's message while the society has written none.
 */
export async function entriesToFill(db: Kysely<Database>): Promise<EntryToFill[]> {
  const toFill: EntryToFill[] = [];
  for (const name of listNames) {
    const spec = lists[name];
    const state = await readItem(db, spec.key, listKind(spec));
    const value = state.version ? state.published : null;
    for (const { entry, standIn } of entriesOf(spec, value))
      if (standIn)
        toFill.push({ list: name, id: entry.id, label: entry.en.name ?? entry.en.title ?? entry.id });
    if (spec.hasMessage && !value?.message)
      toFill.push({ list: name, id: "message", label: "Managing director's message" });
  }
  return toFill;
}
