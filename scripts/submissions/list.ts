import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";
import { emailStatusBySubmission } from "./emails.ts";
import { dataOf, type Filters, selectSubmissions } from "./filters.ts";

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

/** `list`: one line per submission, oldest first, with the name so staff recognise it. */
export async function listSubmissions(db: Kysely<Database>, filters: Filters): Promise<string> {
  const rows = await selectSubmissions(db, filters);
  const emailsOf = await emailStatusBySubmission(db);
  const lines = rows.map((row) => {
    const data = dataOf(row);
    const name = String(data.name ?? data.fullName ?? "");
    return [row.created_at, row.reference, row.form_type, row.status, name, row.id, emailsOf(row.id)];
  });
  const header = ["created (UTC)", "reference", "form", "status", "name", "id", "emails"];
  return `${table([header, ...lines])}\n${rows.length} submission(s).\n`;
}
