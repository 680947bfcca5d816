import type { Kysely } from "kysely";
import { contactFieldLabels } from "#app/schemas/contact.ts";
import { donationFieldLabels } from "#app/schemas/donation.ts";
import { internshipFieldLabels } from "#app/schemas/internship.ts";
import { volunteerFieldLabels } from "#app/schemas/volunteer.ts";
import type { Database } from "../../server/db/database.ts";
import { toCsv } from "./csv.ts";
import { dataOf, type Filters, type SubmissionRow, selectSubmissions } from "./filters.ts";

export type ExportFormat = "csv" | "json";

const recordColumns = ["id", "reference", "form_type", "status", "created_at", "user_agent"] as const;

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

function asCsv(rows: readonly SubmissionRow[]): string {
  const data = rows.map(dataOf);
  const fields = dataColumns(data);
  const lines = rows.map((row, index) => [
    ...recordColumns.map((column) => flatten(row[column])),
    ...fields.map((field) => flatten(data[index]?.[field])),
  ]);
  return toCsv([...recordColumns, ...fields], lines);
}

function asJson(rows: readonly SubmissionRow[]): string {
  const shown = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    status: row.status,
    createdAt: row.created_at,
    userAgent: row.user_agent,
    data: dataOf(row),
  }));
  return `${JSON.stringify(shown, null, 2)}\n`;
}

/** Rows already selected, written as `export` writes them; the staff area's export uses it too. */
export function formatSubmissions(rows: readonly SubmissionRow[], format: ExportFormat): string {
  return format === "csv" ? asCsv(rows) : asJson(rows);
}

/** `export --format csv|json`: every matching submission, for a spreadsheet or another program. */
export async function exportSubmissions(
  db: Kysely<Database>,
  format: ExportFormat,
  filters: Filters,
): Promise<string> {
  return formatSubmissions(await selectSubmissions(db, filters), format);
}
