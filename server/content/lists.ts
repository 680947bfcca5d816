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
import {
  type ContentKind,
  type FieldErrors,
  type ItemState,
  publishItem,
  readItem,
  saveItemDraft,
} from "./items.ts";

/*
 * The society's lists (team members and the director's message, partners, hero slides) as content
 * items (server/content/items.ts, decision 035). Every change to an entry (add, edit, remove, move)
 * is saved into the list's draft; Publish makes the whole list live. The first change starts the
 * draft from what is published, or from the code's list while nothing is.
 */

export const lists = { team: teamList, partners: partnersList, slides: slidesList } as const;

export type ListName = keyof typeof lists;

export const listNames = Object.keys(lists) as ListName[];

export const isListName = (value: string): value is ListName => Object.hasOwn(lists, value);

/** Every list's item key ("list:team"…), for export, import and preview. */
export const listItemKeys = listNames.map((name) => lists[name].key);

/** A list's kind for the item store: its one schema, and no entries before a publish (the code's show). */
export const listKind = (spec: ListKindSpec): ContentKind<ListValue> => ({
  check: (input) => checkListValue(spec, input),
  empty: { entries: [] },
});

/** The kind of the list item `key`, or undefined for a key that is no list. */
export const listKindOfKey = (key: string) => {
  const name = listNames.find((candidate) => lists[candidate].key === key);
  return name ? listKind(lists[name]) : undefined;
};

export type ListState = {
  /** What the editor shows and changes: the draft, else the published list, else the code's. */
  working: ListValue;
  draft: ItemState<ListValue>["draft"];
  version: ItemState<ListValue>["version"];
};

export async function readList(db: Kysely<Database>, name: ListName): Promise<ListState> {
  const spec = lists[name];
  const state = await readItem(db, spec.key, listKind(spec));
  const working = state.draft?.values ?? (state.version ? state.published : defaultListValue(spec));
  return { working, draft: state.draft, version: state.version };
}

/** One entry of the working list, with the code's words filled in (the editor's starting values). */
export async function readEntry(db: Kysely<Database>, name: ListName, id: string) {
  const { working } = await readList(db, name);
  return entriesOf(lists[name], working).find(({ entry }) => entry.id === id) ?? null;
}

export type ListChange =
  { status: "saved"; id?: string } | { status: "invalid"; errors: FieldErrors } | { status: "missing" };

type Who = { actor: Actor; now: Date };

async function saveWorking(
  db: Kysely<Database>,
  name: ListName,
  { actor, now }: Who,
  change: (value: ListValue) => ListValue | null,
  id?: string,
): Promise<ListChange> {
  const spec = lists[name];
  const { working } = await readList(db, name);
  const changed = change(working);
  if (!changed) return { status: "missing" };
  const saved = await saveItemDraft(db, { key: spec.key, kind: listKind(spec), actor, input: changed, now });
  return saved.status === "invalid" ? saved : { status: "saved", ...(id ? { id } : {}) };
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
export async function publishList(db: Kysely<Database>, name: ListName, { actor, now }: Who) {
  const spec = lists[name];
  const { working } = await readList(db, name);
  return publishItem(db, { key: spec.key, kind: listKind(spec), actor, input: working, now });
}

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
