/*
 * Counts, limits and whole rupees in figures with Indian grouping (1,00,000): the last three digits,
 * then pairs. Whole numbers are grouped here rather than by Intl.NumberFormat("en-IN"), whose first
 * use in a page loads the browser's number-formatting data: 35–49 ms on the bench machine, a long
 * task on a slow phone, paid by the home page's counters as it loads and by a form at its first
 * touch (decision 055). Anything else (a fraction) still goes to Intl, made once, when first needed.
 */
let indianGrouping: Intl.NumberFormat | undefined;

/** 100000 → "1,00,000", 2500 → "2,500", -1234567 → "-12,34,567". */
export function indianFigures(value: number): string {
  if (!Number.isSafeInteger(value)) {
    indianGrouping ??= new Intl.NumberFormat("en-IN");
    return indianGrouping.format(value);
  }
  const digits = String(Math.abs(value));
  const lastThree = digits.slice(-3);
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${pairs ? `${pairs},` : ""}${lastThree}`;
}
