import { isFinancialYear } from "./published-documents.ts";

/*
 * The society's figures per financial year (income, expenditure, the share spent on programmes),
 * as staff publish them at /staff/figures: one content item "figures:yearly", checked by this one
 * schema when staff save it and when /transparency reads it back (a value that no longer passes
 * reads as none). Amounts are whole rupees; the share is a percentage.
 */

export const yearlyFiguresKey = "figures:yearly";

export type YearFigures = { year: string; income: number; expenditure: number; programmeShare: number };

export type YearlyFigures = { years: YearFigures[] };

export type FigureRowInput = { year: string; income: string; expenditure: string; programmeShare: string };

export type FigureErrors = Partial<Record<string, string>>;

const rupees = (value: string) => {
  const digits = value.replace(/[₹,\s]/g, "");
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
};

const percentage = (value: string) => {
  const text = value.replace(/[%\s]/g, "");
  const number = /^\d{1,3}(\.\d)?$/.test(text) ? Number(text) : NaN;
  return number >= 0 && number <= 100 ? number : null;
};

/** Rows as staff typed them (an empty row is left out), or stored figures read back: every problem by field. */
export function checkFigures(
  input: unknown,
): { ok: true; values: YearlyFigures } | { ok: false; errors: FigureErrors } {
  const rows: unknown[] =
    typeof input === "object" && input !== null && Array.isArray((input as { years?: unknown }).years)
      ? (input as { years: unknown[] }).years
      : [];
  const errors: FigureErrors = {};
  const years: YearFigures[] = [];
  rows.forEach((row, index) => {
    const record = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
    const text = (key: string) =>
      record[key] === undefined || record[key] === null ? "" : String(record[key]).trim();
    const [year, income, expenditure, share] = [
      text("year"),
      text("income"),
      text("expenditure"),
      text("programmeShare"),
    ];
    if (!year && !income && !expenditure && !share) return;
    const checked = {
      year,
      income: rupees(income),
      expenditure: rupees(expenditure),
      programmeShare: percentage(share),
    };
    if (!isFinancialYear(year)) errors[`year.${index}`] = "Enter the financial year as 2025-26.";
    else if (years.some((entry) => entry.year === year))
      errors[`year.${index}`] = "This year is already in the table.";
    if (checked.income === null)
      errors[`income.${index}`] = "Enter the income in whole rupees, such as 12,50,000.";
    if (checked.expenditure === null)
      errors[`expenditure.${index}`] = "Enter the expenditure in whole rupees.";
    if (checked.programmeShare === null)
      errors[`programmeShare.${index}`] = "Enter a percentage from 0 to 100, such as 82.5.";
    if (checked.income !== null && checked.expenditure !== null && checked.programmeShare !== null)
      years.push({
        year,
        income: checked.income,
        expenditure: checked.expenditure,
        programmeShare: checked.programmeShare,
      });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { years: years.sort((a, b) => b.year.localeCompare(a.year)) } };
}

/** The published figures the pages show, latest year first; none when unset or no longer valid. */
export function publishedFigures(data: unknown): YearFigures[] {
  if (data === undefined) return [];
  const checked = checkFigures(data);
  return checked.ok ? checked.values.years : [];
}
