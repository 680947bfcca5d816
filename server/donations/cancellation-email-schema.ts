import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * "0026-receipt-cancellation-emails": cancelling a receipt can tell the donor, through the outbox,
 * that it is cancelled and not to be used for their income-tax return. The job ('cancellation')
 * belongs to the payment, as the receipt's own email does; email_jobs' kinds gain it (SQLite
 * rebuilds the table, as 0013 and 0020 did).
 */

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt', 'sign_in', 'report_confirmation', 'report_notification', 'certificate', 'cancellation')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
const emailOwner = sql`${isSet("submission_id")} + ${isSet("payment_id")} + ${isSet("staff_user_id")} + ${isSet("payment_report_id")} = 1`;
const signInJob = sql`(kind = 'sign_in') = (staff_user_id is not null) and (staff_user_id is null) = (link_origin is null)`;
const reportJob = sql`(kind in ('report_confirmation', 'report_notification')) = (payment_report_id is not null)`;

export const sendCancellationEmails: Migration = {
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
        [...emailJobColumns, "payment_id", "staff_user_id", "link_origin", "payment_report_id"],
      );
      return;
    }
    await sql`alter table email_jobs drop constraint email_jobs_kind_check`.execute(db);
    await sql`alter table email_jobs add constraint email_jobs_kind_check check (${emailKinds})`.execute(db);
  },
};
