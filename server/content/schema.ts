import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database } from "../db/database.ts";

/*
 * The society's content (migration "0012-site-content"). An item ("settings" today; texts, team
 * members and partners later) has at most one draft and any number of published versions, each kept
 * with who published it and when. Data is the item's JSON, holding only what the society has set:
 * the code's values are the defaults (docs/decisions/033-settings-published-and-pages-regenerated.md).
 * One revision counter for the whole site changes on every publish, in the same transaction, so
 * that every server instance sees that the pages must be rendered again.
 */

export type ContentItemsTable = {
  key: string;
  draft: string | null;
  draft_saved_at: string | null;
  draft_saved_by: string | null;
};

export type ContentVersionsTable = {
  id: string;
  item_key: string;
  version: number;
  data: string;
  published_at: string;
  published_by: string;
};

export type ContentRevisionTable = { id: number; revision: number; published_at: string | null };

export type ContentTables = {
  content_items: ContentItemsTable;
  content_versions: ContentVersionsTable;
  content_revision: ContentRevisionTable;
};

export type ContentDatabase = Database & ContentTables;

export const withContentTables = (db: Kysely<Database>): Kysely<ContentDatabase> =>
  db.withTables<ContentTables>();

export const createSiteContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_items")
      .addColumn("key", "text", (column) => column.primaryKey())
      .addColumn("draft", "text")
      .addColumn("draft_saved_at", "text")
      .addColumn("draft_saved_by", "text")
      .execute();
    await db.schema
      .createTable("content_versions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("item_key", "text", (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("data", "text", (column) => column.notNull())
      .addColumn("published_at", "text", (column) => column.notNull())
      .addColumn("published_by", "text", (column) => column.notNull())
      .addUniqueConstraint("content_versions_item_version_unique", ["item_key", "version"])
      .execute();
    await db.schema
      .createTable("content_revision")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("revision", "integer", (column) => column.notNull())
      .addColumn("published_at", "text")
      .addCheckConstraint("content_revision_single_row", sql`id = 1`)
      .execute();
    await db
      .withTables<ContentTables>()
      .insertInto("content_revision")
      .values({ id: 1, revision: 0, published_at: null })
      .execute();
  },
};
