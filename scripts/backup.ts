// `npm run backup -- DIR [--keep N]`: a checked copy of the SQLite database and the mail folder,
// taken while the server runs (docs/deploy.md, Backups; docs/decisions/017-backups-and-the-data-directory-lock.md).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { recordGoodBackup } from "../server/backup-health.ts";
import { sqliteFileName } from "../server/db/database.ts";
import { readEnv } from "../server/env.ts";
import { mailDirectory } from "../server/privacy/mail-files.ts";
import {
  assertSameRows,
  backupName,
  checkDatabaseCopy,
  countRows,
  databaseFileName,
  listBackups,
  mailFolderName,
  type Manifest,
  manifestFileName,
  partialPrefix,
} from "./backup-set.ts";

const usage = `Usage: npm run backup -- DIR [--keep N]

Copies the SQLite database in DATA_DIR (default ./data) with SQLite's online backup API while the
server runs, with the .eml files of DATA_DIR/mail, into DIR/backup-<UTC time>/; checks the copy
(integrity_check, every table's rows); records the time for /api/health; then keeps the newest N
backups in DIR (default 14) and deletes older ones. Restore one with npm run restore -- FILE.
`;

const postgresAdvice = `DATABASE_URL is set: the submissions are in PostgreSQL, which this command does not copy.
Back it up with PostgreSQL's own tools (docs/deploy.md, "PostgreSQL"):
  pg_dump --format=custom --file=site-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"
and restore with:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump
`;

class UsageError extends Error {}

// A partial folder this old belongs to a backup that died; younger ones may be another run's.
const abandonedAfterMs = 24 * 60 * 60 * 1000;

function copyMailFiles(from: string, to: string): number {
  if (!existsSync(from)) return 0;
  // Only finished emails: the transport writes each under a temporary name and renames it.
  const emails = readdirSync(from).filter((name) => name.endsWith(".eml"));
  mkdirSync(to, { recursive: true });
  for (const name of emails) copyFileSync(path.join(from, name), path.join(to, name));
  return emails.length;
}

async function takeBackup({
  dataDir,
  directory,
  keep,
  now = new Date(),
}: {
  dataDir: string;
  directory: string;
  keep: number;
  now?: Date;
}) {
  const source = path.resolve(dataDir, sqliteFileName);
  if (!existsSync(source)) throw new Error(`There is no database at ${source}: nothing to back up.`);
  const name = backupName(now);
  const finished = path.join(directory, name);
  if (existsSync(finished)) throw new Error(`${finished} exists already: one backup per second.`);
  const partial = path.join(directory, `${partialPrefix}${name}`);
  mkdirSync(partial, { recursive: true });

  const connection = new SqliteDatabase(source, { fileMustExist: true, timeout: 5000 });
  try {
    // One read transaction for the counts and the copy: both see the same snapshot, however many
    // submissions the server writes meanwhile (WAL readers do not block the writer, nor it them).
    connection.exec("BEGIN");
    const rows = countRows(connection);
    const copy = path.join(partial, databaseFileName);
    await connection.backup(copy);
    connection.exec("COMMIT");
    // A single self-contained file, whatever journal mode the server uses.
    const copyConnection = new SqliteDatabase(copy);
    copyConnection.pragma("journal_mode = DELETE");
    copyConnection.close();
    assertSameRows(rows, checkDatabaseCopy(copy));
    const mailFiles = copyMailFiles(mailDirectory(dataDir), path.join(partial, mailFolderName));
    const manifest: Manifest = { takenAt: now.toISOString(), rows, mailFiles };
    writeFileSync(path.join(partial, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, finished);
    recordGoodBackup(connection, now);
    return { backup: finished, manifest, removed: pruneBackups(directory, keep, now) };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    if (connection.inTransaction) connection.exec("ROLLBACK");
    connection.close();
  }
}

/** Deletes all but the newest `keep` backups, and partial folders abandoned a day ago or more. */
function pruneBackups(directory: string, keep: number, now: Date): string[] {
  const doomed = listBackups(directory).slice(0, -keep);
  const abandoned = readdirSync(directory).filter(
    (name) =>
      name.startsWith(`${partialPrefix}backup-`) &&
      now.getTime() - statSync(path.join(directory, name)).mtimeMs > abandonedAfterMs,
  );
  for (const name of [...doomed, ...abandoned])
    rmSync(path.join(directory, name), { recursive: true, force: true });
  return doomed;
}

function parseCommandLine(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { keep: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [directory, ...extra] = parsed.positionals;
  if (!directory || extra.length > 0) throw new UsageError("Name one folder to write the backup into.");
  const keep = Number(parsed.values.keep ?? "14");
  if (!/^\d+$/.test(parsed.values.keep ?? "14") || keep < 1 || keep > 10_000)
    throw new UsageError("--keep takes a whole number of backups from 1 to 10000.");
  return { directory: path.resolve(directory), keep };
}

async function main(argv: string[]) {
  if (argv[0] === "--help" || argv[0] === "-h") {
    process.stdout.write(usage);
    return 0;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    process.stderr.write(postgresAdvice);
    return 2;
  }
  const { directory, keep } = parseCommandLine(argv);
  const { backup, manifest, removed } = await takeBackup({ dataDir: env.DATA_DIR, directory, keep });
  const counts = Object.entries(manifest.rows).map(([table, rows]) => `${table} ${rows}`);
  process.stdout.write(
    `Backup ${backup}: integrity ok; rows ${counts.join(", ")}; ${manifest.mailFiles} email file(s).\n` +
      (removed.length > 0 ? `Deleted ${removed.length} older backup(s), keeping ${keep}.\n` : ""),
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(
    error instanceof UsageError ? `${message}\n\n${usage}` : `Backup failed: ${message}\n`,
  );
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
