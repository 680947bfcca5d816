import type { Bilingual } from "./language.ts";

/*
 * Which income-tax law a donation falls under, chosen by the day the money arrived (India time).
 * The only place that knows section numbers, form names and year names: receipts, certificates,
 * the annual statement, the donate pages and the privacy notice all ask here. Sources, and what
 * could not be confirmed: docs/decisions/037-the-tax-law-by-the-donation-s-date.md.
 *
 * The Income-tax Act, 2025 is in force from 1 April 2026 (its section 1(3)) and applies from tax
 * year 2026-27; donations up to 31 March 2026 stay under the Income-tax Act, 1961 (financial year
 * 2025-26, assessment year 2026-27), whenever their receipt or statement is made.
 */

export type LawEdition = "1961" | "2025";

export type DeductionLaw = {
  edition: LawEdition;
  /** The first day (India time, yyyy-mm-dd) a donation falls under this law. */
  from: string;
  act: Bilingual<string>;
  /** The section a donor claims the deduction under: "80G", "133". */
  section: string;
  /** The society's approval that makes a gift deductible: "80G(5)", "354". */
  approvalSection: string;
  /** What the approval's number is called where it is printed: "URN" under 80G(5). */
  approvalNumberName: string;
  rules: Bilingual<string>;
  /** The annual statement of donations the society files, and the certificate the donor gets. */
  statementForm: string;
  certificateForm: string;
  /** The statement's "Section Code" column. */
  statementSectionCode: string;
  /** Said of this law where the search could not confirm it against the notified text; else null. */
  unconfirmed: string | null;
};

const editions: readonly DeductionLaw[] = [
  {
    edition: "1961",
    from: "0000-01-01",
    act: { en: "Income-tax Act, 1961", te: "ఆదాయపు పన్ను చట్టం, 1961" },
    section: "80G",
    approvalSection: "80G(5)",
    approvalNumberName: "URN",
    rules: { en: "Income-tax Rules, 1962", te: "ఆదాయపు పన్ను నియమాలు, 1962" },
    statementForm: "Form 10BD",
    certificateForm: "Form 10BE",
    statementSectionCode: "Section 80G(5)(vi)",
    unconfirmed: null,
  },
  {
    edition: "2025",
    from: "2026-04-01",
    act: { en: "Income-tax Act, 2025", te: "ఆదాయపు పన్ను చట్టం, 2025" },
    section: "133",
    approvalSection: "354",
    // The name of the number in a section 354 order was not found; "No." claims nothing more.
    approvalNumberName: "No.",
    rules: { en: "Income-tax Rules, 2026", te: "ఆదాయపు పన్ను నియమాలు, 2026" },
    statementForm: "Form 113",
    certificateForm: "Form 114",
    // FLAGGED: the portal's Form 113 section-code list was not found; check before the first filing.
    statementSectionCode: "Section 133",
    unconfirmed:
      "Form 113's bulk-upload column order and section code were not found in a published template: they follow Form 10BD's until the society's chartered accountant compares them with the portal.",
  },
];

/** The law of one edition, such as the one an approval order was made under. */
export function lawOfEdition(edition: LawEdition): DeductionLaw {
  return editions.find((each) => each.edition === edition) ?? currentLaw;
}

/** The law of the newest edition, as the site's pages state it today. */
export const currentLaw: DeductionLaw = editions[editions.length - 1] as DeductionLaw;

/** The law a donation received on this day (India time, yyyy-mm-dd) falls under. */
export function deductionLawOn(indiaDate: string): DeductionLaw {
  return editions.findLast((edition) => edition.from <= indiaDate) ?? currentLaw;
}

// Made on first use: a formatter with a time zone costs the browser ~15 ms on a slow phone, and the
// form pages' scripts import this module for its texts only (decision 043).
let indiaDay: Intl.DateTimeFormat | undefined;

/** The calendar day in India at an instant, whatever the server's time zone: "2026-04-01". */
export function indiaDateOf(at: Date): string {
  indiaDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" });
  return indiaDay.format(at);
}

/** "2025-26" for a financial (tax) year starting in 2025. */
const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;

/** The first calendar year of the financial year (April to March) of a yyyy-mm-dd date. */
export function financialYearStart(indiaDate: string): number {
  const year = Number(indiaDate.slice(0, 4));
  return Number(indiaDate.slice(5, 7)) >= 4 ? year : year - 1;
}

/**
 * The year a donation is claimed in, as its law names it: under the 1961 Act the assessment year
 * that follows the financial year; under the 2025 Act the tax year, which is the financial year.
 */
export function yearNameOf(indiaDate: string): Bilingual<string> & { financialYear: string } {
  const start = financialYearStart(indiaDate);
  const financialYear = yearLabel(start);
  if (deductionLawOn(indiaDate).edition === "1961") {
    const assessment = yearLabel(start + 1);
    return {
      financialYear,
      en: `financial year ${financialYear} (assessment year ${assessment})`,
      te: `ఆర్థిక సంవత్సరం ${financialYear} (అసెస్‌మెంట్ సంవత్సరం ${assessment})`,
    };
  }
  return { financialYear, en: `tax year ${financialYear}`, te: `పన్ను సంవత్సరం ${financialYear}` };
}

/** A year named as approval orders name them: "AY 2026-27", "assessment year 2026-27", "tax year 2026-27". */
const NAMED_YEAR =
  /^(AY|A\.Y\.|assessment year|TY|tax year|FY|financial year|previous year)\s*(\d{4})-(\d{2})$/i;

/** The financial year (its first calendar year) of donations a named year covers, or undefined. */
function donationYearOf(text: string): number | undefined {
  const match = NAMED_YEAR.exec(text.trim());
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const start = Number(match[2]);
  if ((start + 1) % 100 !== Number(match[3])) return undefined;
  // An assessment year assesses the financial year before it; the other names are that year.
  return /^a/i.test(match[1]) ? start - 1 : start;
}

/**
 * The donations an approval's validity covers, read as the order writes it ("AY 2022-23 to AY
 * 2026-27", "tax year 2026-27 to tax year 2030-31", or one year): the first and last financial
 * year (April to March) of donations, or undefined when the text is not in that form.
 */
export function approvalCovers(validity: string): { first: number; last: number } | undefined {
  const parts = validity.split(/\s+to\s+/i);
  if (parts.length > 2 || parts.length === 0) return undefined;
  const first = donationYearOf(parts[0] ?? "");
  const last = donationYearOf(parts[1] ?? parts[0] ?? "");
  if (first === undefined || last === undefined || last < first) return undefined;
  return { first, last };
}

/** Whether an approval's validity covers a donation received on this day. */
export function approvalCoversDate(validity: string, indiaDate: string): boolean {
  const covers = approvalCovers(validity);
  const year = financialYearStart(indiaDate);
  return covers !== undefined && covers.first <= year && year <= covers.last;
}

/**
 * Above this many paise in cash, a donation does not qualify for the deduction (₹2,000): section
 * 80G(5D) of the 1961 Act, section 133(5) of the 2025 Act (decision 037, amended).
 */
export const cashLimitPaise = 200_000;

/** How the site's pages say the deduction today, with the section it replaced. */
export const deductionToday: Bilingual<string> = {
  en: `eligible for deduction under section ${currentLaw.section} of the ${currentLaw.act.en} (formerly section 80G of the Income-tax Act, 1961)`,
  te: `${currentLaw.act.te} సెక్షన్ ${currentLaw.section} (గతంలో ఆదాయపు పన్ను చట్టం, 1961 సెక్షన్ 80G) కింద పన్ను మినహాయింపుకు అర్హం`,
};
