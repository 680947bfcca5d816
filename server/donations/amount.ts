import { ToWords } from "to-words";

/*
 * Amounts are kept as integer paise, so sums are exact. Staff type rupees ("2500", "2500.50"); the
 * receipt writes them in words in the Indian system (figures: app/utils/rupees.ts).
 */

/**
 * Rupees as people write them: "2500", "2,500" or "2,500.50", in Indian ("1,00,000") or
 * international ("100,000") grouping, after "₹", "Rs." or "INR" if they like. Commas elsewhere
 * ("2,50") are more likely a slip than a figure, so they are refused.
 */
const RUPEES = /^(?:₹|rs\.?|inr)?\s*(\d{1,10}|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.(\d{1,2}))?$/i;

/** "2,500" → 250000, "₹ 2500.5" → 250050; undefined for anything else (more than two decimals, signs, stray commas). */
export function paiseFromRupees(text: string): number | undefined {
  const match = RUPEES.exec(text.trim());
  if (!match) return undefined;
  const rupees = (match[1] ?? "").replaceAll(",", "");
  if (rupees.length > 10) return undefined;
  const paise = Number(rupees) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return paise > 0 ? paise : undefined;
}

/** The plain number a spreadsheet or UPI app reads: 250000 → "2500", 250050 → "2500.50". */
export function plainRupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const CRORE = 1_00_00_000;
const libraryIndianEnglish = new ToWords({ localeCode: "en-IN" }).getLocale().config;

/**
 * to-words' en-IN goes on past crore to arab, kharab…; Indian receipts stop at crore and say the
 * number of crores itself in lakh and thousand ("One Hundred Twenty Three Crore", "Twelve Thousand
 * Three Hundred Forty Five Crore"). Without the larger words the library groups by crore at the top.
 */
class ReceiptIndianEnglish {
  config = {
    ...libraryIndianEnglish,
    numberWordsMapping: libraryIndianEnglish.numberWordsMapping.filter(({ number }) => number <= CRORE),
  };
}

const indianWords = new ToWords({ converterOptions: { currency: true } }).setLocale(ReceiptIndianEnglish);

/** "One Lakh Twenty Thousand Rupees Only" style words (lakh and crore, no larger), as receipts write them. */
export function rupeesInWords(paise: number): string {
  return indianWords.convert(paise / 100);
}
