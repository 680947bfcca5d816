import { ToWords } from "to-words";

/*
 * Amounts are kept as integer paise, so sums are exact. Staff type rupees ("2500", "2500.50"); the
 * receipt writes them in words in the Indian system (figures: app/utils/rupees.ts).
 */

const RUPEES = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/** "2500" → 250000, "2500.5" → 250050; undefined for anything else (more than two decimals, signs, commas). */
export function paiseFromRupees(text: string): number | undefined {
  const match = RUPEES.exec(text.trim());
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise > 0 ? paise : undefined;
}

/** The plain number a spreadsheet or UPI app reads: 250000 → "2500", 250050 → "2500.50". */
export function plainRupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const indianWords = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true } });

/** "Rupees One Lakh Twenty Thousand Only" style words (lakh and crore), as receipts write them. */
export function rupeesInWords(paise: number): string {
  return indianWords.convert(paise / 100);
}
