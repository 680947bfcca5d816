// `npm run restore -- FILE`: puts a backup made by `npm run backup` back into DATA_DIR, refusing
// while a server uses that directory (docs/decisions/017-backups-and-the-data-directory-lock.md).
import { cpSync, existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { sqliteFileName } from "../server/db/database.ts";
import { DataDirectoryBusy, holdAlone } from "../server/data-directory-lock.ts";
import { readEnv } from "../server/env.ts";
import { mailDirectory } from "../server/privacy/mail-files.ts";
import {
  assertSameRows,
  backupName,
  checkDatabaseCopy,
  databaseFileName,
  mailFolderName,
  manifestFileName,
  readManifest,
} from "./backup-set.ts";

const usage = `Usage: npm run restore -- FILE

FILE is a backup folder made by npm run backup (DIR/backup-<UTC time>), or its submissions.db.
The server must be stopped first: restore refuses while a server uses DATA_DIR (default ./data).
What DATA_DIR held before is moved into DATA_DIR/before-restore-<UTC time>/, not deleted.
`;

/** The backup's database and, when FILE is (in) a backup folder, its mail folder and manifest. */
function locateBackup(file: string) {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) throw new Error(`There is no ${resolved}.`);
  const folder = statSync(resolved).isDirectory() ? resolved : path.dirname(resolved);
  const database = statSync(resolved).isDirectory() ? path.join(resolved, databaseFileName) : resolved;
  const inBackupFolder = existsSync(path.join(folder, manifestFileName));
  return {
    database,
    mail: inBackupFolder ? path.join(folder, mailFolderName) : undefined,
    manifest: inBackupFolder ? readManifest(folder) : undefined,
  };
}

/** The directory's current database files and (when replaced) mail folder, moved aside together. */
function moveAside(dataDir: string, replacingMail: boolean, now: Date) {
  const aside = path.join(dataDir, backupName(now).replace("backup-", "before-restore-"));
  const entries = [sqliteFileName, `${sqliteFileName}-wal`, `${sqliteFileName}-shm`];
  if (replacingMail) entries.push(path.basename(mailDirectory(dataDir)));
  const present = entries.filter((entry) => existsSync(path.join(dataDir, entry)));
  if (present.length === 0) return undefined;
  mkdirSync(aside);
  for (const entry of present) renameSync(path.join(dataDir, entry), path.join(aside, entry));
  return aside;
}

function restoreBackup({ file, dataDir, now = new Date() }: { file: string; dataDir: string; now?: Date }) {
  const backup = locateBackup(file);
  const rows = checkDatabaseCopy(backup.database);
  if (backup.manifest) assertSameRows(backup.manifest.rows, rows);
  const lock = holdAlone(dataDir);
  try {
    const restoresMail = backup.mail !== undefined && existsSync(backup.mail);
    const aside = moveAside(dataDir, restoresMail, now);
    // Copied beside, then renamed: a restore cut short leaves no half-written database in place.
    const target = path.join(dataDir, sqliteFileName);
    cpSync(backup.database, `${target}.restoring`);
    renameSync(`${target}.restoring`, target);
    if (restoresMail && backup.mail) cpSync(backup.mail, mailDirectory(dataDir), { recursive: true });
    return { rows, aside, restoresMail, takenAt: backup.manifest?.takenAt };
  } finally {
    lock.release();
  }
}

function main(argv: string[]) {
  if (argv[0] === "--help" || argv[0] === "-h") {
    process.stdout.write(usage);
    return 0;
  }
  const [file, ...extra] = argv;
  if (!file || extra.length > 0 || file.startsWith("-")) {
    process.stderr.write(`Name one backup to restore.\n\n${usage}`);
    return 2;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    process.stderr.write(
      "DATABASE_URL is set: the submissions are in PostgreSQL. Restore a pg_dump file with\n" +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE.dump\n(docs/deploy.md, "PostgreSQL").\n',
    );
    return 2;
  }
  const { rows, aside, restoresMail, takenAt } = restoreBackup({ file, dataDir: env.DATA_DIR });
  process.stdout.write(
    `Restored ${path.resolve(file)}${takenAt ? ` (taken ${takenAt})` : ""} into ${path.resolve(env.DATA_DIR)}: ` +
      `${rows.submissions} submission(s)${restoresMail ? ", with the mail folder" : ""}.\n` +
      (aside ? `What was there before is in ${aside}.\n` : ""),
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof DataDirectoryBusy ? "Refused" : "Restore failed"}: ${message}\n`);
  process.exitCode = 1;
}
