import { organisation } from "#app/content/organisation.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { plainRupees } from "./amount.ts";
import { financialYearDates } from "./financial-year.ts";
import { donationTypeNames, type PaymentMode, withDonationTables } from "./schema.ts";

/*
 * Form 10BD (Statement of particulars of donations received, Income-tax Rules, rule 18AB): the
 * columns of the e-filing portal's bulk-upload CSV template, in its order; which version, and what
 * was assumed, is in docs/decisions/011-donation-receipts-and-10bd.md. One row per donor, kind of
 * donation and mode of receipt, amounts summed; only donations with an identification number (PAN
 * or Aadhaar) are reported; cancelled receipts are left out.
 */

export const form10bdHeader = [
  "Sr. No.",
  "Pre Acknowledgement Number",
  "ID Code",
  "Unique Identification Number",
  "Section Code",
  "Unique Registration Number (URN)",
  "Date of Issuance of Unique Registration Number",
  "Name of donor",
  "Address of donor",
  "Donation Type",
  "Mode of receipt",
  "Amount of donation (Indian rupees)",
] as const;

/** The template's ID codes: 1 PAN, 2 Aadhaar (the others, passport and so on, are not collected). */
const idCodes = { pan: "1", aadhaar: "2" } as const;

/** UPI, bank transfers and (account payee) cheques are all "electronic modes" in the template. */
function modeOfReceipt(mode: PaymentMode): string {
  return mode === "cash" ? "Cash" : "Electronic modes including account payee cheque/draft";
}

export type Form10bd =
  { status: "ready"; rows: string[][]; skippedWithoutId: number } | { status: "error"; error: string };

export async function form10bdRows(database: Kysely<Database>, financialYear: string): Promise<Form10bd> {
  const dates = financialYearDates(financialYear);
  if (!dates) return { status: "error", error: `${financialYear} is not a financial year like 2026-27.` };
  const payments = await withDonationTables(database)
    .selectFrom("payments")
    .selectAll()
    .where("financial_year", "=", financialYear)
    .where("cancelled_at", "is", null)
    .orderBy("sequence")
    .execute();

  type Group = {
    idCode: string;
    id: string;
    name: string;
    address: string;
    type: string;
    mode: string;
    paise: number;
  };
  const groups = new Map<string, Group>();
  let skippedWithoutId = 0;
  for (const payment of payments) {
    const identity = payment.donor_pan
      ? { idCode: idCodes.pan, id: payment.donor_pan }
      : payment.donor_aadhaar
        ? { idCode: idCodes.aadhaar, id: payment.donor_aadhaar }
        : undefined;
    if (!identity) {
      skippedWithoutId += 1;
      continue;
    }
    const type = donationTypeNames[payment.donation_type];
    const mode = modeOfReceipt(payment.mode);
    const key = [identity.idCode, identity.id, type, mode].join("\u0000");
    const group = groups.get(key);
    // The latest receipt's name and address stand for the donor: people correct them over a year.
    if (group)
      Object.assign(group, {
        paise: group.paise + payment.amount_paise,
        name: payment.donor_name,
        address: payment.donor_address ?? group.address,
      });
    else
      groups.set(key, {
        ...identity,
        name: payment.donor_name,
        address: payment.donor_address ?? "",
        type,
        mode,
        paise: payment.amount_paise,
      });
  }
  const { urn, approvedOn } = organisation.giving.registration80G;
  const urnDate = approvedOn.split("-").reverse().join("/");
  const rows = [...groups.values()].map((group, index) => [
    String(index + 1),
    "",
    group.idCode,
    group.id,
    "Section 80G(5)(vi)",
    urn,
    urnDate,
    group.name,
    group.address,
    group.type,
    group.mode,
    plainRupees(group.paise),
  ]);
  return { status: "ready", rows, skippedWithoutId };
}
