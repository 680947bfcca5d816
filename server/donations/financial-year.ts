/*
 * India's financial year runs from 1 April to 31 March and is written "2026-27". Receipts are
 * numbered within it, and Form 10BD is filed for it.
 */

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** The financial year of a yyyy-mm-dd date: 2026-11-20 → "2026-27", 2027-03-31 → "2026-27". */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first and last day of a financial year written "2026-27", or undefined when it is not one. */
export function financialYearDates(financialYear: string): { from: string; to: string } | undefined {
  const match = FINANCIAL_YEAR.exec(financialYear);
  if (!match) return undefined;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return undefined;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** "2026-27/0001": the year, then the sequence padded to four digits (more digits once past 9999). */
export function receiptNumber(financialYear: string, sequence: number): string {
  return `${financialYear}/${String(sequence).padStart(4, "0")}`;
}
