import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database, Dialect } from "../db/database.ts";

/*
 * The documents the society publishes on /transparency (migration "0021-published-documents"): the
 * PDF's bytes are in the database, so every server instance can serve them and a backup of the
 * database holds them (docs/decisions/041-news-and-documents.md).
 */

export type PublishedDocumentsTable = {
  id: string;
  title: string;
  /** The title on the Telugu pages; empty when there is none (they show the English one). */
  title_te: string;
  kind: string;
  financial_year: string;
  /** The name the download is saved under, such as annual-report-2025-26.pdf. */
  file_name: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  uploaded_at: string;
  uploaded_by: string;
};

export type DocumentsDatabase = Database & { published_documents: PublishedDocumentsTable };

export const withDocumentTables = (db: Kysely<Database>): Kysely<DocumentsDatabase> =>
  db.withTables<{ published_documents: PublishedDocumentsTable }>();

export function createPublishedDocuments(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("published_documents")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("title", "text", (column) => column.notNull())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("financial_year", "text", (column) => column.notNull())
        .addColumn("file_name", "text", (column) => column.notNull())
        .addColumn("size", "integer", (column) => column.notNull())
        .addColumn("sha256", "text", (column) => column.notNull())
        .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (column) => column.notNull())
        .addColumn("uploaded_at", "text", (column) => column.notNull())
        .addColumn("uploaded_by", "text", (column) => column.notNull())
        .execute();
    },
  };
}

/*
 * "0024-document-telugu-titles" (docs/decisions/061-documents-in-both-languages.md): a document's
 * title in Telugu, empty as news posts leave a language empty. Documents from before have none, so
 * /te/transparency keeps showing their English title until staff add one.
 */
export const addDocumentTeluguTitles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("published_documents")
      .addColumn("title_te", "text", (column) => column.notNull().defaultTo(""))
      .execute();
  },
};
