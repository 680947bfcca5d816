import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
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

/** The site's content revision: it changes on every publish of anything. */
export async function contentRevision(db: Kysely<Database>): Promise<number> {
  const row = await content(db)
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/** A change asked for: which item, its kind, who, the posted values and when. */
export type ItemInput<V, K extends string> = {
  key: string;
  kind: ContentKind<V, K>;
  actor: Actor;
  input: unknown;
  now: Date;
};

/** Keeps the posted values as the item's draft; invalid input changes nothing. */
export async function saveItemDraft<V, K extends string>(
  db: Kysely<Database>,
  { key, kind, actor, input, now }: ItemInput<V, K>,
): Promise<ItemChange<V, K>> {
  const checked = kind.check(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  await db.transaction().execute(async (trx) => {
    const draft = {
      draft: JSON.stringify(checked.values),
      draft_saved_at: now.toISOString(),
      draft_saved_by: actor.email,
    };
    await content(trx)
      .insertInto("content_items")
      .values({ key, ...draft })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(draft))
      .execute();
    await recordAudit(withStaffTables(trx), actor, `content.${kindOf(key)}.save_draft`, key, now);
  });
  return { status: "saved", values: checked.values };
}

/**
 * Publishes the posted values as the item's next version, clears its draft and moves the site's
 * revision on, in one transaction; invalid input changes nothing. The caller renders the pages again.
 */
export async function publishItem<V, K extends string>(
  db: Kysely<Database>,
  { key, kind, actor, input, now }: ItemInput<V, K>,
): Promise<ItemChange<V, K>> {
  const checked = kind.check(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  const version = await db.transaction().execute(async (trx) => {
    const tables = content(trx);
    // Taken first, so that two publishes at once queue here and number their versions in turn.
    await tables
      .updateTable("content_revision")
      .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now.toISOString() }))
      .where("id", "=", 1)
      .execute();
    const number = ((await latestVersion(tables, key))?.version ?? 0) + 1;
    await tables
      .insertInto("content_versions")
      .values({
        id: randomUUID(),
        item_key: key,
        version: number,
        data: JSON.stringify(checked.values),
        published_at: now.toISOString(),
        published_by: actor.email,
      })
      .execute();
    const noDraft = { draft: null, draft_saved_at: null, draft_saved_by: null };
    await tables
      .insertInto("content_items")
      .values({ key, ...noDraft })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(noDraft))
      .execute();
    await recordAudit(
      withStaffTables(trx),
      actor,
      `content.${kindOf(key)}.publish`,
      `${key} v${number}`,
      now,
    );
    return number;
  });
  return { status: "saved", values: checked.values, version };
}
