import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";
import { emailStatusBySubmission } from "../../server/submissions/emails.ts";
import { indiaTime } from "../../server/india-time.ts";
import { submitterName } from "../../server/submissions/inbox.ts";
import {
  describeSkipped,
  type Filters,
  readRows,
  selectSubmissions,
} from "../../server/submissions/filters.ts";

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((value, column) => value.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/**
 * `list`: one line per submission, oldest first, with the name so staff recognise it and the time
 * in India; a row whose data does not read is named at the end, and the others are still listed.
 */
export async function listSubmissions(db: Kysely<Database>, filters: Filters): Promise<string> {
  const { readable, skipped } = readRows(await selectSubmissions(db, filters));
  const emailsOf = await emailStatusBySubmission(db);
  const lines = readable.map(({ row, data }) => {
    const name = submitterName(data);
    return [
      indiaTime(row.created_at),
      row.reference,
      row.form_type,
      row.status,
      name,
      row.id,
      emailsOf(row.id),
    ];
  });
  const header = ["created (IST)", "reference", "form", "status", "name", "id", "emails"];
  return `${table([header, ...lines])}\n${readable.length} submission(s).\n${describeSkipped(skipped)}`;
}
