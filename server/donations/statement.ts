import { publishedSettings } from "#app/content/settings/published.ts";
import { deductionLawOn } from "#app/content/tax-law.ts";
import type { Kysely } from "kysely";
import { publishedSettingValues } from "../content/settings.ts";
import type { Database } from "../db/database.ts";
import { plainRupees } from "./amount.ts";
import { financialYearDates } from "./financial-year.ts";
import { approvalFor, cashAboveLimit, societyOf } from "./receipt-terms.ts";
import { donationTypeNames, type PaymentMode, withDonationTables } from "./schema.ts";

/*
 * The annual statement of donations the society files for a financial (tax) year: Form 10BD
 * (Income-tax Rules, 1962, rule 18AB) up to 2025-26, Form 113 (Income-tax Rules, 2026) from tax
 * year 2026-27, as app/content/tax-law.ts names them. The columns are the e-filing portal's
 * bulk-upload CSV template, in its order (docs/decisions/011 and 037 say which version, and what
 * could not be confirmed for Form 113). As the rules aggregate: one row per donor identifier,
 * kind of donation and mode of receipt, amounts summed. Left out: cancelled receipts, donations
 * without PAN or Aadhaar (nothing to report them by) and each cash donation above ₹2,000, which
 * the law does not allow as a deduction. The society's URN and its date are the published
 * approval that covers the year.
 */

export const statementHeader = [
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

export type Statement =
  | {
      status: "ready";
      /** "Form 10BD" or "Form 113": the form this year's rules require. */
      form: string;
      rows: string[][];
      skippedWithoutId: number;
      /** Cash donations above ₹2,000: received and receipted, but not deductible. */
      skippedCash: number;
      /** What this form's columns could not be confirmed against, to show beside the download. */
      unconfirmed: string | null;
    }
  | { status: "error"; error: string };

export async function statementRows(
  database: Kysely<Database>,
  financialYear: string,
  production = false,
): Promise<Statement> {
  const dates = financialYearDates(financialYear);
  if (!dates) return { status: "error", error: `${financialYear} is not a financial year like 2026-27.` };
  const law = deductionLawOn(dates.from);
  const society = societyOf(publishedSettings(await publishedSettingValues(database), production));
  const approval = approvalFor(society, dates.from);
  if (!approval)
    return {
      status: "error",
      error: `No approval the society published covers ${financialYear}: an editor or an administrator sets its approval (number, date and validity) in the settings before exporting ${law.statementForm}.`,
    };
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
  let skippedCash = 0;
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
    if (cashAboveLimit(payment)) {
      skippedCash += 1;
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
  const urnDate = approval.approvedOn.split("-").reverse().join("/");
  const rows = [...groups.values()].map((group, index) => [
    String(index + 1),
    "",
    group.idCode,
    group.id,
    law.statementSectionCode,
    approval.number,
    urnDate,
    group.name,
    group.address,
    group.type,
    group.mode,
    plainRupees(group.paise),
  ]);
  return {
    status: "ready",
    form: law.statementForm,
    rows,
    skippedWithoutId,
    skippedCash,
    unconfirmed: law.unconfirmed,
  };
}
