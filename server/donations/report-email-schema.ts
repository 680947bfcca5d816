import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * "0013-payment-report-emails" (issue 32): a donor's "I have paid" report sends two emails through
 * the outbox, like every other: a short confirmation to the donor ("report_confirmation") and a
 * notice to the office that a report waits to be checked ("report_notification"). email_jobs
 * gains payment_report_id, the report they belong to (deleting the report, or its pledge, deletes
 * them); exactly one of submission, payment, staff account and report owns each job.
 */

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt', 'sign_in', 'report_confirmation', 'report_notification')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
const emailOwner = sql`${isSet("submission_id")} + ${isSet("payment_id")} + ${isSet("staff_user_id")} + ${isSet("payment_report_id")} = 1`;
const signInJob = sql`(kind = 'sign_in') = (staff_user_id is not null) and (staff_user_id is null) = (link_origin is null)`;
const reportJob = sql`(kind in ('report_confirmation', 'report_notification')) = (payment_report_id is not null)`;

export const sendPaymentReportEmails: Migration = {
  async up(db: Kysely<unknown>) {
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
        [...emailJobColumns, "payment_id", "staff_user_id", "link_origin"],
      );
    } else {
      await sql`alter table email_jobs add column payment_report_id text references payment_reports (id) on delete cascade`.execute(
        db,
      );
      for (const [name, check] of [
        ["email_jobs_kind_check", emailKinds],
        ["email_jobs_owner_check", emailOwner],
      ] as const) {
        await sql`alter table email_jobs drop constraint ${sql.id(name)}`.execute(db);
        await sql`alter table email_jobs add constraint ${sql.id(name)} check (${check})`.execute(db);
      }
      await sql`alter table email_jobs add constraint email_jobs_report_check check (${reportJob})`.execute(
        db,
      );
    }
    await db.schema
      .createIndex("email_jobs_payment_report_id")
      .on("email_jobs")
      .column("payment_report_id")
      .execute();
  },
};
