import type { Kysely } from "kysely";
import { contactFieldLabels } from "#app/schemas/contact.ts";
import { donationFieldLabels } from "#app/schemas/donation.ts";
import { internshipFieldLabels } from "#app/schemas/internship.ts";
import { volunteerFieldLabels } from "#app/schemas/volunteer.ts";
import type { Database } from "../db/database.ts";
import { toCsv } from "./csv.ts";
import { indiaTime } from "../india-time.ts";
import {
  type Filters,
  type ReadRow,
  recordOf,
  readRows,
  type SkippedRow,
  type SubmissionRow,
  selectSubmissions,
} from "./filters.ts";

export type ExportFormat = "csv" | "json";

/**
 * The record's own columns; created_ist shows created_at (UTC, exact, for programs) as staff read it;
 * language is that of the form it was sent from (en, te).
 */
const recordColumns: [name: string, value: (row: SubmissionRow) => string][] = [
  ["id", (row) => row.id],
  ["reference", (row) => row.reference],
  ["form_type", (row) => row.form_type],
  ["status", (row) => row.status],
  ["created_at", (row) => row.created_at],
  ["created_ist", (row) => indiaTime(row.created_at)],
  ["language", (row) => row.language],
  ["user_agent", (row) => row.user_agent ?? ""],
];

/**
 * Every form field once, in form order; a field several forms share (name, email, message…) is one
 * column. Keys found in stored data but no longer in a form (older rows) follow at the end.
 */
function dataColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const labels of [
    donationFieldLabels,
    contactFieldLabels,
    volunteerFieldLabels,
    internshipFieldLabels,
  ]) {
    for (const key of Object.keys(labels)) columns.add(key);
  }
  for (const data of rows) for (const key of Object.keys(data)) columns.add(key);
  return [...columns];
}

function flatten(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(flatten).join("; ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function asCsv(rows: readonly ReadRow[]): string {
  const fields = dataColumns(rows.map(({ data }) => data));
  const lines = rows.map(({ row, data }) => [
    ...recordColumns.map(([, value]) => value(row)),
    ...fields.map((field) => flatten(data[field])),
  ]);
  return toCsv([...recordColumns.map(([name]) => name), ...fields], lines);
}

function asJson(rows: readonly ReadRow[]): string {
  const shown = rows.map(({ row, data }) => ({
    ...recordOf(row),
    userAgent: row.user_agent,
    data,
  }));
  return `${JSON.stringify(shown, null, 2)}\n`;
}

/** The file, how many submissions it holds, and the rows left out. */
export type Exported = { text: string; count: number; skipped: SkippedRow[] };

/**
 * Rows already selected, written as `export` writes them (the staff area's export uses it too);
 * a row whose data does not read is left out and returned in `skipped`, never fatal to the rest.
 */
export function formatSubmissions(rows: readonly SubmissionRow[], format: ExportFormat): Exported {
  const { readable, skipped } = readRows(rows);
  return { text: format === "csv" ? asCsv(readable) : asJson(readable), count: readable.length, skipped };
}

/** `export --format csv|json`: every matching submission, for a spreadsheet or another program. */
export async function exportSubmissions(
  db: Kysely<Database>,
  format: ExportFormat,
  filters: Filters,
): Promise<Exported> {
  return formatSubmissions(await selectSubmissions(db, filters), format);
}
