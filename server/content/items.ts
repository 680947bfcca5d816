import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
import { alertPaymentChange } from "./payment-alerts.ts";
import { type ContentDatabase, withContentTables } from "./schema.ts";

/*
 * One content item of the society's site ("settings", a page's texts, a list of team members…):
 * at most one draft, which the public never sees, and numbered published versions, each kept with
 * who published it and when. Every kind of item brings its one schema as a `check`; invalid input
 * changes nothing and writes no audit line. Every save and publish is in the audit log, named
 * `content.<kind>.save_draft` / `content.<kind>.publish`, the kind being the key's part before ":".
 * (docs/decisions/033-settings-published-and-pages-regenerated.md)
 */

/** Errors by field: a message next to each field the input got wrong. */
export type FieldErrors<K extends string = string> = Readonly<Partial<Record<K, string>>>;

export type ItemCheck<V, K extends string = string> = (
  input: unknown,
) => { ok: true; values: V } | { ok: false; errors: FieldErrors<K> };

export type ItemState<V> = {
  /** The draft, when one is saved and not yet published. */
  draft: { values: V; savedAt: string; savedBy: string } | null;
  /** The latest published version's values; `empty` before the first publish. */
  published: V;
  /** The latest published version's number, who published it and when; null before the first. */
  version: { number: number; publishedAt: string; publishedBy: string } | null;
};

export type ItemChange<V, K extends string = string> =
  { status: "saved"; values: V; version?: number } | { status: "invalid"; errors: FieldErrors<K> };

export type ContentKind<V, K extends string = string> = { check: ItemCheck<V, K>; empty: V };

/**
 * An item the site knows, as history, preview and export/import find it (server/content/registry.ts):
 * its key, its kind, what staff call it, where it is edited and which page shows it first.
 */
export type RegisteredItem = {
  key: string;
  // The kind's values are opaque here: history, preview and transfer only check and store them.
  kind: ContentKind<unknown>;
  title: string;
  /** The item's editor in the staff area. */
  editPath: string;
  /** The public page the preview opens first ("/contact"). */
  previewPath: string;
  /** A field's name as staff read it, for the comparison; without it, the field's path. */
  label?: (path: string) => string;
  /**
   * The values as the comparison reads them (a list by its entries' names and order, rather than
   * place by place); without it, as stored.
   */
  comparable?: (values: unknown) => unknown;
};

const content = (db: Kysely<Database>) => withContentTables(db);

const kindOf = (key: string) => key.split(":")[0];

/** A stored JSON value read back through the kind's schema; a row that no longer passes reads as empty. */
export function storedValue<V, K extends string>(kind: ContentKind<V, K>, json: string | null): V {
  if (!json) return kind.empty;
  try {
    const checked = kind.check(JSON.parse(json));
    return checked.ok ? checked.values : kind.empty;
  } catch {
    return kind.empty;
  }
}

async function latestVersion(db: Kysely<ContentDatabase>, key: string) {
  return db
    .selectFrom("content_versions")
    .selectAll()
    .where("item_key", "=", key)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function readItem<V, K extends string>(
  db: Kysely<Database>,
  key: string,
  kind: ContentKind<V, K>,
): Promise<ItemState<V>> {
  const item = await content(db)
    .selectFrom("content_items")
    .selectAll()
    .where("key", "=", key)
    .executeTakeFirst();
  const latest = await latestVersion(content(db), key);
  return {
    draft:
      item?.draft && item.draft_saved_at && item.draft_saved_by
        ? {
            values: storedValue(kind, item.draft),
            savedAt: item.draft_saved_at,
            savedBy: item.draft_saved_by,
          }
        : null,
    published: storedValue(kind, latest?.data ?? null),
    version: latest
      ? { number: latest.version, publishedAt: latest.published_at, publishedBy: latest.published_by }
      : null,
  };
}

/** The latest published version's values of one item (`empty` before any publish). */
export async function publishedValue<V, K extends string>(
  db: Kysely<Database>,
  key: string,
  kind: ContentKind<V, K>,
): Promise<V> {
  return storedValue(kind, (await latestVersion(content(db), key))?.data ?? null);
}

/**
 * Every item's latest published data, parsed but not checked: the pages read each through its own
 * kind's schema (app/content/site-content.ts), so a row that no longer passes reads as the default.
 */
export async function publishedItems(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await content(db)
    .selectFrom("content_versions as version")
    .select(["version.item_key", "version.data"])
    .where(({ eb, selectFrom }) =>
      eb(
        "version.version",
        "=",
        selectFrom("content_versions as later")
          .select(({ fn }) => fn.max("later.version").as("latest"))
          .whereRef("later.item_key", "=", "version.item_key"),
      ),
    )
    .execute();
  return Object.fromEntries(
    rows.flatMap((row) => {
      try {
        return [[row.item_key, JSON.parse(row.data) as unknown]];
      } catch {
        return [];
      }
    }),
  );
}

/** Every item's draft, parsed but not checked (a preview lays them over the published data). */
export async function draftItems(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const rows = await content(db)
    .selectFrom("content_items")
    .select(["key", "draft"])
    .where("draft", "is not", null)
    .execute();
  return Object.fromEntries(
    rows.flatMap((row) => {
      try {
        return row.draft ? [[row.key, JSON.parse(row.draft) as unknown]] : [];
      } catch {
        return [];
      }
    }),
  );
}

/** The site's content revision: it changes on every publish of anything. */
export async function contentRevision(db: Kysely<Database>): Promise<number> {
  const row = await content(db)
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/**
 * The state an editor's form was loaded from: the latest version's number (0 before any) and the
 * draft's saved-at (null without one). A change made from it is refused once either has moved on.
 */
export type ItemBase = { version: number; draftSavedAt: string | null };

/** The base of an item's current state, as the editor's form carries it (a hidden field). */
export const itemBaseOf = (state: ItemState<unknown>): ItemBase => ({
  version: state.version?.number ?? 0,
  draftSavedAt: state.draft?.savedAt ?? null,
});

/** The hidden field's text: "<version>:<draft saved-at or nothing>". */
export const encodeItemBase = ({ version, draftSavedAt }: ItemBase) => `${version}:${draftSavedAt ?? ""}`;

/** The hidden field read back; anything else is no base at all (undefined), never a guess. */
export function decodeItemBase(text: unknown): ItemBase | undefined {
  if (typeof text !== "string") return undefined;
  const match = /^(\d{1,9}):(.{0,40})$/.exec(text);
  if (!match) return undefined;
  return { version: Number(match[1]), draftSavedAt: match[2] || null };
}

/** A change asked for: which item, its kind, who, the posted values and when. */
export type ItemInput<V, K extends string> = {
  key: string;
  kind: ContentKind<V, K>;
  actor: Actor;
  input: unknown;
  now: Date;
  /** The state the person's form was loaded from: a change from an older one is refused. */
  base?: ItemBase;
};

/** Who changed the item since the base, and how, for the refusal's message. */
export type ItemConflict = {
  status: "conflict";
  /** What happened last: a publish (version n) or a draft saved. */
  latest: { what: "published" | "draft"; by: string; at: string; version: number };
};

/**
 * Takes the content lock (the revision row, written to its own value): every change of content
 * waits here for the one before it, on PostgreSQL as on SQLite, so the base check and the write
 * that follows it are one step.
 */
async function lockContent(tables: Kysely<ContentDatabase>) {
  await tables
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb.ref("revision") }))
    .where("id", "=", 1)
    .execute();
}

/** The change made since `base`, if any: inside the transaction, after the lock. */
async function conflictSince(
  tables: Kysely<ContentDatabase>,
  key: string,
  base: ItemBase | undefined,
): Promise<ItemConflict | undefined> {
  if (!base) return undefined;
  const latest = await latestVersion(tables, key);
  const item = await tables.selectFrom("content_items").selectAll().where("key", "=", key).executeTakeFirst();
  const version = latest?.version ?? 0;
  const draftSavedAt = item?.draft_saved_at ?? null;
  if (version === base.version && draftSavedAt === base.draftSavedAt) return undefined;
  // The later of the two moves is the one to name.
  const draftIsLater =
    item?.draft_saved_at && item.draft_saved_by && (!latest || item.draft_saved_at > latest.published_at);
  return {
    status: "conflict",
    latest: draftIsLater
      ? { what: "draft", by: item.draft_saved_by ?? "", at: item.draft_saved_at ?? "", version }
      : { what: "published", by: latest?.published_by ?? "", at: latest?.published_at ?? "", version },
  };
}

/** Thrown inside a transaction to roll it back and answer with the conflict. */
class Conflict extends Error {
  readonly conflict: ItemConflict;
  constructor(conflict: ItemConflict) {
    super("The item changed since the form was loaded.");
    this.conflict = conflict;
  }
}

async function orConflict<T>(work: () => Promise<T>): Promise<T | ItemConflict> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Conflict) return error.conflict;
    throw error;
  }
}

/**
 * Keeps the posted values as the item's draft; invalid input changes nothing, nor does a change
 * from a base that is no longer the item's state (someone else saved meanwhile). Without a base
 * (the command line, an import) nothing is compared, and no conflict can come back.
 */
export async function saveItemDraft<V, K extends string>(
  db: Kysely<Database>,
  change: ItemInput<V, K> & { base?: undefined },
): Promise<ItemChange<V, K>>;
export async function saveItemDraft<V, K extends string>(
  db: Kysely<Database>,
  change: ItemInput<V, K>,
): Promise<ItemChange<V, K> | ItemConflict>;
export async function saveItemDraft<V, K extends string>(
  db: Kysely<Database>,
  { key, kind, actor, input, now, base }: ItemInput<V, K>,
): Promise<ItemChange<V, K> | ItemConflict> {
  const checked = kind.check(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  return orConflict(() =>
    db.transaction().execute(async (trx) => {
      const tables = content(trx);
      await lockContent(tables);
      const conflict = await conflictSince(tables, key, base);
      if (conflict) throw new Conflict(conflict);
      const draft = {
        draft: JSON.stringify(checked.values),
        draft_saved_at: now.toISOString(),
        draft_saved_by: actor.email,
      };
      await tables
        .insertInto("content_items")
        .values({ key, ...draft })
        .onConflict((conflict) => conflict.column("key").doUpdateSet(draft))
        .execute();
      await recordAudit(withStaffTables(trx), actor, `content.${kindOf(key)}.save_draft`, key, now);
      return { status: "saved" as const, values: checked.values };
    }),
  );
}

type Publication = {
  key: string;
  data: unknown;
  actor: Actor;
  now: Date;
  /** The audit line's action (after "content.<kind>.") and what follows "<key> v<n>" in its subject. */
  action: "publish" | "unpublish" | "restore" | "import";
  note?: string;
  /** Whether the item's draft is cleared: a publish of the draft clears it, a restore keeps it. */
  clearDraft: boolean;
};

/** One version more, the revision moved on, the audit line: inside the caller's transaction, after the lock. */
async function publishIn(
  trx: Kysely<Database>,
  { key, data, actor, now, action, note, clearDraft }: Publication,
) {
  const tables = content(trx);
  await tables
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now.toISOString() }))
    .where("id", "=", 1)
    .execute();
  const previous = await latestVersion(tables, key);
  const number = (previous?.version ?? 0) + 1;
  await tables
    .insertInto("content_versions")
    .values({
      id: randomUUID(),
      item_key: key,
      version: number,
      data: JSON.stringify(data),
      published_at: now.toISOString(),
      published_by: actor.email,
    })
    .execute();
  // Whatever publishes the settings (the settings page, a restore, an import), a change of where
  // donations are paid is told to the administrators, in this transaction (decision 079).
  await alertPaymentChange(trx, {
    key,
    before: previous?.data ?? null,
    after: data,
    version: number,
    actor,
    action,
    now,
  });
  if (clearDraft) {
    const noDraft = { draft: null, draft_saved_at: null, draft_saved_by: null };
    await tables
      .insertInto("content_items")
      .values({ key, ...noDraft })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(noDraft))
      .execute();
  }
  await recordAudit(
    withStaffTables(trx),
    actor,
    `content.${kindOf(key)}.${action}`,
    `${key} v${number}${note ? ` ${note}` : ""}`,
    now,
  );
  return number;
}

/**
 * A publish, or (`withdraw`) a version that takes the item off the public pages, as its kind's
 * values say (a news post without its publication time): audited `content.<kind>.unpublish`.
 */
export type PublishInput<V, K extends string> = ItemInput<V, K> & {
  withdraw?: boolean;
  /** What the audit line says after "<key> v<n>": which fields changed, never their values. */
  note?: string;
};

/**
 * Publishes the posted values as the item's next version, clears its draft and moves the site's
 * revision on, in one transaction; invalid input changes nothing, nor does a change from a base that
 * is no longer the item's state. The caller renders the pages again.
 */
export async function publishItem<V, K extends string>(
  db: Kysely<Database>,
  change: PublishInput<V, K> & { base?: undefined },
): Promise<ItemChange<V, K>>;
export async function publishItem<V, K extends string>(
  db: Kysely<Database>,
  change: PublishInput<V, K>,
): Promise<ItemChange<V, K> | ItemConflict>;
export async function publishItem<V, K extends string>(
  db: Kysely<Database>,
  { key, kind, actor, input, now, base, withdraw = false, note }: PublishInput<V, K>,
): Promise<ItemChange<V, K> | ItemConflict> {
  const checked = kind.check(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  return orConflict(() =>
    db.transaction().execute(async (trx) => {
      // Taken first, so that two publishes at once queue here and number their versions in turn.
      await lockContent(content(trx));
      const conflict = await conflictSince(content(trx), key, base);
      if (conflict) throw new Conflict(conflict);
      const version = await publishIn(trx, {
        key,
        data: checked.values,
        actor,
        now,
        action: withdraw ? "unpublish" : "publish",
        ...(note ? { note } : {}),
        // Taking an item off the site leaves a draft in progress alone: it is someone's work.
        clearDraft: !withdraw,
      });
      return { status: "saved" as const, values: checked.values, version };
    }),
  );
}

/** One published version of an item: its number, who and when. */
export type VersionSummary = { number: number; publishedAt: string; publishedBy: string };

/** Every published version of an item, the latest first. */
export async function itemVersions(db: Kysely<Database>, key: string): Promise<VersionSummary[]> {
  const rows = await content(db)
    .selectFrom("content_versions")
    .select(["version", "published_at", "published_by"])
    .where("item_key", "=", key)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    number: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
  }));
}

/**
 * Every published version of every item whose key starts with `prefix`, oldest first, read through
 * the kind's schema: what an item has been, such as the addresses a news post had before.
 */
export async function versionsUnder<V, K extends string>(
  db: Kysely<Database>,
  prefix: string,
  kind: ContentKind<V, K>,
): Promise<{ key: string; publishedAt: string; values: V }[]> {
  const rows = await content(db)
    .selectFrom("content_versions")
    .select(["item_key", "published_at", "data"])
    .where("item_key", "like", `${prefix}%`)
    .orderBy("published_at")
    .orderBy("version")
    .execute();
  return rows.map((row) => ({
    key: row.item_key,
    publishedAt: row.published_at,
    values: storedValue(kind, row.data),
  }));
}

/** One published version's values, read through the kind's schema; undefined when there is no such version. */
export async function itemVersion<V, K extends string>(
  db: Kysely<Database>,
  key: string,
  kind: ContentKind<V, K>,
  number: number,
): Promise<V | undefined> {
  const row = await content(db)
    .selectFrom("content_versions")
    .select("data")
    .where("item_key", "=", key)
    .where("version", "=", number)
    .executeTakeFirst();
  return row ? storedValue(kind, row.data) : undefined;
}

/**
 * Publishes an earlier version's values again, as the item's next version (audited
 * `content.<kind>.restore`, "<key> v<new> from v<old>"). A draft in progress is kept: it is someone's
 * unpublished work, and the restore did not publish it. Refused like a publish when `base` is stale.
 */
export async function restoreItemVersion<V, K extends string>(
  db: Kysely<Database>,
  { key, kind, actor, now, base, version }: Omit<ItemInput<V, K>, "input"> & { version: number },
): Promise<{ status: "restored"; version: number } | { status: "missing" } | ItemConflict> {
  return orConflict(() =>
    db.transaction().execute(async (trx) => {
      const tables = content(trx);
      await lockContent(tables);
      const conflict = await conflictSince(tables, key, base);
      if (conflict) throw new Conflict(conflict);
      const row = await tables
        .selectFrom("content_versions")
        .select("data")
        .where("item_key", "=", key)
        .where("version", "=", version)
        .executeTakeFirst();
      if (!row) return { status: "missing" as const };
      const number = await publishIn(trx, {
        key,
        data: storedValue(kind, row.data),
        actor,
        now,
        action: "restore",
        note: `from v${version}`,
        clearDraft: false,
      });
      return { status: "restored" as const, version: number };
    }),
  );
}

/**
 * Deletes an item with its draft and every version (audited `content.<kind>.delete`, "<key>
 * (<n> versions)"), and moves the site's revision on so that every page showing it is rendered
 * again. For items that come and go (a news post); false when there was no such item.
 */
export async function deleteItem(
  db: Kysely<Database>,
  { key, actor, now }: { key: string; actor: Actor; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const tables = content(trx);
    await lockContent(tables);
    const versions = await tables
      .deleteFrom("content_versions")
      .where("item_key", "=", key)
      .executeTakeFirst();
    const items = await tables.deleteFrom("content_items").where("key", "=", key).executeTakeFirst();
    const removed = Number(versions.numDeletedRows) + Number(items.numDeletedRows);
    if (removed === 0) return false;
    await tables
      .updateTable("content_revision")
      .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now.toISOString() }))
      .where("id", "=", 1)
      .execute();
    await recordAudit(
      withStaffTables(trx),
      actor,
      `content.${kindOf(key)}.delete`,
      `${key} (${Number(versions.numDeletedRows)} versions)`,
      now,
    );
    return true;
  });
}

/**
 * Publishes checked values of several items as one step (an import): each as its item's next
 * version, audited `content.<kind>.import`. The caller has checked every value with its kind.
 */
export async function publishItems(
  db: Kysely<Database>,
  items: readonly { key: string; values: unknown }[],
  actor: Actor,
  now: Date,
): Promise<{ key: string; version: number }[]> {
  return db.transaction().execute(async (trx) => {
    await lockContent(content(trx));
    const published: { key: string; version: number }[] = [];
    for (const { key, values } of items)
      published.push({
        key,
        version: await publishIn(trx, { key, data: values, actor, now, action: "import", clearDraft: false }),
      });
    return published;
  });
}

/** Every item's stored rows as they are: versions (oldest first) and draft, for an export. */
export async function storedItems(db: Kysely<Database>) {
  const tables = content(db);
  const versions = await tables
    .selectFrom("content_versions")
    .selectAll()
    .orderBy("item_key")
    .orderBy("version")
    .execute();
  const drafts = await tables
    .selectFrom("content_items")
    .selectAll()
    .where("draft", "is not", null)
    .execute();
  return { versions, drafts };
}
