import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The column `guardResends` adds to submissions: the content's fingerprint (form, answers, client
 * address) while the row is the one a resend of that content would be answered with, else null.
 */
export type ResendColumns = { resend_fingerprint: string | null };

/**
 * Two identical posts at the same instant (decision 028, its race): one fingerprint per open
 * window, enforced by a unique index, so the database decides which post was first on SQLite and
 * PostgreSQL alike. Rows from before have none: they cannot race a post made after the upgrade.
 */
export const guardResends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("resend_fingerprint", "text").execute();
    await db.schema
      .createIndex("submissions_resend_fingerprint_unique")
      .on("submissions")
      .column("resend_fingerprint")
      .unique()
      .execute();
  },
};
