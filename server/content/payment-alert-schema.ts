import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database } from "../db/database.ts";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * "0027-payment-detail-alerts": a published change of where donations are paid (the bank account,
 * the UPI ID and its payee) is told by email to the society's donation inbox and to every
 * administrator (decision 079). The change is kept as an alert, written in the publish's
 * transaction, and its email is an outbox job ('payment_alert') that belongs to it; email_jobs'
 * kinds and owners gain it (SQLite rebuilds the table, as 0013, 0020 and 0026 did).
 */

export type PaymentAlertsTable = {
  id: string;
  /** The settings version whose publication changed the payment details. */
  settings_version: number;
  /** JSON: [{ key, before, after }] for each payment setting that changed; an unset one is null. */
  changes: string;
  /** The staff member's email address, or "command line". */
  changed_by: string;
  /** How it was published: "publish", "restore" or "import". */
  action: string;
  created_at: string;
};

export type PaymentAlertDatabase = Database & { payment_alerts: PaymentAlertsTable };

export const withPaymentAlerts = (db: Kysely<Database>): Kysely<PaymentAlertDatabase> =>
  db.withTables<{ payment_alerts: PaymentAlertsTable }>();

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt', 'sign_in', 'report_confirmation', 'report_notification', 'certificate', 'cancellation', 'payment_alert')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
const emailOwner = sql`${isSet("submission_id")} + ${isSet("payment_id")} + ${isSet("staff_user_id")} + ${isSet("payment_report_id")} + ${isSet("payment_alert_id")} = 1`;
const signInJob = sql`(kind = 'sign_in') = (staff_user_id is not null) and (staff_user_id is null) = (link_origin is null)`;
const reportJob = sql`(kind in ('report_confirmation', 'report_notification')) = (payment_report_id is not null)`;
const alertJob = sql`(kind = 'payment_alert') = (payment_alert_id is not null)`;

export const sendPaymentAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payment_alerts")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("settings_version", "integer", (column) => column.notNull())
      .addColumn("changes", "text", (column) => column.notNull())
      .addColumn("changed_by", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
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
            .addColumn("payment_alert_id", "text", (column) =>
              column.references("payment_alerts.id").onDelete("cascade"),
            )
            .addCheckConstraint("email_jobs_kind_check", emailKinds)
            .addCheckConstraint("email_jobs_status_check", emailStatuses)
            .addCheckConstraint("email_jobs_owner_check", emailOwner)
            .addCheckConstraint("email_jobs_sign_in_check", signInJob)
            .addCheckConstraint("email_jobs_report_check", reportJob)
            .addCheckConstraint("email_jobs_alert_check", alertJob),
        [...emailJobColumns, "payment_id", "staff_user_id", "link_origin", "payment_report_id"],
      );
      return;
    }
    await db.schema
      .alterTable("email_jobs")
      .addColumn("payment_alert_id", "text", (column) =>
        column.references("payment_alerts.id").onDelete("cascade"),
      )
      .execute();
    await sql`alter table email_jobs drop constraint email_jobs_kind_check`.execute(db);
    await sql`alter table email_jobs add constraint email_jobs_kind_check check (${emailKinds})`.execute(db);
    await sql`alter table email_jobs drop constraint email_jobs_owner_check`.execute(db);
    await sql`alter table email_jobs add constraint email_jobs_owner_check check (${emailOwner})`.execute(db);
    await sql`alter table email_jobs add constraint email_jobs_alert_check check (${alertJob})`.execute(db);
  },
};
