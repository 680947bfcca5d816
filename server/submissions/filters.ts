import type { Kysely } from "kysely";
import { type FormType, formTypes } from "#app/schemas/form-types.ts";
import type { Database } from "../db/database.ts";
import { istDayStart } from "../india-time.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

export type Filters = { type?: FormType; since?: string };

export type FilterResult = { status: "ok"; filters: Filters } | { status: "error"; error: string };

const isFormType = (value: string): value is FormType => formTypes.some((formType) => formType === value);

/** --type and --since as given on the command line; a date is read as midnight India time (IST). */
export function parseFilters(options: { type?: string; since?: string }): FilterResult {
  const filters: Filters = {};
  if (options.type !== undefined) {
    if (!isFormType(options.type))
      return { status: "error", error: `--type must be one of ${formTypes.join(", ")}.` };
    filters.type = options.type;
  }
  if (options.since !== undefined) {
    if (!isCalendarDate(options.since))
      return { status: "error", error: "--since must be a date such as 2026-03-01 (read as India time)." };
    filters.since = istDayStart(options.since).toISOString();
  }
  return { status: "ok", filters };
}

/** Submissions matching the filters, oldest first. */
export function selectSubmissions(db: Kysely<Database>, { type, since }: Filters) {
  return db
    .selectFrom("submissions")
    .selectAll()
    .$if(type !== undefined, (query) => query.where("form_type", "=", type ?? ""))
    .$if(since !== undefined, (query) => query.where("created_at", ">=", since ?? ""))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export type SubmissionRow = Awaited<ReturnType<typeof selectSubmissions>>[number];

/** What identifies a stored submission, as `show` and the JSON export name it. */
export function recordOf(row: SubmissionRow) {
  return {
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    language: row.language,
    status: row.status,
    createdAt: row.created_at,
  };
}

/** A stored row whose data reads as an object, or the reason it does not. */
export type ReadRow = { status: "ok"; row: SubmissionRow; data: Record<string, unknown> };
export type SkippedRow = { status: "skipped"; id: string; reference: string; reason: string };

/**
 * The stored data as an object. Rows are written by the function, so only damage (a restored
 * backup cut short, a hand edit) makes one unreadable; such a row is reported and skipped, so the
 * others are still listed and exported.
 */
export function readRow(row: SubmissionRow): ReadRow | SkippedRow {
  const skipped = (reason: string): SkippedRow => ({
    status: "skipped",
    id: row.id,
    reference: row.reference,
    reason,
  });
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return skipped("its data is not valid JSON");
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    return skipped("its data is not a JSON object");
  return { status: "ok", row, data: Object.fromEntries(Object.entries(data)) };
}

/** The readable rows, and the skipped ones with their reasons. */
export function readRows(rows: readonly SubmissionRow[]) {
  const read = rows.map(readRow);
  return {
    readable: read.filter((entry): entry is ReadRow => entry.status === "ok"),
    skipped: read.filter((entry): entry is SkippedRow => entry.status === "skipped"),
  };
}

/** One line per skipped row: its id and reference (no data, which may hold personal details). */
export function describeSkipped(skipped: readonly SkippedRow[]): string {
  return skipped.map((entry) => `Skipped ${entry.id} (${entry.reference}): ${entry.reason}.\n`).join("");
}
