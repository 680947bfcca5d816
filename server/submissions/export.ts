import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import {
  type Filters,
  type ReadRow,
  recordOf,
  readRows,
  type SkippedRow,
  type SubmissionRow,
  selectSubmissions,
} from "./filters.ts";

/*
 * The JSON export, for another program: every submission as stored. What people open in a
 * spreadsheet (.xlsx, CSV) is spreadsheet.ts.
 */

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
 * Rows already selected, as JSON (the staff area's export uses it too); a row whose data does not
 * read is left out and returned in `skipped`, never fatal to the rest.
 */
export function formatSubmissions(rows: readonly SubmissionRow[]): Exported {
  const { readable, skipped } = readRows(rows);
  return { text: asJson(readable), count: readable.length, skipped };
}

/** `export --format json`: every matching submission, oldest first, for another program. */
export async function exportSubmissions(db: Kysely<Database>, filters: Filters): Promise<Exported> {
  return formatSubmissions(await selectSubmissions(db, filters));
}
