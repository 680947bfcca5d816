import { parseArgs, type ParseArgsConfig } from "node:util";
import { type DatabaseHandle, openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { readEnv } from "../server/env.ts";
import { type AuditLine, commandLine, recordAudit } from "../server/accounts/audit.ts";
import { withStaffTables } from "../server/accounts/database.ts";

/*
 * What the staff commands over the server's database (`npm run submissions`, `npm run donations`)
 * share: option parsing, the usage text on a wrong call (exit code 2), the database opened and
 * migrated before the command and closed after it, and output on stdout, errors on stderr (1).
 * What a command did goes to the staff audit log as the staff area's same action would, by the
 * command line: only a command that succeeded carries lines, so a refused one leaves no trace.
 */

export type Outcome =
  { output: string; exitCode: 0; audit?: AuditLine[] } | { error: string; exitCode: 1 | 2 };

/** A wrong call: its message is followed by the usage text, and the exit code is 2. */
export class UsageError extends Error {}

/** The command's options and positionals; an unknown option or a missing value is a UsageError. */
export function parseOptions<Options extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: Options,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

type Run = (database: DatabaseHandle, command: string, args: string[]) => Promise<Outcome>;

async function recordAuditLines(database: DatabaseHandle, lines: AuditLine[]) {
  const db = withStaffTables(database.db);
  for (const { action, subject } of lines) await recordAudit(db, commandLine, action, subject);
}

async function outcomeOf(usage: string, argv: string[], run: Run): Promise<Outcome> {
  const [command = "", ...args] = argv;
  if (command === "help" || command === "--help" || command === "-h") return { output: usage, exitCode: 0 };
  const database = openDatabase(readEnv());
  try {
    await migrateToLatest(database);
    process.stderr.write(`Database: ${database.location}\n`);
    const outcome = await run(database, command, args);
    if ("output" in outcome) await recordAuditLines(database, outcome.audit ?? []);
    return outcome;
  } catch (error) {
    if (error instanceof UsageError) return { error: `${error.message}\n\n${usage}`, exitCode: 2 };
    throw error;
  } finally {
    await database.close();
  }
}

/** Writes the outcome to stdout or stderr and sets the exit code; an unexpected error is written too. */
export async function finish(outcome: Promise<Outcome>, exitCodeOnThrow: 1 | 2 = 1) {
  try {
    const done = await outcome;
    if ("output" in done) process.stdout.write(done.output);
    else process.stderr.write(`${done.error}\n`);
    process.exitCode = done.exitCode;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = exitCodeOnThrow;
  }
}

/** Runs `<command> [args]` from the process's arguments and sets its output and exit code. */
export async function runCommandLine(usage: string, run: Run) {
  await finish(outcomeOf(usage, process.argv.slice(2), run));
}
