import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database, Dialect } from "../db/database.ts";

/*
 * The media library's tables (migration "0019-media-library"). An image's details live in
 * media_images; its files (the kept original and every served variant) in media_files, bytes and
 * all, in the database every instance shares (docs/decisions/039-media-in-the-database.md).
 * Deleting an image deletes its files with it (foreign key, cascade).
 */

export type MediaImagesTable = {
  id: string;
  /** The first 16 hex digits of a SHA-256 over the image's id and kept original: the served names' prefix. */
  hash: string;
  /** The file's name as uploaded, to recognise it in the grid and search; never served. */
  file_name: string;
  /** Upright size, in pixels. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data: URL, shown until the picture arrives. */
  placeholder: string;
  alt_en: string;
  alt_te: string;
  caption: string;
  credit: string;
  /** 1: decorative, no alt text wanted; 0: alt text is needed before a page may use it. */
  decorative: number;
  /** 1: the picture shows people, who must have agreed (people_agreed) before it is published. */
  shows_people: number;
  people_agreed: number;
  /** Where the picture's subject is, 0..1 from the left and from the top; used when it is cropped. */
  focal_x: number;
  focal_y: number;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
};

export type MediaFileKind = "original" | "avif" | "webp" | "jpeg";

export type MediaFilesTable = {
  /** The served name, `<hash>-<width>.<ext>` (the original's is `<hash>-original.<ext>`, never served). */
  name: string;
  media_id: string;
  kind: MediaFileKind;
  width: number;
  height: number;
  content_type: string;
  size: number;
  bytes: Uint8Array;
};

export type MediaTables = { media_images: MediaImagesTable; media_files: MediaFilesTable };
export type MediaDatabase = Database & MediaTables;

export const withMediaTables = (db: Kysely<Database>): Kysely<MediaDatabase> => db.withTables<MediaTables>();

/** The bytes' column type: SQLite's blob, PostgreSQL's bytea; the same Buffer goes in and comes out. */
export function createMediaLibrary(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("media_images")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("hash", "text", (column) => column.notNull().unique())
        .addColumn("file_name", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("placeholder", "text", (column) => column.notNull())
        .addColumn("alt_en", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("alt_te", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("caption", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("credit", "text", (column) => column.notNull().defaultTo(""))
        .addColumn("decorative", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("shows_people", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("people_agreed", "integer", (column) => column.notNull().defaultTo(0))
        // Fractions: the one place a column is neither text nor integer; both databases know it.
        .addColumn("focal_x", "double precision", (column) => column.notNull().defaultTo(0.5))
        .addColumn("focal_y", "double precision", (column) => column.notNull().defaultTo(0.5))
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("created_by", "text", (column) => column.notNull())
        .addColumn("updated_at", "text", (column) => column.notNull())
        .addColumn("updated_by", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("media_images_created_at")
        .on("media_images")
        .column("created_at")
        .execute();
      await db.schema
        .createTable("media_files")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("media_id", "text", (column) =>
          column.notNull().references("media_images.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("width", "integer", (column) => column.notNull())
        .addColumn("height", "integer", (column) => column.notNull())
        .addColumn("content_type", "text", (column) => column.notNull())
        .addColumn("size", "integer", (column) => column.notNull())
        .addColumn("bytes", dialect === "postgres" ? "bytea" : "blob", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("media_files_media_id").on("media_files").column("media_id").execute();
    },
  };
}
