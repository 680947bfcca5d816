/*
 * Counts and limits in figures with Indian grouping (1,00,000). One formatter for the whole app:
 * `toLocaleString("en-IN")` builds a new one on every call, which cost the form pages ~25 ms of
 * start-up on a fast machine (every field's length hint, in every form and language).
 */
const indianGrouping = new Intl.NumberFormat("en-IN");

/** 100000 → "1,00,000", 2500 → "2,500". */
export function indianFigures(value: number): string {
  return indianGrouping.format(value);
}
