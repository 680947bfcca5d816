import { type Language, fillSlots } from "#app/content/language.ts";
import { organisation } from "#app/content/organisation.ts";
import { receiptTerms } from "#app/content/forms/receipt.ts";
import { type PublishedSettings, publishedSettings } from "#app/content/settings/published.ts";
import {
  approvalCovers,
  approvalCoversDate,
  cashLimitPaise,
  deductionLawOn,
  type LawEdition,
  lawOfEdition,
  yearNameOf,
} from "#app/content/tax-law.ts";
import type { Kysely } from "kysely";
import { publishedSettingValues } from "../content/settings.ts";
import type { Database } from "../db/database.ts";
import { longDate } from "../mail/content.ts";
import type { PaymentsTable } from "./schema.ts";

/*
 * What a receipt says beyond the payment itself: the society as it published its settings, and the
 * deduction under the law of the donation's date. Worked out once, when the receipt is issued, and
 * stored with the payment (payments.issued_as, migration 0017): a copy made later, after the
 * society changed its settings or a release changed the wording, shows what was issued.
 */

type PerLanguage = Readonly<Record<Language, string>>;

/** The society's approval that makes a gift deductible, as its order reads. */
export type Approval = { law: LawEdition; number: string; approvedOn: string; validity: string };

/** The office-bearer who signs receipts and certificates, as the society set them. */
export type Signatory = { name: string; designation: string | null };

export type Society = {
  name: PerLanguage;
  /** One line: street, town, district, state, PIN. */
  address: string;
  registration: string;
  pan: string | null;
  email: string | null;
  phone: string | null;
  approvals: Approval[];
  /** Absent from receipts issued before it was kept. */
  signatory?: Signatory | null;
};

/**
 * The society's name, email and phone in a document's footer line; the phone's spaces do not break,
 * as a number split over two lines is misread.
 */
export const contactsLine = (society: Pick<Society, "name" | "email" | "phone">) =>
  [society.name.en, society.email, society.phone?.replaceAll(" ", "\u00A0")].filter(Boolean).join(" · ");

export type IssuedTerms = {
  version: 1;
  law: LawEdition;
  /** The financial (tax) year of the donation, "2026-27". */
  year: string;
  deductible: boolean;
  society: Omit<Society, "approvals">;
  /** The approval printed on the receipt: only one that covers the donation's year. */
  approval: string | null;
  /** The sentences about the deduction, in each language. */
  statements: Readonly<Record<Language, string[]>>;
};

export function societyOf(settings: PublishedSettings): Society {
  const approvals: Approval[] = [];
  const old = {
    number: settings["registration80G.urn"],
    approvedOn: settings["registration80G.approvedOn"],
    validity: settings["registration80G.validity"],
  };
  const earlier = {
    number: settings["earlier80G.urn"],
    approvedOn: settings["earlier80G.approvedOn"],
    validity: settings["earlier80G.validity"],
  };
  for (const approval of [old, earlier])
    if (approval.number && approval.approvedOn && approval.validity)
      approvals.push({
        law: "1961",
        number: approval.number,
        approvedOn: approval.approvedOn,
        validity: approval.validity,
      });
  const fresh = {
    number: settings["approval354.number"],
    approvedOn: settings["approval354.approvedOn"],
    validity: settings["approval354.validity"],
  };
  if (fresh.number && fresh.approvedOn && fresh.validity)
    approvals.push({
      law: "2025",
      number: fresh.number,
      approvedOn: fresh.approvedOn,
      validity: fresh.validity,
    });
  const town = settings["address.locality.en"];
  const address = [
    settings["address.street.en"],
    town,
    organisation.address.district,
    organisation.address.state,
    settings["address.pin"],
  ]
    .filter(Boolean)
    .join(", ");
  const signatoryName = settings["signatory.name"];
  return {
    name: {
      en: settings["name.en"] ?? organisation.name,
      te: settings["name.te"] ?? settings["name.en"] ?? "",
    },
    address,
    registration: `Registered under the ${organisation.registration.act}, No. ${organisation.registration.number}`,
    pan: settings.pan,
    email: settings.email,
    phone: settings.phone,
    approvals,
    signatory: signatoryName ? { name: signatoryName, designation: settings["signatory.designation"] } : null,
  };
}

/** The approval that covers a donation received on this day: a fresh 2025-Act one first. */
export function approvalFor(society: Society, indiaDate: string): Approval | undefined {
  return [...society.approvals]
    .sort((a, b) => (a.law === b.law ? 0 : a.law === "2025" ? -1 : 1))
    .find((approval) => approvalCoversDate(approval.validity, indiaDate));
}

/** An approval as staff check it: its law, its validity as the order reads, the days of donations it covers. */
export type ApprovalSpan = {
  law: LawEdition;
  validity: string;
  /** The first and last day (yyyy-mm-dd) of the donations it covers; null when the validity is unreadable. */
  days: { from: string; to: string } | null;
};

/** Whether a receipt for money received on a day finds an approval, with the approvals it looked in. */
export type ApprovalOnDay = { day: string; year: string; covered: boolean; approvals: ApprovalSpan[] };

/**
 * Whether the society's approvals cover a donation received on this day, as a receipt issued for it
 * would find (approvalFor): for the staff pages that warn before and after a receipt says the
 * donation is not deductible.
 */
export function approvalOnDay(society: Society, indiaDate: string): ApprovalOnDay {
  return {
    day: indiaDate,
    year: yearNameOf(indiaDate).financialYear,
    covered: approvalFor(society, indiaDate) !== undefined,
    approvals: society.approvals.map(({ law, validity }) => {
      const covers = approvalCovers(validity);
      return {
        law,
        validity,
        days: covers ? { from: `${covers.first}-04-01`, to: `${covers.last + 1}-03-31` } : null,
      };
    }),
  };
}

/** Why a receipt says the donation is not deductible, checked in this order. */
export type NotDeductible = "no-approval" | "cash" | "no-identifier";

type DeductionFacts = Pick<PaymentsTable, "mode" | "amount_paise" | "donor_pan" | "donor_aadhaar">;

/** A cash payment above what the Act lets be deducted (₹2,000): receipted, never deductible. */
export const cashAboveLimit = (payment: Pick<PaymentsTable, "mode" | "amount_paise">) =>
  payment.mode === "cash" && payment.amount_paise > cashLimitPaise;

/**
 * The one rule of whether a receipt makes a donation deductible: why not, or null when it does.
 * `approved`: an approval the society published covers the donation's day. The receipt's words
 * (termsFor) follow it, and so do the staff pages that say so (receiptNotDeductible).
 */
export function notDeductibleBecause(payment: DeductionFacts, approved: boolean): NotDeductible | null {
  if (!approved) return "no-approval";
  if (cashAboveLimit(payment)) return "cash";
  if (!payment.donor_pan && !payment.donor_aadhaar) return "no-identifier";
  return null;
}

/**
 * Why a receipt cannot be issued in production, one sentence per setting the society has still to
 * publish; none outside production, where the code's stand-ins print.
 */
export function missingForReceipts(settings: PublishedSettings, production: boolean): string[] {
  if (!production) return [];
  const missing: string[] = [];
  if (!settings.pan) missing.push("Set the society's PAN before issuing receipts.");
  if (!settings["address.street.en"])
    missing.push("Set the society's street address before issuing receipts.");
  if (!settings["address.pin"]) missing.push("Set the society's PIN code before issuing receipts.");
  if (!settings.email)
    missing.push("Set the society's email before issuing receipts: the receipt tells donors to write to it.");
  const validity = settings["registration80G.validity"];
  if (validity && !approvalCovers(validity))
    missing.push(
      "Write the 80G approval's validity as its order does, such as AY 2022-23 to AY 2026-27, before issuing receipts.",
    );
  if (societyOf(settings).approvals.length === 0)
    missing.push(
      "Set the society's 80G approval (URN, date and validity), or its approval under the 2025 Act, before issuing receipts.",
    );
  return missing;
}

/**
 * The approval as a chartered accountant reads it: the section and Act it was granted under, its
 * number by that law's name, date and validity in the order's own words. An approval granted under
 * the 1961 Act continues under the 2025 Act (issue 26), which a donation after 1 April 2026 says.
 */
export function approvalLine(approval: Approval, donationLaw: LawEdition): string {
  const { act, approvalSection, approvalNumberName } = lawOfEdition(approval.law);
  const line = `Approved under section ${approvalSection} of the ${act.en}: ${approvalNumberName} ${approval.number}, dated ${approval.approvedOn.split("-").reverse().join("/")}, valid ${approval.validity}`;
  if (approval.law === donationLaw) return line;
  return `${line}; it continues in force under the ${lawOfEdition(donationLaw).act.en}`;
}

type Payment = Pick<
  PaymentsTable,
  "paid_on" | "mode" | "amount_paise" | "donor_pan" | "donor_aadhaar" | "receipt_number"
>;

/** The terms of a receipt issued now for this payment, from the society's published settings. */
export function termsFor(payment: Payment, society: Society): IssuedTerms {
  const law = deductionLawOn(payment.paid_on);
  const year = yearNameOf(payment.paid_on);
  const approval = approvalFor(society, payment.paid_on);
  const notDeductible = notDeductibleBecause(payment, approval !== undefined);
  const statements = Object.fromEntries(
    (["en", "te"] as const).map((language) => {
      const words = receiptTerms[language];
      const slots = {
        act: law.act[language],
        section: law.section,
        year: year[language],
        rules: law.rules[language],
        statementForm: law.statementForm,
        certificateForm: law.certificateForm,
        receiptNumber: payment.receipt_number,
        email: society.email ?? "",
      };
      const why = { "no-approval": words.noApproval, cash: words.cash, "no-identifier": words.noIdentifier };
      const said = notDeductible ? [why[notDeductible]] : [words.deductible, words.reporting];
      return [language, said.map((text) => fillSlots(text, slots))];
    }),
  ) as Record<Language, string[]>;
  return {
    version: 1,
    law: law.edition,
    year: year.financialYear,
    deductible: notDeductible === null,
    society: {
      name: society.name,
      address: society.address,
      registration: society.registration,
      pan: society.pan,
      email: society.email,
      phone: society.phone,
      signatory: society.signatory ?? null,
    },
    approval: approval ? approvalLine(approval, law.edition) : null,
    statements,
  };
}

/** The society as published now, read from the database. */
export async function publishedSociety(db: Kysely<Database>, production: boolean) {
  const settings = publishedSettings(await publishedSettingValues(db), production);
  return { society: societyOf(settings), missing: missingForReceipts(settings, production) };
}

/**
 * A receipt issued before receipts kept their terms (migration 0017) printed the code's values and
 * the 1961 Act's wording whatever its date; a copy made now prints the same.
 */
export function legacyTerms(payment: Payment): IssuedTerms {
  const giving = organisation.giving;
  const cash = cashAboveLimit(payment);
  const english = cash
    ? "A donation in cash above ₹2,000 does not qualify for deduction under section 80G."
    : "This donation is eligible for deduction under section 80G of the Income-tax Act, 1961, subject to the conditions and limits of that section. The society reports it to the Income-tax Department in Form 10BD and issues the certificate in Form 10BE.";
  return {
    version: 1,
    law: "1961",
    year: yearNameOf(payment.paid_on).financialYear,
    deductible: !cash,
    society: {
      name: { en: organisation.name, te: "" },
      address: [
        organisation.address.locality,
        organisation.address.district,
        organisation.address.state,
        organisation.address.country,
      ].join(", "),
      registration: `Registered under the ${organisation.registration.act}, No. ${organisation.registration.number}`,
      pan: giving.pan,
      email: organisation.email,
      phone: organisation.phone.display,
    },
    approval: `Approved under section 80G: URN ${giving.registration80G.urn}, dated ${longDate(giving.registration80G.approvedOn)}, valid ${giving.registration80G.validity}`,
    statements: { en: [english], te: [] },
  };
}

/** The terms a stored receipt was issued with. */
export function issuedTerms(payment: Payment & { issued_as?: string | null }): IssuedTerms {
  if (!payment.issued_as) return legacyTerms(payment);
  return JSON.parse(payment.issued_as) as IssuedTerms;
}

/**
 * Why a stored receipt says the donation is not deductible, as its PDF prints it; null when it says
 * it is. Its terms keep whether an approval covered the donation when it was issued; the payment
 * holds the rest of the rule.
 */
export function receiptNotDeductible(payment: Payment & { issued_as?: string | null }): NotDeductible | null {
  const terms = issuedTerms(payment);
  return terms.deductible ? null : notDeductibleBecause(payment, terms.approval !== null);
}
