import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Database, Dialect } from "../db/database.ts";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * Payments and their receipts (migration "0004-donation-payments"). A payment is money staff saw
 * arrive, recorded against a pledge (a donation submission) or on its own; each gets the next
 * receipt number of its financial year from receipt_counters, in the same transaction, so numbers
 * are never reused and have no gaps. Amounts are integer paise. Payments are never deleted: a
 * receipt issued in error is cancelled, with the reason, and its number stays used.
 */

export const paymentModes = ["upi", "bank", "cheque", "cash"] as const;
export type PaymentMode = (typeof paymentModes)[number];

/** As the receipt and the staff pages write them. */
export const paymentModeNames: Record<PaymentMode, string> = {
  upi: "UPI",
  bank: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
};

/** Form 10BD's "Donation Type". */
export const donationTypes = ["corpus", "specific-grant", "others"] as const;
export type DonationType = (typeof donationTypes)[number];

/** As Form 10BD writes them. */
export const donationTypeNames: Record<DonationType, string> = {
  corpus: "Corpus",
  "specific-grant": "Specific grant",
  others: "Others",
};

export type PaymentsTable = {
  id: string;
  /** "2026-27/0001": financial year and sequence, as printed on the receipt. */
  receipt_number: string;
  financial_year: string;
  sequence: number;
  /** The pledge it pays, when there was one; cleared if the pledge is ever deleted, the payment stays. */
  submission_id: string | null;
  donor_name: string;
  donor_email: string;
  donor_pan: string | null;
  donor_aadhaar: string | null;
  donor_address: string | null;
  amount_paise: number;
  /** yyyy-mm-dd, the day the money arrived. */
  paid_on: string;
  mode: PaymentMode;
  /** UTR, cheque number or bank reference. */
  payment_reference: string | null;
  donation_type: DonationType;
  created_at: string;
  cancelled_at: string | null;
  cancellation_reason: string | null;
  /**
   * What the receipt said beyond the payment, as issued: the society's published details and the
   * deduction under the law of its date (server/donations/receipt-terms.ts), JSON. Null for
   * receipts issued before migration 0017, which print as they did then. Left out by inserts
   * written before that migration.
   */
  issued_as?: string | null;
};

export type ReceiptCountersTable = { financial_year: string; last_sequence: number };

export type DonationTables = { payments: PaymentsTable; receipt_counters: ReceiptCountersTable };

export type DonationDatabase = Database & DonationTables;

export const withDonationTables = (db: Kysely<Database>): Kysely<DonationDatabase> =>
  db.withTables<DonationTables>();

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const emailOwner = sql`(submission_id is not null) <> (payment_id is not null)`;

export const createDonationPayments: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    await db.schema
      .createTable("receipt_counters")
      .addColumn("financial_year", "text", (column) => column.primaryKey())
      .addColumn("last_sequence", "integer", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("payments")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("receipt_number", "text", (column) => column.notNull())
      .addColumn("financial_year", "text", (column) => column.notNull())
      .addColumn("sequence", "integer", (column) => column.notNull())
      .addColumn("submission_id", "text", (column) =>
        column.references("submissions.id").onDelete("set null"),
      )
      .addColumn("donor_name", "text", (column) => column.notNull())
      .addColumn("donor_email", "text", (column) => column.notNull())
      .addColumn("donor_pan", "text")
      .addColumn("donor_aadhaar", "text")
      .addColumn("donor_address", "text")
      .addColumn("amount_paise", "integer", (column) => column.notNull())
      .addColumn("paid_on", "text", (column) => column.notNull())
      .addColumn("mode", "text", (column) => column.notNull())
      .addColumn("payment_reference", "text")
      .addColumn("donation_type", "text", (column) => column.notNull())
      .addColumn("created_at", "text", (column) => column.notNull())
      .addColumn("cancelled_at", "text")
      .addColumn("cancellation_reason", "text")
      .addUniqueConstraint("payments_receipt_number_unique", ["receipt_number"])
      .addUniqueConstraint("payments_year_sequence_unique", ["financial_year", "sequence"])
      .addCheckConstraint("payments_amount_check", sql`amount_paise > 0`)
      .addCheckConstraint("payments_mode_check", sql`mode in ('upi', 'bank', 'cheque', 'cash')`)
      .addCheckConstraint(
        "payments_donation_type_check",
        sql`donation_type in ('corpus', 'specific-grant', 'others')`,
      )
      .addCheckConstraint(
        "payments_cancellation_check",
        sql`(cancelled_at is null) = (cancellation_reason is null)`,
      )
      .execute();
    await db.schema.createIndex("payments_submission_id").on("payments").column("submission_id").execute();
    await db.schema.createIndex("payments_paid_on").on("payments").column("paid_on").execute();

    // A receipt email belongs to a payment, not a submission: email_jobs gains payment_id, its
    // submission_id may be empty (exactly one of the two is set), and 'receipt' joins the kinds.
    if (dialect === "postgres") {
      await sql`alter table email_jobs alter column submission_id drop not null`.execute(db);
      await sql`alter table email_jobs add column payment_id text references payments (id) on delete cascade`.execute(
        db,
      );
      await sql`alter table email_jobs drop constraint email_jobs_kind_check`.execute(db);
      await sql`alter table email_jobs add constraint email_jobs_kind_check check (${emailKinds})`.execute(
        db,
      );
      await sql`alter table email_jobs add constraint email_jobs_owner_check check (${emailOwner})`.execute(
        db,
      );
    } else {
      await rebuildSqliteEmailJobs(db);
    }
    await db.schema.createIndex("email_jobs_payment_id").on("email_jobs").column("payment_id").execute();
  },
};

/** SQLite cannot alter a column or a constraint, so email_jobs is rebuilt with the new ones. */
async function rebuildSqliteEmailJobs(db: Kysely<unknown>) {
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
          .addColumn("payment_id", "text", (column) => column.references("payments.id").onDelete("cascade")),
      )
        .addCheckConstraint("email_jobs_kind_check", emailKinds)
        .addCheckConstraint("email_jobs_status_check", emailStatuses)
        .addCheckConstraint("email_jobs_owner_check", emailOwner),
    emailJobColumns,
  );
}

/** A payment reference as it is compared and kept: "1234 5678-9012" and "123456789012" are one. */
export function normalisePaymentReference(reference: string | undefined | null): string | null {
  const normalised = (reference ?? "").replace(/[\s-]+/g, "").toUpperCase();
  return normalised === "" ? null : normalised;
}

/**
 * The receipt in force that has this mode and (normalised) reference, if any; with `pledgeId`, only
 * one paying that pledge. One payment, one receipt: recording and "I have paid" both ask this.
 */
export function receiptInForce(
  db: Kysely<Database>,
  payment: { mode: PaymentMode; reference: string; pledgeId?: string },
) {
  let query = withDonationTables(db)
    .selectFrom("payments")
    .select("receipt_number")
    .where("mode", "=", payment.mode)
    .where("payment_reference", "=", payment.reference)
    .where("cancelled_at", "is", null);
  if (payment.pledgeId !== undefined) query = query.where("submission_id", "=", payment.pledgeId);
  return query.executeTakeFirst();
}

/** A donor's address on one line, with its PIN code, as `donor_address` keeps it and the receipt prints it. */
export function addressOnOneLine(address: string, pinCode: string | undefined): string {
  return address && [address.replace(/\s*\n\s*/g, ", "), pinCode].filter(Boolean).join(" ");
}

/**
 * One payment, one receipt (migration "0010-one-receipt-per-payment-reference"): a payment is known
 * by its mode and reference (UTR, UPI reference, cheque number), so no two receipts in force may
 * share them. Cash and anything recorded without a reference have none and are not compared; a
 * cancelled receipt frees its reference, so a payment recorded wrongly can be recorded again.
 * Before the index, references are kept as they are compared (no spaces or dashes, upper case;
 * blank is none), and where one payment was already recorded twice, the later receipts are
 * cancelled as duplicates of the first: their numbers stay used and the reason says which.
 */
export const oneReceiptPerPaymentReference: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
    const normalised =
      dialect === "sqlite"
        ? sql`upper(replace(replace(replace(replace(replace(payment_reference, ' ', ''), '-', ''), char(9), ''), char(10), ''), char(13), ''))`
        : sql`upper(regexp_replace(payment_reference, '[[:space:]-]+', '', 'g'))`;
    await sql`update payments set payment_reference = ${normalised} where payment_reference is not null`.execute(
      db,
    );
    await sql`update payments set payment_reference = null where payment_reference = ''`.execute(db);

    const inForce = await sql<{
      id: string;
      receipt_number: string;
      mode: string;
      payment_reference: string;
    }>`
      select id, receipt_number, mode, payment_reference from payments
      where payment_reference is not null and cancelled_at is null
      order by financial_year, sequence`.execute(db);
    const first = new Map<string, string>();
    const cancelledAt = new Date().toISOString();
    for (const payment of inForce.rows) {
      const key = `${payment.mode} ${payment.payment_reference}`;
      const original = first.get(key);
      if (original === undefined) {
        first.set(key, payment.receipt_number);
        continue;
      }
      const reason = `Duplicate of receipt ${original}: the same payment was recorded twice.`;
      await sql`update payments set cancelled_at = ${cancelledAt}, cancellation_reason = ${reason} where id = ${payment.id}`.execute(
        db,
      );
    }

    await db.schema
      .createIndex("payments_mode_reference_unique")
      .on("payments")
      .columns(["mode", "payment_reference"])
      .unique()
      .where(sql.ref("payment_reference"), "is not", null)
      .where(sql.ref("cancelled_at"), "is", null)
      .execute();
  },
};

/** Migration 0017: each receipt keeps the terms it was issued with (server/donations/receipt-terms.ts). */
export const keepReceiptTerms: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("payments").addColumn("issued_as", "text").execute();
  },
};

/*
 * "0025-payment-amounts-in-bigint": a payment's paise in a 64-bit integer on PostgreSQL, where
 * `integer` is 32-bit and stopped at ₹2,14,74,836.47, below a company's CSR grant of a few crore
 * (staff record up to ten digits of rupees). SQLite's integer is 64-bit already. The server reads
 * PostgreSQL's bigint as a number (server/db/database.ts), exact up to ₹90 lakh crore.
 */
export function widenPaymentAmounts(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === "postgres")
        await sql`alter table payments alter column amount_paise type bigint`.execute(db);
    },
  };
}
