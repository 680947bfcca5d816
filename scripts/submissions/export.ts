import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { withStaffTables } from "../../server/accounts/database.ts";
import type { InboxFilter } from "../../server/submissions/inbox.ts";
import { formCsv, writeWorkbook } from "../../server/submissions/spreadsheet.ts";
import { type Outcome, UsageError } from "../command-line.ts";

/**
 * `export --format xlsx|csv`: the staff area's spreadsheet export, written as it is read (the
 * workbook to --output, a form's CSV to stdout), and audited as the staff area's is.
 */
export async function exportSpreadsheet(
  database: DatabaseHandle,
  format: "xlsx" | "csv",
  filter: InboxFilter,
  output: string | undefined,
): Promise<Outcome> {
  const source = { db: withStaffTables(database.db), dialect: database.dialect, filter };
  if (format === "csv") {
    const form = filter.form;
    if (!form)
      throw new UsageError("A CSV file holds one form: add --type T, or use --format xlsx --output FILE.");
    if (output)
      throw new UsageError("The CSV goes to stdout: leave out --output and redirect it (> file.csv).");
    const counted = { count: 0, skipped: 0 };
    for await (const piece of formCsv(source, form, counted))
      if (!process.stdout.write(piece)) await new Promise((resolve) => process.stdout.once("drain", resolve));
    return done(counted, `csv ${form}`);
  }
  if (!output) throw new UsageError("The workbook needs a file: add --output submissions.xlsx.");
  const file = createWriteStream(output);
  const counted = await writeWorkbook(source, file);
  await finished(file);
  return { ...done(counted, "xlsx"), output: `Wrote ${counted.count} submissions to ${output}.\n` };
}

function done(counted: { count: number; skipped: number }, what: string) {
  if (counted.skipped > 0)
    process.stderr.write(`${counted.skipped} stored submission(s) do not read and were left out.\n`);
  return {
    output: "",
    exitCode: 0 as const,
    audit: [{ action: "export", subject: `${what}, ${counted.count} submissions` }],
  };
}
