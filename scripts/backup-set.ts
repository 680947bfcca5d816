import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";

/*
 * What a backup is, shared by `npm run backup` and `npm run restore`: a folder
 * `backup-2026-11-23T09-15-00Z` (UTC, so names sort by time) holding the database copy
 * `submissions.db`, the mail folder's `.eml` files under `mail/` when there are any, and
 * `backup.json`, what was checked. A folder with that name exists only once its copy passed the
 * checks: it is written under a `.partial-` name first and renamed.
 */

export const databaseFileName = "submissions.db";
export const manifestFileName = "backup.json";
export const mailFolderName = "mail";
export const partialPrefix = ".partial-";

const namePattern = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/;

export type Manifest = {
  takenAt: string;
  /** Rows per table, counted in the same snapshot as the copy, and found again in the copy. */
  rows: Record<string, number>;
  mailFiles: number;
};

export function backupName(takenAt: Date) {
  return `backup-${takenAt.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;
}

/** Backup folders under directory, oldest first; anything else there is left alone. */
export function listBackups(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => namePattern.test(name))
    .sort();
}

export function readManifest(backupDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(backupDir, manifestFileName), "utf8")) as Manifest;
}

/** Rows of every table, as one connection sees them now (inside a transaction: in that snapshot). */
export function countRows(connection: SqliteDatabase.Database): Record<string, number> {
  const tables = connection
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    tables.map((table) => [
      table,
      connection
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get() as number,
    ]),
  );
}

/**
 * Opens a database copy read-only and checks it: SQLite's integrity_check, and the tables every
 * database of this site has. Returns its row counts; throws with the reason otherwise.
 */
export function checkDatabaseCopy(file: string): Record<string, number> {
  let connection: SqliteDatabase.Database;
  try {
    connection = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${file} cannot be opened: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  try {
    const integrity = connection.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw new Error(`${file} fails SQLite's integrity_check: ${String(integrity)}`);
    const rows = countRows(connection);
    const missing = ["submissions", "email_jobs", "settings"].filter((table) => !(table in rows));
    if (missing.length > 0)
      throw new Error(`${file} is not a database of this site: it has no ${missing.join(", ")} table.`);
    return rows;
  } catch (error) {
    if (error instanceof SqliteDatabase.SqliteError)
      throw new Error(`${file} is not a readable SQLite database: ${error.message}`, { cause: error });
    throw error;
  } finally {
    connection.close();
  }
}

/** A copy's rows must be the rows its source had in the snapshot it was taken from. */
export function assertSameRows(expected: Record<string, number>, found: Record<string, number>) {
  const differences = Object.keys({ ...expected, ...found })
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? "none"} expected, ${found[table] ?? "none"} found`);
  if (differences.length > 0) throw new Error(`The copy's rows differ:\n  ${differences.join("\n  ")}`);
}
