import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * "0020-donation-certificates" (issue 26): staff enter the acknowledgement of the year's filed
 * statement of donations (statement_filings, one row per financial year), and each donor of the
 * year gets a certificate email through the outbox. A certificate job ('certificate') belongs to
 * the donor's latest payment of the year, which names the donor and the year; email_jobs' kinds
 * gain it (SQLite rebuilds the table, as 0013 did).
 */

export type StatementFilingsTable = {
  financial_year: string;
  acknowledgement: string;
  /** yyyy-mm-dd, the date of the acknowledgement. */
  filed_on: string;
  entered_by: string;
  entered_at: string;
};

export type CertificateTables = { statement_filings: StatementFilingsTable };

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt', 'sign_in', 'report_confirmation', 'report_notification', 'certificate')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
const emailOwner = sql`${isSet("submission_id")} + ${isSet("payment_id")} + ${isSet("staff_user_id")} + ${isSet("payment_report_id")} = 1`;
const signInJob = sql`(kind = 'sign_in') = (staff_user_id is not null) and (staff_user_id is null) = (link_origin is null)`;
const reportJob = sql`(kind in ('report_confirmation', 'report_notification')) = (payment_report_id is not null)`;

export const createDonationCertificates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("statement_filings")
      .addColumn("financial_year", "text", (column) => column.primaryKey())
      .addColumn("acknowledgement", "text", (column) => column.notNull())
      .addColumn("filed_on", "text", (column) => column.notNull())
      .addColumn("entered_by", "text", (column) => column.notNull())
      .addColumn("entered_at", "text", (column) => column.notNull())
      .execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await rebuildSqliteTable(
        db,
        "email_jobs",
        (table) =>
          addEmailJobSendingColumns(
            table
              .addColumn("id", "text", (column) => column.primaryKey())
              .addColumn("submission_id", "text", (column) =>
                column.references("submissions.id").onDelete("cascade"),
              )
              .addColumn("payment_id", "text", (column) =>
                column.references("payments.id").onDelete("cascade"),
              ),
          )
            .addColumn("staff_user_id", "text", (column) =>
              column.references("staff_users.id").onDelete("cascade"),
            )
            .addColumn("link_origin", "text")
            .addColumn("payment_report_id", "text", (column) =>
              column.references("payment_reports.id").onDelete("cascade"),
            )
            .addCheckConstraint("email_jobs_kind_check", emailKinds)
            .addCheckConstraint("email_jobs_status_check", emailStatuses)
            .addCheckConstraint("email_jobs_owner_check", emailOwner)
            .addCheckConstraint("email_jobs_sign_in_check", signInJob)
            .addCheckConstraint("email_jobs_report_check", reportJob),
        [...emailJobColumns, "payment_id", "staff_user_id", "link_origin", "payment_report_id"],
      );
      return;
    }
    await sql`alter table email_jobs drop constraint email_jobs_kind_check`.execute(db);
    await sql`alter table email_jobs add constraint email_jobs_kind_check check (${emailKinds})`.execute(db);
  },
};
