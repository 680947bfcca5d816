/*
 * The one place amounts are written in figures, with Indian grouping (1,00,000). Money is stored
 * as integer paise on the server (server/donations/amount.ts); the forms work in whole rupees.
 */
import { indianFigures } from "./indian-figures.ts";

// Made when first needed: the donation form, which works in whole rupees, never needs it, and a
// page's first Intl formatter costs tens of milliseconds (decision 055).
let groupedWithPaise: Intl.NumberFormat | undefined;

/** Figures without the sign, paise only when there are any: 250000 → "2,500", 12345650 → "1,23,456.50". */
export function rupeeFigures(paise: number): string {
  if (paise % 100 === 0) return indianFigures(paise / 100);
  groupedWithPaise ??= new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return groupedWithPaise.format(paise / 100);
}

/** An amount in paise as people in India write it: 1_00_000_00 → "₹1,00,000", 250050 → "₹2,500.50". */
export function formatPaise(paise: number): string {
  return `₹${rupeeFigures(paise)}`;
}

/** An amount in whole rupees (what the forms hold): 100000 → "₹1,00,000". */
export function formatRupees(amount: number): string {
  return formatPaise(Math.round(amount) * 100);
}
