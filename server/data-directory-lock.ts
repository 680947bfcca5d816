import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";

/*
 * Who is using a data directory (docs/decisions/017-backups-and-the-data-directory-lock.md). Every
 * running server holds a shared lock on DATA_DIR/server.lock for as long as it runs; a restore needs
 * the lock alone. The lock is SQLite's own file lock on a tiny database of its own: the operating
 * system drops it when the process ends, however it ends, so a crashed server leaves no stale lock,
 * and several servers on one directory each hold theirs.
 */

export const lockFileName = "server.lock";

export class DataDirectoryBusy extends Error {}

function openLockFile(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  // timeout 0: a lock someone else holds is an answer now, not something to wait for. The file
  // stays empty: only its lock matters.
  return new SqliteDatabase(path.join(dataDir, lockFileName), { timeout: 0 });
}

function isBusy(error: unknown) {
  return error instanceof SqliteDatabase.SqliteError && error.code.startsWith("SQLITE_BUSY");
}

/**
 * For a server: holds the shared lock until the process ends. Throws DataDirectoryBusy while a
 * restore holds the directory.
 */
export function holdAsServer(dataDir: string) {
  const connection = openLockFile(dataDir);
  try {
    // A read transaction left open keeps SQLite's shared lock on the file.
    connection.exec("BEGIN");
    connection.prepare("SELECT count(*) FROM sqlite_schema").get();
  } catch (error) {
    connection.close();
    if (isBusy(error)) throw new DataDirectoryBusy(`A restore is writing ${path.resolve(dataDir)}.`);
    throw error;
  }
  return connection;
}

/** holdAsServer, or one line saying why not and exit 1 (systemd starts the server again shortly). */
export function holdAsServerOrExit(dataDir: string) {
  try {
    return holdAsServer(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirectoryBusy)) throw error;
    console.error(`${error.message} Start the server when it has finished.`);
    process.exit(1);
  }
}

/**
 * For a restore: the lock alone, or DataDirectoryBusy while any server (or another restore) uses the
 * directory. Release it when done; a server that starts meanwhile is refused.
 */
export function holdAlone(dataDir: string) {
  const connection = openLockFile(dataDir);
  try {
    connection.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    connection.close();
    if (isBusy(error))
      throw new DataDirectoryBusy(
        `A server (or another restore) is using ${path.resolve(dataDir)}: stop it first (systemctl stop dai-society).`,
      );
    throw error;
  }
  return {
    release: () => {
      connection.exec("ROLLBACK");
      connection.close();
    },
  };
}
