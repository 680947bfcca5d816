import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database } from "../db/database.ts";

/*
 * What donors say they paid (migration "0007-donation-details-and-payment-reports"): the "I have
 * paid" form's reports, each against a donation pledge (a submission). A report is the donor's word,
 * not money seen: staff check the bank statement and then record the payment itself
 * (`npm run donations -- receive`). The pledge's 80G details and citizenship confirmation need no
 * table of their own: they are fields of the submission's data, like every other answer.
 */

export type PaymentReportsTable = {
  id: string;
  submission_id: string;
  /** yyyy-mm-dd, as the donor gave it. */
  paid_on: string;
  mode: "upi" | "bank" | "cheque";
  /** UPI UTR (12 digits), bank transaction reference or cheque number, upper-cased without spaces. */
  payment_reference: string;
  /** "spam" when the honeypot or the time to fill says a script sent it; kept for review. */
  status: "received" | "spam";
  created_at: string;
};

export type PaymentReportTables = { payment_reports: PaymentReportsTable };

export const withPaymentReports = (db: Kysely<Database>): Kysely<Database & PaymentReportTables> =>
  db.withTables<PaymentReportTables>();

export const createPaymentReports: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("payment_reports")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("submission_id", "text", (column) =>
        column.notNull().references("submissions.id").onDelete("cascade"),
      )
      .addColumn("paid_on", "text", (column) => column.notNull())
      .addColumn("mode", "text", (column) => column.notNull())
      .addColumn("payment_reference", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      // One payment is reported once: a resent form, or the same UTR sent again, is the same report.
      .addUniqueConstraint("payment_reports_pledge_reference_unique", ["submission_id", "payment_reference"])
      .addCheckConstraint("payment_reports_mode_check", sql`mode in ('upi', 'bank', 'cheque')`)
      .addCheckConstraint("payment_reports_status_check", sql`status in ('received', 'spam')`)
      .execute();
  },
};
