import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { z } from "zod";
import { paymentReferencePatterns } from "#app/schemas/payment-report-draft.ts";
import {
  isAadhaar,
  isNameInEnglishLetters,
  isPan,
  normaliseAadhaar,
  normalisePan,
} from "#app/utils/tax-identifiers.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { SubmissionReviewsTable } from "../accounts/schema.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { istToday } from "../india-time.ts";
import { longDate } from "../mail/content.ts";
import { type Caution, receiptCautions, unconfirmed } from "./cautions.ts";
import { financialYearDates, financialYearOf, receiptNumber } from "./financial-year.ts";
import { publishedSociety, termsFor } from "./receipt-terms.ts";
import {
  addressOnOneLine,
  type DonationDatabase,
  type DonationType,
  donationTypes,
  normalisePaymentReference,
  type PaymentMode,
  paymentModeNames,
  paymentModes,
  type PaymentsTable,
  receiptInForce,
  withDonationTables,
} from "./schema.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * Recording a payment and issuing its receipt. The counter row, the payment and its receipt email
 * job are written in one transaction that holds the database's write lock from its first statement
 * (PostgreSQL: the counter row's lock; SQLite: BEGIN IMMEDIATE), so two staff recording payments at
 * once get consecutive numbers, and a failure leaves neither a payment nor a used number. A payment
 * is known by its mode and reference: one already recorded (on any pledge) is refused, inside the
 * same transaction, and a unique index (migration 0010) is the last guard when two arrive at once.
 */

export type Donor = {
  name: string;
  /** None where the receipt is handed over rather than emailed. */
  email?: string | undefined;
  pan?: string | undefined;
  aadhaar?: string | undefined;
  address?: string | undefined;
};

export type NewPayment = {
  /** The pledge's reference (DON-XXXXXX); without it, `donor` says who paid. */
  pledgeReference?: string | undefined;
  /** Who paid; for a pledge, any field given here replaces what the pledge says. */
  donor?: Partial<Donor> | undefined;
  /** Integer paise; anything else (NaN for text that is not an amount) is refused. */
  amountPaise: number;
  paidOn: string;
  /** One of paymentModes; checked here, as it may come straight from a form. */
  mode: string;
  /** UTR, UPI reference or cheque number; spaces, dashes and case do not matter. */
  paymentReference?: string | undefined;
  /** One of donationTypes (default others); checked here. */
  donationType?: string | undefined;
  /** Staff confirm that the donor paid more than the pledge still needs; refused without it. */
  moreThanPledged?: boolean | undefined;
  /** The cautions (cautions.ts) staff confirmed, by kind, where they are asked first. */
  confirmedCautions?: readonly string[] | undefined;
};

export type Payment = PaymentsTable;

/** The input a refusal is about, so a form can show each message beside its field. */
export type PaymentField =
  "pledge" | "amount" | "date" | "mode" | "reference" | "kind" | "settings" | keyof Donor;

export type ReceiveResult =
  | { status: "recorded"; payment: Payment; cautions: Caution[] }
  | {
      status: "error";
      error: string;
      fields: Partial<Record<PaymentField, string>>;
      /** The receipt a payment with the same mode and reference already has. */
      existingReceipt?: string;
      /** The payment is more than the pledge still needs: recorded only when staff confirm it. */
      moreThanPledged?: true;
      /** Where staff are asked first: what the payment raises, some not confirmed yet. */
      cautions?: Caution[];
    };

export type ReceiptDependencies = {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  now?: () => Date;
  /** false queues no receipt email (the donor gave no address, or staff send it by hand). */
  emailReceipt?: boolean;
  /** Who records it (a staff member's email, or "command line"): the pledge is marked handled by them. */
  recordedBy?: string;
  /** Production refuses a receipt while a setting it prints is unpublished (receipt-terms.ts). */
  production?: boolean;
  /** The staff form: a caution (cautions.ts) not confirmed yet stops the receipt, to ask about it. */
  askFirst?: boolean;
};

const donorSchema = z
  .object({
    name: z
      .string({ error: "The donor's name is missing." })
      .trim()
      .min(1, "The donor's name is missing.")
      .max(200, "The donor's name is longer than 200 characters."),
    // None where the receipt is handed over, not emailed (a villager paying by cash or cheque).
    email: z.email("The donor's email address is not valid.").optional(),
    pan: z
      .string()
      .transform(normalisePan)
      .refine(isPan, "The PAN must be five letters, four digits and a letter (ABCDE1234F).")
      .optional(),
    aadhaar: z
      .string()
      .transform(normaliseAadhaar)
      .refine(isAadhaar, "The Aadhaar number must be 12 digits with a valid check digit.")
      .optional(),
    address: z
      .string()
      .trim()
      .min(1, "The address is blank.")
      .max(500, "The address is longer than 500 characters.")
      .optional(),
  })
  .superRefine((donor, context) => {
    // The statement of donations reports a donor by PAN or Aadhaar with the name on it, in English letters.
    if ((donor.pan || donor.aadhaar) && !isNameInEnglishLetters(donor.name))
      context.addIssue({
        code: "custom",
        path: ["name"],
        message:
          "Write the name in English letters, as on the donor's PAN (or Aadhaar): the statement of donations reports it.",
      });
  });

/** What a donation submission stored that a receipt uses (the 80G fields are optional). */
const pledgeDataSchema = z.object({
  name: z.string(),
  /** The name as on the PAN, which the receipt and Form 10BD must carry, when the donor gave one. */
  panName: z.string().optional(),
  email: z.string(),
  pan: z.string().optional(),
  aadhaar: z.string().optional(),
  address: z.string().optional(),
  pinCode: z.string().optional(),
});

/** Drops blank fields, so a blank override does not replace what the pledge says. */
function withoutEmpty(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== ""));
}

const donorFields = donorSchema.keyof().options;

/** The pledge's submission and the donor it names, or undefined when there is no such pledge. */
async function pledgeDonor(db: Kysely<DonationDatabase>, reference: string) {
  const pledge = await db
    .selectFrom("submissions")
    .select(["id", "data", "created_at"])
    .where("reference", "=", reference.trim().toUpperCase())
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (!pledge) return undefined;
  const paid = await db
    .selectFrom("payments")
    .select((select) => select.fn.sum<number | string | null>("amount_paise").as("paise"))
    .where("submission_id", "=", pledge.id)
    .where("cancelled_at", "is", null)
    .executeTakeFirst();
  const figures = {
    pledgedPaise: pledgedPaiseOf(pledge.data),
    paidPaise: Number(paid?.paise ?? 0),
    pledgedOn: istToday(new Date(pledge.created_at)),
  };
  const data = pledgeDataSchema.safeParse(JSON.parse(pledge.data));
  if (!data.success) return { submissionId: pledge.id, donor: {}, ...figures };
  const { pinCode, address, panName, name, ...rest } = data.data;
  const donor: Partial<Donor> = {
    ...rest,
    name: panName || name,
    address: address && addressOnOneLine(address, pinCode),
  };
  return { submissionId: pledge.id, donor, ...figures };
}

/** What the donor pledged, in paise; null when the pledge names no amount. */
function pledgedPaiseOf(data: string): number | null {
  try {
    const amount: unknown = JSON.parse(data).amount;
    return typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount * 100) : null;
  } catch {
    return null;
  }
}

/** What a bank's reference looks like by mode, as the donor's "I have paid" form checks it too. */
const referenceShapes: Record<Exclude<PaymentMode, "cash">, string> = {
  upi: "A UPI reference (UTR) is 12 digits, as on the bank statement or in the donor's UPI app.",
  bank: "A bank transfer's reference is 6 to 30 letters and digits, as on the bank statement.",
  cheque: "A cheque number is 6 digits, as printed on the cheque.",
};

const alreadyRecorded = (mode: PaymentMode, reference: string, receipt: string) =>
  `This payment is already recorded: receipt ${receipt} has the ${paymentModeNames[mode]} reference ${reference}. Open that receipt rather than issue a second.`;

/** The refusal of a payment another receipt already has, for the form and the command line. */
function duplicateRefusal(mode: PaymentMode, reference: string, receipt: string) {
  const message = alreadyRecorded(mode, reference, receipt);
  return {
    status: "error" as const,
    error: message,
    fields: { reference: message },
    existingReceipt: receipt,
  };
}

function overpaymentMessage(pledgedPaise: number, paidPaise: number, amountPaise: number): string {
  const over = formatPaise(paidPaise + amountPaise - pledgedPaise);
  return paidPaise >= pledgedPaise
    ? `The pledge of ${formatPaise(pledgedPaise)} is already paid in full; this payment would be ${over} more. Record it only if the donor did pay more, and confirm it.`
    : `Only ${formatPaise(pledgedPaise - paidPaise)} of the pledge is unpaid; this payment is ${over} more. Record it only if the donor did pay more, and confirm it.`;
}

type Checked = {
  mode: PaymentMode;
  donationType: DonationType;
  submissionId: string | null;
  donor: Donor;
  reference: string | null;
  pledgedOn: string | undefined;
};

/**
 * A date too early to be meant, most often a mistyped year: a receipt numbers its financial year's
 * series for good (2016-17/0001), so it is refused, not warned about. The earliest day is the start
 * of the financial year before this one (a March gift recorded in April is common), and for a pledge
 * the start of the financial year it was made in.
 */
function tooEarly(paidOn: string, today: string, pledgedOn: string | undefined): string | null {
  const lastYearStart = financialYearDates(
    financialYearOf(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`),
  )?.from;
  const pledgeYearStart = pledgedOn ? financialYearDates(financialYearOf(pledgedOn))?.from : undefined;
  if (pledgeYearStart && paidOn < pledgeYearStart)
    return `The date is before ${longDate(pledgeYearStart)}, the start of the financial year the pledge was made in (on ${longDate(pledgedOn ?? "")}): check the year.`;
  if (lastYearStart && paidOn < lastYearStart)
    return `The date is before ${longDate(lastYearStart)}, the start of last financial year: check the year.`;
  return null;
}

/** Every refusal at once, each against its input, or what the payment row needs. */
async function checkPayment(
  db: Kysely<DonationDatabase>,
  input: NewPayment,
  today: string,
  /** Whether the receipt is to be emailed: then the donor's address is needed. */
  emailed: boolean,
): Promise<{ status: "ok"; checked: Checked } | Extract<ReceiveResult, { status: "error" }>> {
  const fields: Partial<Record<PaymentField, string>> = {};
  if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
    fields.amount =
      "Write the amount in figures, more than zero, as on the bank statement: 2500, 2,500 or 2,500.50.";
  if (!isCalendarDate(input.paidOn)) fields.date = "The date must be a real date like 2026-11-20.";
  else if (input.paidOn > today) fields.date = "The date of payment is in the future.";
  const mode = paymentModes.find((known) => known === input.mode);
  // The command line refuses an unknown --mode itself, naming its words (scripts/donations.ts).
  if (!mode) fields.mode = "Choose how the money came: UPI, bank transfer, cheque or cash.";
  const donationType = donationTypes.find((known) => known === (input.donationType ?? "others"));
  if (!donationType) fields.kind = `The kind must be one of ${donationTypes.join(", ")}.`;
  const reference = normalisePaymentReference(input.paymentReference);
  if (reference && reference.length > 40) fields.reference = "The reference is longer than 40 characters.";
  else if (reference && mode && mode !== "cash" && !paymentReferencePatterns[mode].test(reference))
    fields.reference = referenceShapes[mode];
  const existing = mode && reference ? await receiptInForce(db, { mode, reference }) : undefined;
  if (mode && reference && existing)
    fields.reference = alreadyRecorded(mode, reference, existing.receipt_number);

  const pledge = input.pledgeReference ? await pledgeDonor(db, input.pledgeReference) : undefined;
  if (input.pledgeReference && !pledge)
    fields.pledge = `No donation pledge has the reference ${input.pledgeReference}.`;
  const early = fields.date ? null : tooEarly(input.paidOn, today, pledge?.pledgedOn);
  if (early) fields.date = early;
  const pledged = pledge?.pledgedPaise ?? null;
  const paid = pledge?.paidPaise ?? 0;
  const over =
    pledged !== null &&
    !fields.amount &&
    paid + input.amountPaise > pledged &&
    input.moreThanPledged !== true;
  if (over) fields.amount = overpaymentMessage(pledged, paid, input.amountPaise);
  const submissionId = pledge?.submissionId ?? null;
  const donor = donorSchema.safeParse({
    ...withoutEmpty(pledge?.donor ?? {}),
    ...withoutEmpty(input.donor ?? {}),
  });
  if (!donor.success && !fields.pledge)
    for (const issue of donor.error.issues) {
      const field = donorFields.find((known) => known === issue.path[0]);
      if (field) fields[field] ??= issue.message;
    }
  if (donor.success && !donor.data.email && emailed)
    fields.email =
      "The donor's email address is missing: the receipt is emailed to it. If the donor has none, choose not to email the receipt and give it to them yourself.";
  if (mode && donationType && donor.success && Object.keys(fields).length === 0)
    return {
      status: "ok",
      checked: {
        mode,
        donationType,
        submissionId,
        donor: donor.data,
        reference,
        pledgedOn: pledge?.pledgedOn,
      },
    };
  return {
    status: "error",
    error: Object.values(fields).join(" "),
    fields,
    ...(existing && { existingReceipt: existing.receipt_number }),
    ...(over && { moreThanPledged: true as const }),
  };
}

/** A database's refusal of a second receipt for one payment (the index of migration 0010). */
function isDuplicateReference(error: unknown): boolean {
  const text =
    error instanceof Error
      ? `${error.message} ${String((error as { constraint?: unknown }).constraint)}`
      : "";
  return (
    text.includes("payments_mode_reference_unique") ||
    text.includes("payments.mode, payments.payment_reference")
  );
}

class AlreadyRecorded extends Error {}

export async function receivePayment(deps: ReceiptDependencies, input: NewPayment): Promise<ReceiveResult> {
  const now = deps.now?.() ?? new Date();
  const db = withDonationTables(deps.database.db);
  const { society, missing } = await publishedSociety(deps.database.db, deps.production ?? false);
  const check = await checkPayment(db, input, istToday(now), deps.emailReceipt !== false);
  if (missing.length > 0) {
    const settings = missing.join(" ");
    const fields = { settings, ...(check.status === "error" ? check.fields : {}) };
    return {
      ...(check.status === "error" && check),
      status: "error",
      error: Object.values(fields).join(" "),
      fields,
    };
  }
  if (check.status === "error") return check;
  const { mode, donationType, submissionId, donor, reference, pledgedOn } = check.checked;
  const cautions = await receiptCautions(
    db,
    { amountPaise: input.amountPaise, paidOn: input.paidOn, mode, donor, pledgedOn },
    istToday(now),
  );
  const toConfirm = deps.askFirst ? unconfirmed(cautions, input.confirmedCautions ?? []) : [];
  if (toConfirm.length > 0)
    return {
      status: "error",
      error: toConfirm.map((caution) => caution.message).join(" "),
      fields: {},
      cautions,
    };

  const financialYear = financialYearOf(input.paidOn);
  const createdAt = now.toISOString();
  const record = inWriteTransaction(deps.database, async (transaction) => {
    // Checked again holding the write lock: another person may have recorded it a moment ago.
    const existing = reference ? await receiptInForce(transaction, { mode, reference }) : undefined;
    if (existing) throw new AlreadyRecorded(existing.receipt_number);
    const counter = await transaction
      .insertInto("receipt_counters")
      .values({ financial_year: financialYear, last_sequence: 1 })
      .onConflict((conflict) =>
        conflict
          .column("financial_year")
          .doUpdateSet({ last_sequence: sql`receipt_counters.last_sequence + 1` }),
      )
      .returning("last_sequence")
      .executeTakeFirstOrThrow();
    const sequence = Number(counter.last_sequence);
    const row: Payment = {
      id: randomUUID(),
      receipt_number: receiptNumber(financialYear, sequence),
      financial_year: financialYear,
      sequence,
      submission_id: submissionId,
      donor_name: donor.name,
      donor_email: donor.email ?? "",
      donor_pan: donor.pan ?? null,
      donor_aadhaar: donor.aadhaar ?? null,
      donor_address: donor.address ?? null,
      amount_paise: input.amountPaise,
      paid_on: input.paidOn,
      mode,
      payment_reference: reference,
      donation_type: donationType,
      created_at: createdAt,
      cancelled_at: null,
      cancellation_reason: null,
    };
    row.issued_as = JSON.stringify(termsFor(row, society));
    await transaction.insertInto("payments").values(row).execute();
    if (deps.emailReceipt !== false) {
      await transaction
        .insertInto("email_jobs")
        .values({
          id: randomUUID(),
          submission_id: null,
          payment_id: row.id,
          kind: "receipt",
          status: "pending",
          next_attempt_at: createdAt,
          created_at: createdAt,
        })
        .execute();
    }
    if (submissionId) await markPledgeHandled(transaction, submissionId, deps.recordedBy ?? null, createdAt);
    return row;
  });
  try {
    return { status: "recorded", payment: await record, cautions };
  } catch (error) {
    if (!reference || !(error instanceof AlreadyRecorded || isDuplicateReference(error))) throw error;
    const existing = await receiptInForce(db, { mode, reference });
    if (!existing) throw error;
    return duplicateRefusal(mode, reference, existing.receipt_number);
  }
}

/**
 * A donation leaves "New" when a receipt is issued for it: the staff's review of the submission
 * says handled, by whoever recorded the payment, unless someone had already marked it.
 */
async function markPledgeHandled(
  transaction: Kysely<DonationDatabase>,
  submissionId: string,
  recordedBy: string | null,
  at: string,
) {
  const reviews = transaction.withTables<{ submission_reviews: SubmissionReviewsTable }>();
  await reviews
    .insertInto("submission_reviews")
    .values({
      submission_id: submissionId,
      note: "",
      progress: "handled",
      handled_at: at,
      handled_by: recordedBy,
      updated_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .column("submission_id")
        .doUpdateSet({ progress: "handled", handled_at: at, handled_by: recordedBy, updated_at: at })
        .where("submission_reviews.handled_at", "is", null),
    )
    .execute();
}

export type CancelResult = { status: "cancelled"; payment: Payment } | { status: "error"; error: string };

/**
 * Marks a receipt cancelled with the reason; its number stays used and the payment stays on record.
 * With `tellDonor`, an email telling the donor (who has an address) is queued with it, in one step.
 */
export async function cancelReceipt(
  deps: ReceiptDependencies,
  receipt: string,
  reason: string,
  { tellDonor }: { tellDonor: boolean },
): Promise<CancelResult> {
  const db = withDonationTables(deps.database.db);
  const why = reason.trim();
  if (why === "") return { status: "error", error: "Say why the receipt is cancelled." };
  const at = (deps.now?.() ?? new Date()).toISOString();
  const updated = await db.transaction().execute(async (transaction) => {
    const payment = await transaction
      .updateTable("payments")
      .set({ cancelled_at: at, cancellation_reason: why })
      .where("receipt_number", "=", receipt.trim())
      .where("cancelled_at", "is", null)
      .returningAll()
      .executeTakeFirst();
    if (payment && tellDonor && payment.donor_email !== "")
      await transaction
        .insertInto("email_jobs")
        .values({
          id: randomUUID(),
          submission_id: null,
          payment_id: payment.id,
          kind: "cancellation",
          status: "pending",
          next_attempt_at: at,
          created_at: at,
        })
        .execute();
    return payment;
  });
  if (updated) return { status: "cancelled", payment: updated };
  const existing = await findPayment(db, receipt);
  return {
    status: "error",
    error: existing ? `Receipt ${existing.receipt_number} was already cancelled.` : `No receipt ${receipt}.`,
  };
}

/** The receipt emails queued for a payment, and how far each got. */
export function receiptEmails(db: Kysely<DonationDatabase>, paymentId: string) {
  return db
    .selectFrom("email_jobs")
    .select(["id", "kind", "status", "attempts", "created_at", "sent_at", "last_error"])
    .where("payment_id", "=", paymentId)
    .orderBy("created_at")
    .execute();
}

/** The receipts in force against a pledge (not cancelled), in their numbers' order. */
export function receiptsOfPledge(db: Kysely<DonationDatabase>, submissionId: string) {
  return db
    .selectFrom("payments")
    .select(["receipt_number", "amount_paise"])
    .where("submission_id", "=", submissionId)
    .where("cancelled_at", "is", null)
    .orderBy("financial_year")
    .orderBy("sequence")
    .execute();
}

/** The reference of the pledge a payment was paid against, or null for a payment with no pledge. */
export async function pledgeReferenceOf(
  db: Kysely<DonationDatabase>,
  payment: Pick<PaymentsTable, "submission_id">,
) {
  if (!payment.submission_id) return null;
  const pledge = await db
    .selectFrom("submissions")
    .select("reference")
    .where("id", "=", payment.submission_id)
    .executeTakeFirst();
  return pledge?.reference ?? null;
}

export function findPayment(db: Kysely<DonationDatabase>, receipt: string) {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("receipt_number", "=", receipt.trim())
    .executeTakeFirst();
}

/**
 * Runs `work` in a transaction that takes the write lock at once. On SQLite a plain BEGIN would
 * take it at the first write and could fail with SQLITE_BUSY when two processes upgrade at once;
 * BEGIN IMMEDIATE makes the second wait (busy_timeout) instead.
 */
async function inWriteTransaction<T>(
  database: Pick<DatabaseHandle, "db" | "dialect">,
  work: (transaction: Kysely<DonationDatabase>) => Promise<T>,
): Promise<T> {
  const db = withDonationTables(database.db);
  if (database.dialect === "postgres")
    return db.transaction().execute((transaction: Transaction<DonationDatabase>) => work(transaction));
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
