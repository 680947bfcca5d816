import { type Generated, type Kysely, SqliteAdapter, sql } from "kysely";
import type { Dialect } from "../db/database.ts";
import type { Migration } from "kysely/migration";
import type { Role } from "./roles.ts";
import type { StaffPasskeysTable } from "./passkey-schema.ts";

/*
 * The staff area's tables (migration "0003-staff-area"). The four staff_* account tables are the
 * ones better-auth expects, with snake_case columns mapped in server/accounts/auth.ts; timestamps are
 * ISO-8601 UTC text and booleans integers, as everywhere else in this database. Better-auth checks
 * at start-up that these tables match what it needs.
 */

export type StaffUsersTable = {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  image: string | null;
  /** Migration 0022; accounts from before are administrators. */
  role: Generated<Role>;
  created_at: string;
  updated_at: string;
};

export type StaffSessionsTable = {
  id: string;
  token: string;
  user_id: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
};

export type StaffVerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
};

/** Who did what, when: the action and the record it touched, never what a form said. */
export type StaffAuditLogTable = {
  id: string;
  staff_user_id: string | null;
  staff_email: string;
  action: string;
  subject: string | null;
  created_at: string;
};

/** Staff's own marks on a submission: its progress, handled (when, by whom) and a note. */
export type SubmissionReviewsTable = {
  submission_id: string;
  /** "new", "in_progress" or "handled" (server/submissions/progress.ts, migration 0011). */
  progress: Generated<"new" | "in_progress" | "handled">;
  handled_at: string | null;
  handled_by: string | null;
  note: string;
  updated_at: string;
};

export type StaffTables = {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_verifications: StaffVerificationsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_audit_log: StaffAuditLogTable;
  submission_reviews: SubmissionReviewsTable;
};

/** A field of the stored JSON as text; the expression differs between the dialects. */
export function jsonText(dialect: Dialect, key: string) {
  return dialect === "sqlite"
    ? sql<string>`json_extract(data, ${sql.lit(`$.${key}`)})`
    : sql<string>`(data::jsonb) ->> ${sql.lit(key)}`;
}

/**
 * Searching by email or name must not read every row: indexes on the lower-cased address and name
 * inside the stored JSON. Queries use exactly these expressions (inbox.ts), or the index is not used.
 */
export const submitterEmailExpression = (dialect: Dialect) =>
  sql<string>`lower(${jsonText(dialect, "email")})`;

/** The submitter's name: `name` on three forms, `fullName` on the internship form. */
export const submitterNameExpression = (dialect: Dialect) =>
  sql<string>`lower(coalesce(${jsonText(dialect, "name")}, ${jsonText(dialect, "fullName")}))`;

const dialectOf = (db: Kysely<unknown>): Dialect =>
  db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";

export const createStaffArea: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await db.schema
      .createTable("staff_users")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("email_verified", "integer", (column) => column.notNull())
      .addColumn("image", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("staff_sessions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .addColumn("token", "text", (column) => column.notNull().unique())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .addColumn("ip_address", "text")
      .addColumn("user_agent", "text")
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("staff_users.id").onDelete("cascade"),
      )
      .execute();
    await db.schema
      .createIndex("staff_sessions_user_id_idx")
      .on("staff_sessions")
      .column("user_id")
      .execute();
    // Better-auth's table for linked sign-in methods; sign-in by emailed link keeps it empty.
    await db.schema
      .createTable("staff_accounts")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("account_id", "text", (column) => column.notNull())
      .addColumn("provider_id", "text", (column) => column.notNull())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("staff_users.id").onDelete("cascade"),
      )
      .addColumn("access_token", "text")
      .addColumn("refresh_token", "text")
      .addColumn("id_token", "text")
      .addColumn("access_token_expires_at", "text")
      .addColumn("refresh_token_expires_at", "text")
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("staff_accounts_user_id_idx")
      .on("staff_accounts")
      .column("user_id")
      .execute();
    await db.schema
      .createTable("staff_verifications")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("identifier", "text", (column) => column.notNull())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("expires_at", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("staff_verifications_identifier_idx")
      .on("staff_verifications")
      .column("identifier")
      .execute();

    await db.schema
      .createTable("staff_audit_log")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("staff_user_id", "text")
      .addColumn("staff_email", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("subject", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("staff_audit_log_created_at")
      .on("staff_audit_log")
      .column("created_at")
      .execute();

    await db.schema
      .createTable("submission_reviews")
      .addColumn("submission_id", "text", (column) =>
        column.primaryKey().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("handled_at", "text")
      .addColumn("handled_by", "text")
      .addColumn("note", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("updated_at", "text", (column) => column.notNull())
      .execute();

    // The inbox pages newest first within a status or a form; these keep each page an index walk.
    await db.schema
      .createIndex("submissions_status_created_at")
      .on("submissions")
      .columns(["status", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("submissions_form_type_created_at")
      .on("submissions")
      .columns(["form_type", "created_at", "id"])
      .execute();
    await db.schema
      .createIndex("submissions_submitter_email")
      .on("submissions")
      .expression(submitterEmailExpression(dialect))
      .execute();
  },
};

/**
 * "0003-staff-area-search": the start of a name or of an email address is found through an index.
 * SQLite compares the lower-cased text bytewise, so a prefix is a range of the plain index;
 * PostgreSQL needs text_pattern_ops for LIKE 'prefix%' whatever the database's collation.
 */
export const indexSubmitterSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    if (dialect === "sqlite") {
      await db.schema
        .createIndex("submissions_submitter_name")
        .on("submissions")
        .expression(submitterNameExpression(dialect))
        .execute();
      return;
    }
    await sql`create index submissions_submitter_name on submissions ((${submitterNameExpression(dialect)}) text_pattern_ops)`.execute(
      db,
    );
    await sql`create index submissions_submitter_email_prefix on submissions ((${submitterEmailExpression(dialect)}) text_pattern_ops)`.execute(
      db,
    );
  },
};
