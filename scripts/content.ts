// All the society's content as one JSON document: `npm run content -- export FILE` writes it,
// `-- import FILE` checks all of it and publishes each item's latest version here, or changes
// nothing (docs/decisions/036-history-preview-and-moving-content.md). A running server shows an
// import within its poll (10 s). Opens the server's database (DATA_DIR or DATABASE_URL).
import { readFile, writeFile } from "node:fs/promises";
import { commandLine } from "../server/accounts/audit.ts";
import { paymentAlertNotice } from "../server/content/payment-alerts.ts";
import { exportContent, importContent } from "../server/content/transfer.ts";
import { parseOptions, runCommandLine, UsageError } from "./command-line.ts";

const usage = `Usage: npm run content -- <command>

  export <file>   write every content item's published versions and draft to <file> (JSON)
  import <file>   check every item in <file>, then publish each one's latest version as a new
                  version here (audited as the command line); anything invalid: nothing changes
`;

await runCommandLine(usage, async (database, command, args) => {
  const { positionals } = parseOptions(args, {});
  const [file, ...extra] = positionals;
  if (command !== "export" && command !== "import") throw new UsageError(`Unknown command "${command}".`);
  if (!file || extra.length > 0) throw new UsageError(`${command} takes one file name.`);
  if (command === "export") {
    const document = await exportContent(database.db, new Date());
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);
    return {
      output: `Wrote ${Object.keys(document.items).length} content item(s) to ${file}.\n`,
      exitCode: 0,
    };
  }
  const outcome = await importContent(database.db, await readFile(file, "utf8"), commandLine, new Date());
  if (outcome.status === "refused")
    return {
      error: `Nothing was imported: ${file} has ${outcome.problems.length} problem(s).\n${outcome.problems.map((problem) => `  ${problem}`).join("\n")}`,
      exitCode: 1,
    };
  const lines = [
    ...outcome.published.map(({ key, version }) => `${key}: published as version ${version}`),
    ...outcome.unchanged.map((key) => `${key}: unchanged (the same as published here)`),
    ...(outcome.paymentChanged ? [paymentAlertNotice] : []),
  ];
  return {
    output: `${lines.map((line) => `${line}\n`).join("")}Imported ${outcome.published.length} item(s).\n`,
    exitCode: 0,
  };
});
