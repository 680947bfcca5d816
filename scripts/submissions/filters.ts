import type { Kysely } from "kysely";
import { type FormType, formTypes } from "#app/schemas/form-submission.ts";
import type { Database } from "../../server/db/database.ts";

export type Filters = { type?: FormType; since?: string };

export type FilterResult = { status: "ok"; filters: Filters } | { status: "error"; error: string };

const isFormType = (value: string): value is FormType => formTypes.some((formType) => formType === value);

/** --type and --since as given on the command line; a date is read as UTC midnight. */
export function parseFilters(options: { type?: string; since?: string }): FilterResult {
  const filters: Filters = {};
  if (options.type !== undefined) {
    if (!isFormType(options.type))
      return { status: "error", error: `--type must be one of ${formTypes.join(", ")}.` };
    filters.type = options.type;
  }
  if (options.since !== undefined) {
    const since = new Date(options.since);
    if (Number.isNaN(since.getTime()))
      return { status: "error", error: "--since must be a date such as 2026-03-01." };
    filters.since = since.toISOString();
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

/** The stored data as an object; rows are written by the function, so this only guards against damage. */
export function dataOf(row: SubmissionRow): Record<string, unknown> {
  const data: unknown = JSON.parse(row.data);
  return data && typeof data === "object" && !Array.isArray(data)
    ? Object.fromEntries(Object.entries(data))
    : {};
}
