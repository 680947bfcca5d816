import type { Kysely } from "kysely";
import type { PaymentReport } from "#app/schemas/payment-report.ts";
import type { Database } from "../db/database.ts";
import { type PaymentReportsTable, withPaymentReports } from "./report-schema.ts";
import { normalisePaymentReference, type PaymentsTable, receiptInForce } from "./schema.ts";

/** The emails a report sends: the donor's confirmation and the office's notice. */
const reportEmailKinds = ["report_confirmation", "report_notification"] as const;

export type ReportDependencies = { db: Kysely<Database>; now: () => Date; newId: () => string };

export type RecordReportResult =
  | {
      status: "stored" | "already-reported";
      reference: string;
      reportId: string;
      /** The receipt in force this payment already has (the office recorded it first), if any. */
      receipt: string | null;
    }
  | { status: "unknown-pledge" };

/**
 * The receipt in force on this pledge for a payment of this mode and reference: the office often
 * records a payment from the bank statement before the donor reports it.
 */
async function receiptOfPayment(
  db: Kysely<Database>,
  pledgeId: string,
  payment: Pick<PaymentReport, "mode" | "paymentReference">,
): Promise<string | null> {
  const reference = normalisePaymentReference(payment.paymentReference);
  if (reference === null) return null;
  const found = await receiptInForce(db, { mode: payment.mode, reference, pledgeId });
  return found?.receipt_number ?? null;
}

/**
 * Stores a donor's report against their pledge, once: the same payment reference for the same
 * pledge (a resent form, a reload, a second click) finds the first report and changes nothing.
 * A reference that names no donation pledge stores nothing. A report that is not spam takes its
 * pledge out of the spam folder, if the spam rule had held it, and queues, in
 * the same transaction, the donor's confirmation and the office's notice (report-email.ts), unless
 * the payment already has its receipt: then nobody has anything left to do, and the answer names it.
 */
export async function recordPaymentReport(
  { db, now, newId }: ReportDependencies,
  report: PaymentReport,
  status: PaymentReportsTable["status"],
): Promise<RecordReportResult> {
  const reports = withPaymentReports(db);
  // A pledge the spam rule held (filled in too fast, by autofill) still showed its donor the payment
  // page: a report against it is theirs to make, and a report that is not spam brings it back.
  const pledge = await reports
    .selectFrom("submissions")
    .select(["id", "reference", "status"])
    .where("reference", "=", report.reference)
    .where("form_type", "=", "donation")
    .where("status", "in", ["received", "spam"])
    .executeTakeFirst();
  if (!pledge) return { status: "unknown-pledge" };
  const receipt = await receiptOfPayment(db, pledge.id, report);
  const id = newId();
  const createdAt = now().toISOString();
  const inserted = await reports.transaction().execute(async (transaction) => {
    const row = await transaction
      .insertInto("payment_reports")
      .values({
        id,
        submission_id: pledge.id,
        paid_on: report.paidOn,
        mode: report.mode,
        payment_reference: report.paymentReference,
        status,
        created_at: createdAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row && status === "received" && pledge.status === "spam")
      await transaction
        .updateTable("submissions")
        .set({ status: "received" })
        .where("id", "=", pledge.id)
        .where("status", "=", "spam")
        .execute();
    if (row && status === "received" && receipt === null) {
      await transaction
        .insertInto("email_jobs")
        .values(
          reportEmailKinds.map((kind) => ({
            id: newId(),
            submission_id: null,
            payment_report_id: id,
            kind,
            status: "pending" as const,
            next_attempt_at: createdAt,
            created_at: createdAt,
          })),
        )
        .execute();
    }
    return row;
  });
  if (inserted) return { status: "stored", reference: pledge.reference, reportId: id, receipt };
  const first = await reports
    .selectFrom("payment_reports")
    .select("id")
    .where("submission_id", "=", pledge.id)
    .where("payment_reference", "=", report.paymentReference)
    .executeTakeFirstOrThrow();
  return { status: "already-reported", reference: pledge.reference, reportId: first.id, receipt };
}

/**
 * Takes a report of the given pledge out of spam, as staff do when a person's report was taken for a
 * script's (a browser that filled the form in for them): it joins the reports to confirm, and the
 * donor is sent, in the same transaction, the confirmation they would have had. The office's notice
 * is not sent: the office is the one looking at it. Resolves with whether it moved.
 */
export async function markReportNotSpam(
  { db, now, newId }: ReportDependencies,
  pledgeId: string,
  reportId: string,
): Promise<boolean> {
  const at = now().toISOString();
  return withPaymentReports(db)
    .transaction()
    .execute(async (transaction) => {
      const result = await transaction
        .updateTable("payment_reports")
        .set({ status: "received" })
        .where("id", "=", reportId)
        .where("submission_id", "=", pledgeId)
        .where("status", "=", "spam")
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await transaction
        .insertInto("email_jobs")
        .values({
          id: newId(),
          submission_id: null,
          payment_report_id: reportId,
          kind: "report_confirmation",
          status: "pending",
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
      return true;
    });
}

/**
 * What a stored report's page shows, by the report's id: the pledge reference it is against, and the
 * receipt its payment has by now, if any.
 */
export async function reportedPayment(
  db: Kysely<Database>,
  reportId: string,
): Promise<{ reference: string; receipt: string | null } | undefined> {
  const found = await withPaymentReports(db)
    .selectFrom("payment_reports")
    .innerJoin("submissions", "submissions.id", "payment_reports.submission_id")
    .select([
      "submissions.id",
      "submissions.reference",
      "payment_reports.mode",
      "payment_reports.payment_reference as paymentReference",
    ])
    .where("payment_reports.id", "=", reportId)
    .executeTakeFirst();
  if (!found) return undefined;
  return { reference: found.reference, receipt: await receiptOfPayment(db, found.id, found) };
}

export type StoredReport = Pick<
  PaymentReportsTable,
  "id" | "submission_id" | "paid_on" | "mode" | "payment_reference" | "status" | "created_at"
>;

/** The reports against the given pledges (submission ids), oldest first. */
export async function reportsOfPledges(
  db: Kysely<Database>,
  submissionIds: readonly string[],
): Promise<StoredReport[]> {
  if (submissionIds.length === 0) return [];
  return withPaymentReports(db)
    .selectFrom("payment_reports")
    .select(["id", "submission_id", "paid_on", "mode", "payment_reference", "status", "created_at"])
    .where("submission_id", "in", submissionIds)
    .orderBy("created_at")
    .execute();
}

type ReportFacts = Pick<StoredReport, "mode" | "payment_reference" | "status">;
type PaymentFacts = Pick<PaymentsTable, "mode" | "payment_reference" | "cancelled_at">;

/**
 * The reports of one pledge with the given status that no receipt in force answers yet (none of its
 * payments has the report's mode and reference), newest first. A pledge paid in full has none left.
 */
const unanswered =
  (status: StoredReport["status"]) =>
  <Report extends ReportFacts>(
    reports: readonly Report[],
    payments: readonly PaymentFacts[],
    paidInFull: boolean,
  ): Report[] => {
    if (paidInFull) return [];
    const recorded = new Set(
      payments
        .filter((payment) => payment.cancelled_at === null && payment.payment_reference !== null)
        .map((payment) => `${payment.mode} ${payment.payment_reference}`),
    );
    return reports
      .filter((report) => report.status === status)
      .filter(
        (report) => !recorded.has(`${report.mode} ${normalisePaymentReference(report.payment_reference)}`),
      )
      .reverse();
  };

/**
 * The reports staff still have to check against the bank and record, leaving out what the spam
 * rule caught (those are `reportsSetAside`).
 */
export const reportsToConfirm = unanswered("received");

/**
 * The reports the spam rule caught that no receipt answers: a person may have sent one (a browser
 * that filled the form in for them), so staff look at each and choose "Not spam" or leave it.
 */
export const reportsSetAside = unanswered("spam");

/**
 * One report as staff read it: "UPI 123456789012 on 2026-11-20" (and a spam flag when it has one);
 * a page writes the day its own way ("20 November 2026").
 */
export function describeReport(
  report: StoredReport,
  day: (isoDate: string) => string = (date) => date,
): string {
  const mode = { upi: "UPI", bank: "bank transfer", cheque: "cheque" }[report.mode];
  const spam = report.status === "spam" ? " (looks like spam)" : "";
  return `${mode} ${report.payment_reference} on ${day(report.paid_on)}${spam}`;
}
