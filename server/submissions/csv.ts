/** Characters a spreadsheet may read as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. Text that a spreadsheet would run as a formula gets a leading apostrophe, the
 * spreadsheet convention for "this is text": the data comes from the public, the file is opened
 * by staff. A number (an amount) is written as it is, for the spreadsheet to add up.
 */
function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV row with its CRLF line end. */
export function csvRow(values: readonly (string | number)[]): string {
  return `${values.map(cell).join(",")}\r\n`;
}

/** Opens a CSV file so that spreadsheet programs read Telugu and other non-Latin text correctly. */
export const byteOrderMark = "\uFEFF";

/**
 * RFC 4180 CSV with a header row and CRLF line ends, preceded by a UTF-8 byte order mark so that
 * spreadsheet programs read Telugu and other non-Latin text correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${byteOrderMark}${[header, ...rows].map(csvRow).join("")}`;
}
