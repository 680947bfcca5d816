// Staff tool for the stored submissions: `npm run submissions -- <command>`. It opens the same
// database as the server (DATA_DIR or DATABASE_URL), and may run while the server runs.
import { createInterface } from "node:readline/promises";
import type { ParseArgsConfig } from "node:util";
import type { DatabaseHandle } from "../server/db/database.ts";
import { readEnv } from "../server/env.ts";
import { mailDirectory } from "../server/privacy/mail-files.ts";
import { retryFailedEmails } from "../server/submissions/emails.ts";
import { exportSubmissions } from "../server/submissions/export.ts";
import { describeSkipped, parseFilters } from "../server/submissions/filters.ts";
import { listSubmissions } from "./submissions/list.ts";
import { exportSpreadsheet } from "./submissions/export.ts";
import { personCommand, personUsage } from "./submissions/person.ts";
import type { AskTyped } from "./submissions/confirm.ts";
import { parseOlderThan, purgeCommand } from "./submissions/purge.ts";
import { showSubmission } from "./submissions/show.ts";
import { type Outcome, parseOptions as parse, runCommandLine, UsageError } from "./command-line.ts";

const usage = `Usage: npm run submissions -- <command>

  list [--type T] [--since DATE]                      one line per submission, oldest first, with its emails
  show <id or reference>                              everything stored about one submission (JSON)
  export --format xlsx --output FILE [--type T] [--since DATE]
                                                      a workbook with a sheet per form, as the staff
                                                      area's "Export to Excel"
  export --format csv --type T [--since DATE]         one form's submissions to stdout, as the staff area's
                                                      CSV (UTF-8 with BOM, headings in words)
  export --format json [--type T] [--since DATE]      all submissions to stdout, as stored (for programs)
  purge --older-than <days> [--dry-run] [--yes]       delete submissions older than <days> days (1 or more);
                                                      says what it will delete, then asks you to type a
                                                      confirmation, or takes --yes; --dry-run only says
  retry-failed                                        queue every failed email again
${personUsage}
T is donation, contact, volunteer or internship; DATE is like 2026-03-01 and starts at midnight India
time (IST); times are shown in IST.
The database is the server's: the SQLite file in DATA_DIR (default ./data), or DATABASE_URL.
export, purge, retry-failed and person are written to the staff audit log, by "command line".
`;

const filterOptions = {
  type: { type: "string" },
  since: { type: "string" },
} satisfies ParseArgsConfig["options"];

function filtersFrom(values: { type?: string; since?: string }) {
  const result = parseFilters(values);
  if (result.status === "error") throw new UsageError(result.error);
  return result.filters;
}

/** A typed answer from the person at the terminal; none when input is a pipe or a scheduled job. */
function askOnTerminal(): AskTyped {
  if (!process.stdin.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await terminal.question(question);
    } finally {
      terminal.close();
    }
  };
}

async function run(database: DatabaseHandle, command: string, args: string[]): Promise<Outcome> {
  const { db } = database;
  switch (command) {
    case "list": {
      const { values } = parse(args, filterOptions);
      return { output: await listSubmissions(db, filtersFrom(values)), exitCode: 0 };
    }
    case "show": {
      const { positionals } = parse(args, {});
      const [idOrReference] = positionals;
      if (!idOrReference || positionals.length > 1) throw new UsageError("show takes one id or reference.");
      const shown = await showSubmission(db, idOrReference);
      return shown
        ? { output: shown, exitCode: 0 }
        : { error: `No submission with id or reference ${idOrReference}.`, exitCode: 1 };
    }
    case "export": {
      const { values } = parse(args, {
        ...filterOptions,
        format: { type: "string" },
        output: { type: "string" },
      });
      if (values.format === "csv" || values.format === "xlsx") {
        const { type } = filtersFrom(values);
        const filter = { status: "all" as const, form: type, from: values.since };
        return exportSpreadsheet(database, values.format, filter, values.output);
      }
      if (values.format !== "json") throw new UsageError("export needs --format xlsx, csv or json.");
      if (values.output) throw new UsageError("JSON goes to stdout: leave out --output and redirect it.");
      const exported = await exportSubmissions(db, filtersFrom(values));
      // The file stays clean for the spreadsheet; what was left out is said on stderr.
      process.stderr.write(describeSkipped(exported.skipped));
      return {
        output: exported.text,
        exitCode: 0,
        audit: [{ action: "export", subject: `json, ${exported.count} submissions` }],
      };
    }
    case "purge": {
      const { values, positionals } = parse(args, {
        "older-than": { type: "string" },
        "dry-run": { type: "boolean" },
        yes: { type: "boolean" },
      });
      if (positionals.length > 0) throw new UsageError("purge takes no arguments besides its options.");
      const days = parseOlderThan(values["older-than"]);
      if (days.status === "error") throw new UsageError(days.error);
      const options = { days: days.days, dryRun: values["dry-run"] === true, yes: values.yes === true };
      const outcome = await purgeCommand(db, options, new Date(), askOnTerminal());
      if (outcome.status === "refused") return { error: outcome.error, exitCode: 1 };
      return { output: outcome.output, exitCode: 0, audit: outcome.audit ? [outcome.audit] : [] };
    }
    case "person": {
      const env = readEnv();
      const context = {
        db,
        mailDirectory: mailDirectory(env.DATA_DIR),
        donationYears: env.RETENTION_DONATION_YEARS,
        now: new Date(),
      };
      const outcome = await personCommand(context, args, askOnTerminal());
      if (outcome.status === "usage") throw new UsageError(outcome.error);
      if (outcome.status === "refused") return { error: outcome.error, exitCode: 1 };
      return { output: outcome.output, exitCode: 0, audit: [outcome.audit] };
    }
    case "retry-failed": {
      parse(args, {});
      return { ...(await retryFailedEmails(db, new Date())), exitCode: 0 };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : "Name a command.");
  }
}

await runCommandLine(usage, run);
