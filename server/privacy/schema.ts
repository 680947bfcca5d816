import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database } from "../db/database.ts";
import type { StaffTables } from "../accounts/schema.ts";

/**
 * That an erasure was carried out, without what was erased: when, at whose request (the command
 * line, or the staff member's address), how much went, and the references of the submissions
 * erased, which name nobody once their data is gone but let the person who holds one (it was in
 * their acknowledgement) be told that it was erased.
 */
export type PrivacyErasuresTable = {
  id: string;
  erased_at: string;
  requested_by: string;
  submissions: number;
  references_erased: string;
  mentions_cleared: number;
  email_files: number;
  donations_kept: string;
};

export type PrivacyTables = { privacy_erasures: PrivacyErasuresTable; submissions: NoticeConsentColumns };

export type PrivacyDatabase = Database & StaffTables & PrivacyTables;

export const withPrivacyTables = (db: Kysely<Database>): Kysely<PrivacyDatabase> =>
  db.withTables<StaffTables & PrivacyTables>();

/** The columns addNoticeConsent adds to submissions; the store writes them, PrivacyDatabase reads them. */
export type NoticeConsentColumns = { privacy_notice_version: string | null; consented_at: string | null };

/**
 * The consent a form records (decision 015): which version of the privacy notice the form showed,
 * and when it was sent with it. Empty for submissions from before, and from callers that show none.
 */
export const addNoticeConsent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("privacy_notice_version", "text").execute();
    await db.schema.alterTable("submissions").addColumn("consented_at", "text").execute();
  },
};

export const createPrivacyErasures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("privacy_erasures")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("erased_at", "text", (column) => column.notNull())
      .addColumn("requested_by", "text", (column) => column.notNull())
      .addColumn("submissions", "integer", (column) => column.notNull())
      .addColumn("references_erased", "text", (column) => column.notNull())
      .addColumn("mentions_cleared", "integer", (column) => column.notNull())
      .addColumn("email_files", "integer", (column) => column.notNull())
      .addColumn("donations_kept", "text", (column) => column.notNull())
      .execute();
  },
};
