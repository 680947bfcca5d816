import type { Kysely } from "kysely";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Language } from "#app/content/language.ts";
import type { Database } from "../db/database.ts";
import { istToday } from "../india-time.ts";
import { financialYearOf } from "./financial-year.ts";
import {
  describeReport,
  reportsOfPledges,
  reportsSetAside,
  reportsToConfirm,
  type StoredReport,
} from "./payment-reports.ts";
import type { PaymentReportTables } from "./report-schema.ts";
import { masked } from "./identity.ts";
import { addressOnOneLine, type PaymentsTable, withDonationTables } from "./schema.ts";

/*
 * What staff see in `donations list`: every pledge with what has been paid against it, and every
 * payment that came without a pledge. PAN is masked here (ABCDE****F); `show` and the exports
 * carry it whole. The staff area's Donations page shows the same lines. A cancelled receipt stays
 * listed, marked, and counts for nothing paid: auditors check the numbers run without a gap.
 */

/** A receipt as a list names it: its number, and whether it was cancelled (the number stays used). */
export type ListedReceipt = { number: string; cancelled: boolean };

/** "2026-27/0001", or "2026-27/0001 (cancelled)": a receipt in a line of text. */
const receiptLabel = ({ number, cancelled }: ListedReceipt) => (cancelled ? `${number} (cancelled)` : number);

const listedReceipt = (payment: Pick<PaymentsTable, "receipt_number" | "cancelled_at">): ListedReceipt => ({
  number: payment.receipt_number,
  cancelled: payment.cancelled_at !== null,
});

export type PledgeLine = {
  reference: string;
  name: string;
  pledgedPaise: number | null;
  paidPaise: number;
  state: "unpaid" | "part paid" | "paid" | "no pledge";
  /** Every receipt, cancelled ones included and marked, in number order. */
  receipts: ListedReceipt[];
  pan: string;
  /** Where there is no PAN, the Aadhaar number masked (XXXX XXXX 0124): the donor has an identifier. */
  aadhaar: string;
  /**
   * The financial years it belongs to: the pledge's own (the day it was made, in India) and its
   * receipts', cancelled ones too, so that a year's list shows every number of that year.
   */
  financialYears: string[];
  /** What the donor reported paying ("I have paid"), for staff to match against the bank. */
  reported: string[];
  /** How many of those reports no receipt answers yet: "reported paid — to confirm". */
  toConfirm: number;
  /** How many reports the spam rule set aside that no receipt answers: staff look at each. */
  setAside: number;
};

export function pledgedRupees(data: string): number | null {
  try {
    const amount: unknown = JSON.parse(data).amount;
    return typeof amount === "number" && Number.isFinite(amount) ? amount : null;
  } catch {
    return null;
  }
}

type PledgeTextField = "name" | "email" | "pan" | "aadhaar" | "panName" | "address" | "pinCode";

function textField(data: string, field: PledgeTextField): string {
  try {
    const value: unknown = JSON.parse(data)[field];
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

const pledgeName = (data: string) => textField(data, "name");
const pledgeEmail = (data: string) => textField(data, "email");
/** The PAN and Aadhaar number the donor gave on the form for an 80G receipt, each "" if none. */
const identifiersGiven = (data: string) => ({
  pan: textField(data, "pan"),
  aadhaar: textField(data, "aadhaar"),
});

/** `reportedOnly`: only pledges a donor reported paying, the few the "to confirm" count reads. */
export async function pledgeLines(
  database: Kysely<Database>,
  { reportedOnly = false } = {},
): Promise<PledgeLine[]> {
  const db = withDonationTables(database);
  let pledgeQuery = db
    .withTables<PaymentReportTables>()
    .selectFrom("submissions")
    .select(["id", "reference", "data", "created_at"])
    .where("form_type", "=", "donation")
    .where("status", "=", "received");
  if (reportedOnly)
    pledgeQuery = pledgeQuery.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("payment_reports")
          .select("payment_reports.id")
          .whereRef("payment_reports.submission_id", "=", "submissions.id"),
      ),
    );
  const pledges = await pledgeQuery.execute();
  const payments = await db
    .selectFrom("payments")
    .select([
      "submission_id",
      "receipt_number",
      "financial_year",
      "amount_paise",
      "donor_name",
      "donor_pan",
      "donor_aadhaar",
      "cancelled_at",
      "mode",
      "payment_reference",
      "created_at",
    ])
    .orderBy("financial_year")
    .orderBy("sequence")
    .execute();
  const reports = await reportsOfPledges(
    database,
    pledges.map((pledge) => pledge.id),
  );
  const dated: { at: string; line: PledgeLine }[] = pledges.map((pledge) => {
    const own = payments.filter((payment) => payment.submission_id === pledge.id);
    const pledgedRupeesValue = pledgedRupees(pledge.data);
    const figures = paidAgainst(
      pledgedRupeesValue === null ? null : pledgedRupeesValue * 100,
      own,
      identifiersGiven(pledge.data),
    );
    const reported = reports.filter((report) => report.submission_id === pledge.id);
    const line: PledgeLine = {
      reference: pledge.reference,
      name: pledgeName(pledge.data),
      ...figures,
      financialYears: [
        ...new Set([pledgeFinancialYear(pledge.created_at), ...own.map((payment) => payment.financial_year)]),
      ],
      reported: reported.map((report) => describeReport(report)),
      toConfirm: reportsToConfirm(reported, own, paidInFull(figures)).length,
      setAside: reportsSetAside(reported, own, paidInFull(figures)).length,
    };
    return { at: pledge.created_at, line };
  });
  for (const payment of payments) {
    if (payment.submission_id !== null) continue;
    dated.push({
      at: payment.created_at,
      line: {
        reference: "",
        name: payment.donor_name,
        pledgedPaise: null,
        paidPaise: payment.cancelled_at === null ? payment.amount_paise : 0,
        state: "no pledge",
        receipts: [listedReceipt(payment)],
        ...identifierShown(payment.donor_pan ?? "", payment.donor_aadhaar ?? ""),
        financialYears: [payment.financial_year],
        reported: [],
        toConfirm: 0,
        setAside: 0,
      },
    });
  }
  // Newest first: the office looks for what came in today, on a phone where each line is a card.
  return dated.sort((first, second) => second.at.localeCompare(first.at)).map(({ line }) => line);
}

type PaidFigures = Pick<PledgeLine, "pledgedPaise" | "paidPaise" | "state" | "receipts" | "pan" | "aadhaar">;

/**
 * What a pledge's receipts in force add up to against what was pledged; the PAN of a receipt in
 * force, else the one the donor gave on the form (and where neither has one, the Aadhaar number the
 * same way). Every receipt is listed, cancelled ones marked.
 */
function paidAgainst(
  pledgedPaise: number | null,
  receipts: readonly Pick<
    PaymentsTable,
    "receipt_number" | "amount_paise" | "donor_pan" | "donor_aadhaar" | "cancelled_at"
  >[],
  given: { pan: string; aadhaar: string } = { pan: "", aadhaar: "" },
): PaidFigures {
  const inForce = receipts.filter((payment) => payment.cancelled_at === null);
  const paidPaise = inForce.reduce((sum, payment) => sum + payment.amount_paise, 0);
  const pan = inForce.find((payment) => payment.donor_pan)?.donor_pan ?? given.pan;
  const aadhaar = inForce.find((payment) => payment.donor_aadhaar)?.donor_aadhaar ?? given.aadhaar;
  return {
    pledgedPaise,
    paidPaise,
    state:
      paidPaise === 0 ? "unpaid" : pledgedPaise !== null && paidPaise < pledgedPaise ? "part paid" : "paid",
    receipts: receipts.map(listedReceipt),
    ...identifierShown(pan, aadhaar),
  };
}

/** How a list names a donor: the PAN masked, else the Aadhaar number masked, else neither. */
function identifierShown(pan: string, aadhaar: string): Pick<PledgeLine, "pan" | "aadhaar"> {
  return { pan: masked("pan", pan), aadhaar: pan ? "" : masked("aadhaar", aadhaar) };
}

/** A pledge with an amount whose receipts reach it: it needs no more payments. */
export const paidInFull = (line: Pick<PledgeLine, "pledgedPaise" | "paidPaise">) =>
  line.pledgedPaise !== null && line.paidPaise >= line.pledgedPaise;

/** The lines with a donor's report that no receipt answers yet, for the "to confirm" filter. */
export const reportedToConfirm = (lines: readonly PledgeLine[]) => lines.filter((line) => line.toConfirm > 0);

/** The pledges with a report the spam rule set aside, still unanswered. */
export const reportedSetAside = (lines: readonly PledgeLine[]) => lines.filter((line) => line.setAside > 0);

/**
 * How many pledges wait for staff to confirm a payment the donor reported, and how many have a
 * report set aside as spam to look at: the inbox's counts.
 */
export async function pledgeReportCounts(database: Kysely<Database>) {
  const lines = await pledgeLines(database, { reportedOnly: true });
  return { toConfirm: reportedToConfirm(lines).length, setAside: reportedSetAside(lines).length };
}

const pledgeFinancialYear = (createdAt: string) => financialYearOf(istToday(new Date(createdAt)));

/** What is still to come: the pledge less what was paid, never below zero; null without a pledge. */
export function unpaidPaise(line: Pick<PledgeLine, "pledgedPaise" | "paidPaise">): number | null {
  return line.pledgedPaise === null ? null : Math.max(0, line.pledgedPaise - line.paidPaise);
}

/** The lines of one financial year (2026-27): its pledges and the pledges and payments of its receipts. */
export function inFinancialYear(lines: readonly PledgeLine[], financialYear: string): PledgeLine[] {
  return lines.filter((line) => line.financialYears.includes(financialYear));
}

/** The financial years any line belongs to, latest first: the choices of a year filter. */
export function financialYearsOf(lines: readonly PledgeLine[]): string[] {
  return [...new Set(lines.flatMap((line) => line.financialYears))].sort().reverse();
}

export type Pledge = {
  /** The donation submission's id. */
  submissionId: string;
  reference: string;
  name: string;
  email: string;
  createdAt: string;
  /** Every payment recorded against it, cancelled receipts included, oldest first. */
  payments: PaymentsTable[];
  /** The donor's "I have paid" reports, oldest first. */
  reports: StoredReport[];
  /** Those no receipt answers yet, newest first: the first fills in the payment form. */
  toConfirm: StoredReport[];
  /**
   * What the donor gave on the form for an 80G receipt, PAN and Aadhaar masked, so the office sees
   * what a payment need not ask again; null when they asked for none.
   */
  receiptDetails: ReceiptDetailsGiven | null;
} & PaidFigures;

/**
 * The language of the pledge's form (decision 010), which the letters about its payments are written
 * in. A payment without a pledge, or against a pledge since deleted, has none: English.
 */
export async function pledgeLanguage(
  database: Kysely<Database>,
  submissionId: string | null,
): Promise<Language> {
  if (submissionId === null) return "en";
  const pledge = await database
    .selectFrom("submissions")
    .select("language")
    .where("id", "=", submissionId)
    .executeTakeFirst();
  return pledge?.language ?? "en";
}

/** One pledge (a donation submission, spam or not) with its payments, or undefined. */
export async function findPledge(database: Kysely<Database>, reference: string): Promise<Pledge | undefined> {
  const db = withDonationTables(database);
  const pledge = await db
    .selectFrom("submissions")
    .select(["id", "reference", "data", "created_at"])
    .where("reference", "=", reference.trim().toUpperCase())
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (!pledge) return undefined;
  const payments = await db
    .selectFrom("payments")
    .selectAll()
    .where("submission_id", "=", pledge.id)
    .orderBy("financial_year")
    .orderBy("sequence")
    .execute();
  const pledged = pledgedRupees(pledge.data);
  const figures = paidAgainst(
    pledged === null ? null : pledged * 100,
    payments,
    identifiersGiven(pledge.data),
  );
  const reports = await reportsOfPledges(database, [pledge.id]);
  return {
    submissionId: pledge.id,
    reference: pledge.reference,
    name: pledgeName(pledge.data),
    email: pledgeEmail(pledge.data),
    createdAt: pledge.created_at,
    payments,
    reports,
    toConfirm: reportsToConfirm(reports, payments, paidInFull(figures)),
    receiptDetails: receiptDetailsGiven(pledge.data),
    ...figures,
  };
}

export type ReceiptDetailsGiven = { panName: string; pan: string; aadhaar: string; address: string };

function receiptDetailsGiven(data: string): ReceiptDetailsGiven | null {
  let wants80G: unknown;
  try {
    wants80G = JSON.parse(data).wants80G;
  } catch {
    return null;
  }
  if (wants80G !== true) return null;
  const { pan, aadhaar } = identifiersGiven(data);
  return {
    panName: textField(data, "panName"),
    pan: masked("pan", pan),
    aadhaar: masked("aadhaar", aadhaar),
    address: addressOnOneLine(textField(data, "address"), textField(data, "pinCode")),
  };
}

export function formatPledgeLines(lines: PledgeLine[]): string {
  if (lines.length === 0) return "No pledges or payments yet.\n";
  const header = ["reference", "name", "pledged", "paid", "state", "receipts", "PAN", "donor reported"];
  const rows = lines.map((line) => [
    line.reference || "-",
    line.name,
    line.pledgedPaise === null ? "-" : formatPaise(line.pledgedPaise),
    formatPaise(line.paidPaise),
    line.state,
    line.receipts.map(receiptLabel).join(" ") || "-",
    line.pan || "-",
    [line.reported.join("; "), line.toConfirm > 0 ? "(to confirm)" : ""].join(" ").trim() || "-",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return (
    [header, ...rows]
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}
