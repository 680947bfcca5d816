import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { CertificateTables } from "./certificates-schema.ts";
import { financialYearDates } from "./financial-year.ts";
import { cashAboveLimit } from "./receipt-terms.ts";
import { type PaymentsTable, withDonationTables } from "./schema.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";
import { istToday } from "../india-time.ts";

/*
 * Yearly certificates (issue 26). After the year's statement of donations is filed, staff enter
 * its acknowledgement; then one action queues, through the outbox, one certificate email to every
 * donor of the year (the donors the statement reports: with PAN or Aadhaar, deductible); one donor
 * can be sent another. A donor is known by PAN or Aadhaar; their latest payment of the year owns
 * the certificate's email job and names them on the staff pages, by its receipt number (never a
 * PAN in a URL, decision 026).
 */

const tables = (db: Kysely<Database>) => withDonationTables(db).withTables<CertificateTables>();

export type Filing = { acknowledgement: string; filedOn: string };

/** The donor a payment is reported by: PAN, else Aadhaar; null when it has neither. */
export const donorIdentifier = (payment: Pick<PaymentsTable, "donor_pan" | "donor_aadhaar">) =>
  payment.donor_pan ?? payment.donor_aadhaar ?? null;

/** A payment the statement reports, and so a certificate certifies: identified, not cash above ₹2,000. */
export const isDeductible = (payment: PaymentsTable) =>
  donorIdentifier(payment) !== null && !cashAboveLimit(payment);

export async function filingOf(db: Kysely<Database>, financialYear: string): Promise<Filing | undefined> {
  const row = await tables(db)
    .selectFrom("statement_filings")
    .selectAll()
    .where("financial_year", "=", financialYear)
    .executeTakeFirst();
  return row && { acknowledgement: row.acknowledgement, filedOn: row.filed_on };
}

export type FilingResult =
  { status: "saved" } | { status: "error"; fields: Partial<Record<"acknowledgement" | "filedOn", string>> };

/**
 * The year's reported donations (in force, deductible) recorded on a later day in India than a
 * statement filed on `filedOn`: that statement cannot hold them, and a certificate must not say it
 * does. A receipt made late, for money that came in before the year ended, needs a revised statement.
 */
async function recordedAfter(db: Kysely<Database>, financialYear: string, filedOn: string) {
  const payments = await tables(db)
    .selectFrom("payments")
    .selectAll()
    .where("financial_year", "=", financialYear)
    .where("cancelled_at", "is", null)
    .execute();
  const late = payments
    .filter(isDeductible)
    .map((payment) => istToday(new Date(payment.created_at)))
    .filter((day) => day > filedOn)
    .sort();
  return { count: late.length, latest: late.at(-1) };
}

const reviseStatement = (financialYear: string) =>
  `File a revised statement of ${financialYear} on the e-filing portal, then enter its acknowledgement and date here.`;

/** Keeps the statement's acknowledgement for a year; bad input changes nothing. */
export async function recordFiling(
  db: Kysely<Database>,
  financialYear: string,
  input: { acknowledgement: string; filedOn: string },
  enteredBy: string,
  now: Date,
  today: string,
): Promise<FilingResult> {
  const dates = financialYearDates(financialYear);
  const acknowledgement = input.acknowledgement.trim();
  const filedOn = input.filedOn.trim();
  const fields: Partial<Record<"acknowledgement" | "filedOn", string>> = {};
  if (!/^[A-Za-z0-9/-]{1,40}$/.test(acknowledgement))
    fields.acknowledgement =
      "Enter the acknowledgement number as the portal gave it: letters and digits, up to 40.";
  if (!isCalendarDate(filedOn) || !dates)
    fields.filedOn = "Enter the date as yyyy-mm-dd, such as 2027-05-20.";
  else if (filedOn <= dates.to)
    fields.filedOn = `The statement is filed after the year ends, after ${dates.to}.`;
  else if (filedOn > today) fields.filedOn = "The date is in the future.";
  else {
    const late = await recordedAfter(db, financialYear, filedOn);
    if (late.count > 0)
      fields.filedOn = `A statement filed on ${filedOn} cannot hold the ${late.count} donation(s) recorded after that day (the latest on ${late.latest}). ${reviseStatement(financialYear)}`;
  }
  if (Object.keys(fields).length > 0) return { status: "error", fields };
  const values = {
    acknowledgement,
    filed_on: filedOn,
    entered_by: enteredBy,
    entered_at: now.toISOString(),
  };
  await tables(db)
    .insertInto("statement_filings")
    .values({ financial_year: financialYear, ...values })
    .onConflict((conflict) => conflict.column("financial_year").doUpdateSet(values))
    .execute();
  return { status: "saved" };
}

export type CertificateEmail = { status: string; sentAt: string | null; lastError: string | null };

export type CertificateDonor = {
  /** The donor's latest payment of the year: its receipt number names the donor on staff pages. */
  payment: PaymentsTable;
  /** Every payment of the year in force from this donor, deductible or not. */
  payments: PaymentsTable[];
  deductiblePaise: number;
  /** The certificate emails queued for this donor and year, oldest first. */
  emails: CertificateEmail[];
};

/** The donors of a year the statement reports, in receipt order, with their certificate emails. */
export async function certificateDonors(
  db: Kysely<Database>,
  financialYear: string,
): Promise<CertificateDonor[]> {
  const payments = await tables(db)
    .selectFrom("payments")
    .selectAll()
    .where("financial_year", "=", financialYear)
    .where("cancelled_at", "is", null)
    .orderBy("sequence")
    .execute();
  const jobs = await tables(db)
    .selectFrom("email_jobs")
    .innerJoin("payments", "payments.id", "email_jobs.payment_id")
    .select(["email_jobs.payment_id", "email_jobs.status", "email_jobs.sent_at", "email_jobs.last_error"])
    .where("email_jobs.kind", "=", "certificate")
    .where("payments.financial_year", "=", financialYear)
    .orderBy("email_jobs.created_at")
    .execute();
  const donors = new Map<string, CertificateDonor>();
  const byPayment = new Map<string, string>();
  for (const payment of payments) {
    const id = donorIdentifier(payment);
    if (id === null) continue;
    byPayment.set(payment.id, id);
    const donor = donors.get(id);
    if (!donor) {
      donors.set(id, { payment, payments: [payment], deductiblePaise: 0, emails: [] });
    } else {
      donor.payments.push(payment);
      donor.payment = payment;
    }
  }
  for (const donor of donors.values())
    donor.deductiblePaise = donor.payments
      .filter(isDeductible)
      .reduce((sum, each) => sum + each.amount_paise, 0);
  for (const job of jobs) {
    const id = job.payment_id ? byPayment.get(job.payment_id) : undefined;
    donors.get(id ?? "")?.emails.push({ status: job.status, sentAt: job.sent_at, lastError: job.last_error });
  }
  // Only donors the statement reports get a certificate: those with a deductible donation.
  return [...donors.values()].filter((donor) => donor.deductiblePaise > 0);
}

/** The donor of a year named by one of their receipts, or undefined. */
export async function certificateDonor(db: Kysely<Database>, financialYear: string, receiptNumber: string) {
  const donors = await certificateDonors(db, financialYear);
  return donors.find((donor) => donor.payments.some((payment) => payment.receipt_number === receiptNumber));
}

async function queue(db: Kysely<Database>, paymentId: string, now: Date) {
  const at = now.toISOString();
  await tables(db)
    .insertInto("email_jobs")
    .values({
      id: randomUUID(),
      submission_id: null,
      payment_id: paymentId,
      kind: "certificate",
      status: "pending",
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

export type QueueResult =
  | {
      status: "queued";
      count: number;
      /** Donors whose receipt was handed over, with no email address: staff give them theirs. */
      byHand?: number;
    }
  | { status: "error"; error: string };

/**
 * Queues one certificate email to every donor of the year who has none yet and has an email address,
 * in one transaction: pressing the button twice sends nobody a second one (a re-send is asked for one
 * donor at a time). Donors without an address are counted, for staff to give theirs by hand.
 */
export async function queueCertificates(
  db: Kysely<Database>,
  financialYear: string,
  now: Date,
): Promise<QueueResult> {
  const filing = await filingOf(db, financialYear);
  if (!filing)
    return { status: "error", error: `Enter the acknowledgement of ${financialYear}'s statement first.` };
  const late = await recordedAfter(db, financialYear, filing.filedOn);
  if (late.count > 0)
    return {
      status: "error",
      error: `${late.count} donation(s) of ${financialYear} were recorded after the statement was filed on ${filing.filedOn}, so it does not report them, and a certificate would say it does. ${reviseStatement(financialYear)} Nothing was sent.`,
    };
  return db.transaction().execute(async (transaction) => {
    const waiting = (await certificateDonors(transaction, financialYear)).filter(
      (donor) => donor.emails.length === 0,
    );
    const emailed = waiting.filter((donor) => donor.payment.donor_email !== "");
    for (const donor of emailed) await queue(transaction, donor.payment.id, now);
    const byHand = waiting.length - emailed.length;
    return { status: "queued" as const, count: emailed.length, ...(byHand > 0 ? { byHand } : {}) };
  });
}

/** Queues one more certificate email to one donor of the year. */
export async function resendCertificate(
  db: Kysely<Database>,
  financialYear: string,
  receiptNumber: string,
  now: Date,
): Promise<QueueResult> {
  if (!(await filingOf(db, financialYear)))
    return { status: "error", error: `Enter the acknowledgement of ${financialYear}'s statement first.` };
  const donor = await certificateDonor(db, financialYear, receiptNumber);
  if (!donor) return { status: "error", error: `No donor of ${financialYear} has receipt ${receiptNumber}.` };
  if (donor.payment.donor_email === "")
    return {
      status: "error",
      error: `The donor of receipt ${receiptNumber} has no email address: download the certificate and give it to them.`,
    };
  await queue(db, donor.payment.id, now);
  return { status: "queued", count: 1 };
}
