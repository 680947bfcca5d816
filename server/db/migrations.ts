import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import { createPaymentReports } from "../donations/report-schema.ts";
import {
  createDonationPayments,
  keepReceiptTerms,
  oneReceiptPerPaymentReference,
  widenPaymentAmounts,
} from "../donations/schema.ts";
import { addNoticeConsent, createPrivacyErasures } from "../privacy/schema.ts";
import { createStaffArea, indexSubmitterSearch } from "../accounts/schema.ts";
import { sendPaymentReportEmails } from "../donations/report-email-schema.ts";
import { sendPaymentAlerts } from "../content/payment-alert-schema.ts";
import { sendCancellationEmails } from "../donations/cancellation-email-schema.ts";
import { createDonationCertificates } from "../donations/certificates-schema.ts";
import { createStaffSearches } from "../staff/searches.ts";
import { addSubmissionProgress } from "../submissions/progress.ts";
import { sendSignInLinksThroughOutbox } from "../accounts/sign-in-schema.ts";
import { createSiteContent } from "../content/schema.ts";
import { createMediaLibrary } from "../media/schema.ts";
import { guardResends } from "../send-form-email/resend-schema.ts";
import { addStaffRoles } from "../accounts/roles-schema.ts";
import { createStaffPasskeys } from "../accounts/passkey-schema.ts";
import { addDocumentTeluguTitles, createPublishedDocuments } from "../documents/schema.ts";
import type { Database, DatabaseHandle, Dialect } from "./database.ts";
import { addEmailJobSendingColumns, emailJobColumns } from "./email-job-columns.ts";
import { rebuildSqliteTable } from "./rebuild-sqlite-table.ts";

/*
 * One set of migrations for SQLite and PostgreSQL: only types both know (text, integer), timestamps
 * as ISO-8601 UTC text, JSON as text. Migrations are append-only; never edit one that has shipped.
 */

const createSubmissionsAndOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("submissions")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("reference", "text", (column) => column.notNull())
      .addColumn("form_type", "text", (column) => column.notNull())
      .addColumn("data", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("idempotency_key", "text")
      .addColumn("request_hash", "text")
      .addColumn("address_hash", "text", (column) => column.notNull())
      .addColumn("user_agent", "text")
      .addColumn("created_at", "text", (column) => column.notNull())
      .addUniqueConstraint("submissions_reference_unique", ["reference"])
      .addUniqueConstraint("submissions_idempotency_key_unique", ["idempotency_key"])
      .addCheckConstraint("submissions_status_check", sql`status in ('received', 'spam')`)
      .execute();
    await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();

    await addEmailJobSendingColumns(
      db.schema
        .createTable("email_jobs")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("submission_id", "text", (column) =>
          column.notNull().references("submissions.id").onDelete("cascade"),
        ),
    )
      .addCheckConstraint("email_jobs_kind_check", sql`kind in ('notification', 'acknowledgement')`)
      .addCheckConstraint("email_jobs_status_check", sql`status in ('pending', 'sending', 'sent', 'failed')`)
      .execute();
    await db.schema
      .createIndex("email_jobs_status_next_attempt_at")
      .on("email_jobs")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema
      .createIndex("email_jobs_submission_id")
      .on("email_jobs")
      .column("submission_id")
      .execute();

    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("client_key", "text", (column) => column.notNull())
      .addColumn("window_start", "text", (column) => column.notNull())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("rate_limit_hits_pk", ["client_key", "window_start"])
      .execute();
    await db.schema
      .createIndex("rate_limit_hits_window_start")
      .on("rate_limit_hits")
      .column("window_start")
      .execute();

    await db.schema
      .createTable("settings")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .execute();
  },
};

const writtenEmailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;

/**
 * Email jobs may be 'written' (an .eml file, nobody received it) apart from 'sent' (an SMTP server
 * accepted it). PostgreSQL swaps the check constraint; SQLite, which cannot alter a constraint,
 * rebuilds the table (nothing references email_jobs). Jobs recorded 'sent' before this migration
 * keep that status: which transport handled them was not recorded.
 */
function allowWrittenEmails(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres") {
        await sql`alter table email_jobs drop constraint email_jobs_status_check`.execute(db);
        await sql`alter table email_jobs add constraint email_jobs_status_check check (${writtenEmailStatuses})`.execute(
          db,
        );
        return;
      }
      await rebuildSqliteTable(
        db,
        "email_jobs",
        (table) =>
          addEmailJobSendingColumns(
            table
              .addColumn("id", "text", (column) => column.primaryKey())
              .addColumn("submission_id", "text", (column) =>
                column.notNull().references("submissions.id").onDelete("cascade"),
              ),
          )
            .addCheckConstraint("email_jobs_kind_check", sql`kind in ('notification', 'acknowledgement')`)
            .addCheckConstraint("email_jobs_status_check", writtenEmailStatuses),
        emailJobColumns,
      );
    },
  };
}

/**
 * Each submission records the language of the form it was sent from (decision 010): the
 * acknowledgement is written in it and staff see it. Rows from before were all English forms.
 */
const addSubmissionLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("submissions")
      .addColumn("language", "text", (column) =>
        column
          .notNull()
          .defaultTo("en")
          .check(sql`language in ('en', 'te')`),
      )
      .execute();
  },
};

/** Every migration, in name order; two (0002, 0019) need to know which database they change. */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-submissions-and-outbox": createSubmissionsAndOutbox,
    "0002-email-written-state": allowWrittenEmails(dialect),
    "0003-staff-area": createStaffArea,
    "0003-staff-area-search": indexSubmitterSearch,
    "0004-donation-payments": createDonationPayments,
    "0005-privacy-erasures": createPrivacyErasures,
    "0005-privacy-notice-consent": addNoticeConsent,
    "0006-submission-language": addSubmissionLanguage,
    "0007-donation-details-and-payment-reports": createPaymentReports,
    "0008-staff-searches": createStaffSearches,
    "0009-staff-sign-in-secrets": sendSignInLinksThroughOutbox,
    "0010-one-receipt-per-payment-reference": oneReceiptPerPaymentReference,
    "0011-submission-progress": addSubmissionProgress,
    "0012-site-content": createSiteContent,
    "0013-payment-report-emails": sendPaymentReportEmails,
    "0017-receipt-terms": keepReceiptTerms,
    "0018-resend-fingerprint": guardResends,
    "0019-media-library": createMediaLibrary(dialect),
    "0020-donation-certificates": createDonationCertificates,
    "0021-published-documents": createPublishedDocuments(dialect),
    "0022-staff-roles": addStaffRoles,
    "0023-staff-passkeys": createStaffPasskeys,
    "0024-document-telugu-titles": addDocumentTeluguTitles,
    "0025-payment-amounts-in-bigint": widenPaymentAmounts(dialect),
    "0026-receipt-cancellation-emails": sendCancellationEmails,
    "0027-payment-detail-alerts": sendPaymentAlerts,
  };
}

/**
 * Why the database could not be brought up to date, in the operator's words. Older code started
 * on a database a newer version has migrated (a rollback, or an old instance restarting during an
 * update) finds a migration it does not know: it must not run on it (docs/deploy.md, Updating).
 */
export function migrationFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = /previously executed migration (\S+) is missing/.exec(message)?.[1];
  if (unknown)
    return `This database was brought up to date by a newer version of the site (it has migration ${unknown}, which this code does not know). Run the newer version, or restore the backup taken before the update; this one does not start on it.`;
  if (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|password authentication failed/.test(message))
    return `Cannot reach the database to bring it up to date: ${message}. Check DATABASE_URL and that the database server is running.`;
  return `Database migration failed: ${message}`;
}

async function runMigrator(db: Kysely<Database>, dialect: Dialect) {
  const migrations = migrationsFor(dialect);
  // Migration numbers were handed out to work landing in parallel, so a database may already hold
  // a later one (0005) when an earlier number (0004) arrives; each migration stands on its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new Error(migrationFailure(error));
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}

/**
 * Brings the schema up to date; returns the names of the migrations it applied. PostgreSQL
 * serialises concurrent starts with Kysely's advisory lock. On SQLite, Kysely takes no lock, so
 * the whole run sits in one IMMEDIATE transaction: a second process (the submissions command
 * started alongside the server) waits for it instead of creating the tables twice.
 */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<string[]> {
  if (dialect === "postgres") return runMigrator(db, dialect);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const applied = await runMigrator(connection, dialect);
      await sql`commit`.execute(connection);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
