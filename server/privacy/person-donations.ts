import type { Kysely } from "kysely";
import type { Database, EmailJobStatus, EmailKind } from "../db/database.ts";
import { withPaymentReports } from "../donations/report-schema.ts";
import { type DonationType, type PaymentMode, withDonationTables } from "../donations/schema.ts";

/*
 * What the donations domain keeps about a person, for their copy (DPDP Act section 11): the "I have
 * paid" reports against their pledges, and the payments with their numbered receipts (against a
 * pledge of theirs, or recorded without one under their address), each with the emails it sent.
 */

export type EmailRecord = {
  kind: EmailKind;
  status: EmailJobStatus;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

export type PaymentReportRecord = {
  submissionId: string;
  paidOn: string;
  mode: "upi" | "bank" | "cheque";
  paymentReference: string;
  status: "received" | "spam";
  createdAt: string;
  emails: EmailRecord[];
};

export type PaymentRecord = {
  receiptNumber: string;
  /** The pledge it paid, when it had one. */
  pledgeReference: string | null;
  donorName: string;
  donorEmail: string;
  donorPan: string | null;
  donorAadhaar: string | null;
  donorAddress: string | null;
  amountRupees: number;
  paidOn: string;
  mode: PaymentMode;
  paymentReference: string | null;
  donationType: DonationType;
  createdAt: string;
  cancelledAt: string | null;
  cancellationReason: string | null;
  emails: EmailRecord[];
};

type Owner = "submission_id" | "payment_id" | "payment_report_id";

/** The emails queued for the given owners (submissions, payments or reports), oldest first. */
export async function emailsOf(db: Kysely<Database>, owner: Owner, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, EmailRecord[]>();
  const jobs = await db
    .selectFrom("email_jobs")
    .select([
      "submission_id",
      "payment_id",
      "payment_report_id",
      "kind",
      "status",
      "attempts",
      "created_at",
      "sent_at",
    ])
    .where(owner, "in", ids)
    .orderBy("created_at")
    .orderBy("kind")
    .execute();
  const byOwner = new Map<string, EmailRecord[]>();
  for (const job of jobs) {
    const id = job[owner];
    if (id === null) continue;
    const record = {
      kind: job.kind,
      status: job.status,
      attempts: Number(job.attempts),
      createdAt: job.created_at,
      sentAt: job.sent_at,
    };
    byOwner.set(id, [...(byOwner.get(id) ?? []), record]);
  }
  return byOwner;
}

/** The reports against the person's pledges (their submissions' ids), oldest first. */
export async function paymentReportsOf(
  db: Kysely<Database>,
  submissionIds: readonly string[],
): Promise<PaymentReportRecord[]> {
  if (submissionIds.length === 0) return [];
  const rows = await withPaymentReports(db)
    .selectFrom("payment_reports")
    .select(["id", "submission_id", "paid_on", "mode", "payment_reference", "status", "created_at"])
    .where("submission_id", "in", submissionIds)
    .orderBy("created_at")
    .execute();
  const emails = await emailsOf(
    db,
    "payment_report_id",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    submissionId: row.submission_id,
    paidOn: row.paid_on,
    mode: row.mode,
    paymentReference: row.payment_reference,
    status: row.status,
    createdAt: row.created_at,
    emails: emails.get(row.id) ?? [],
  }));
}

/**
 * The payments against the person's pledges, and those recorded without a pledge under their
 * address (compared without letter case), in receipt order.
 */
export async function paymentsOf(
  database: Kysely<Database>,
  address: string,
  submissionIds: readonly string[],
): Promise<PaymentRecord[]> {
  const db = withDonationTables(database);
  const rows = await db
    .selectFrom("payments")
    .leftJoin("submissions", "submissions.id", "payments.submission_id")
    .selectAll("payments")
    .select("submissions.reference as pledge_reference")
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["payments.donor_email"]), "=", address),
        ...(submissionIds.length > 0 ? [eb("payments.submission_id", "in", submissionIds)] : []),
      ]),
    )
    .orderBy("payments.financial_year")
    .orderBy("payments.sequence")
    .execute();
  const emails = await emailsOf(
    database,
    "payment_id",
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    receiptNumber: row.receipt_number,
    pledgeReference: row.pledge_reference,
    donorName: row.donor_name,
    donorEmail: row.donor_email,
    donorPan: row.donor_pan,
    donorAadhaar: row.donor_aadhaar,
    donorAddress: row.donor_address,
    amountRupees: row.amount_paise / 100,
    paidOn: row.paid_on,
    mode: row.mode,
    paymentReference: row.payment_reference,
    donationType: row.donation_type,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
    cancellationReason: row.cancellation_reason,
    emails: emails.get(row.id) ?? [],
  }));
}
