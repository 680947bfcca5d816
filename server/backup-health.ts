import type SqliteDatabase from "better-sqlite3";
import type { HealthPart } from "./health.ts";

/*
 * The time of the last good backup, for /api/health. `npm run backup` records it in the settings
 * table of the database it has just copied, once the copy has passed its checks; the server reads
 * it from there, so it needs no knowledge of where backups go.
 */

const settingName = "last_good_backup";
// Backups run daily; a timer's randomised delay and a slow day must not raise an alarm.
const staleAfterMs = 26 * 60 * 60 * 1000;

/** Called by the backup command, on the live database, after the copy passed its checks. */
export function recordGoodBackup(connection: SqliteDatabase.Database, takenAt: Date) {
  connection
    .prepare(
      "INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
    )
    .run(settingName, takenAt.toISOString());
}

/**
 * `backup: { lastGoodAt }` in the health answer; degraded when the last good backup is more than a
 * day old, or, where backups are required (production), when none has been taken.
 */
export function backupHealth({ required, now }: { required: boolean; now: () => Date }): HealthPart {
  return async (db) => {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("name", "=", settingName)
      .executeTakeFirst();
    const lastGoodAt = row?.value ?? null;
    const reasons: string[] = [];
    if (lastGoodAt === null && required)
      reasons.push(
        "No backup has been taken: run npm run backup and set up its daily timer (docs/deploy.md).",
      );
    if (lastGoodAt !== null && now().getTime() - Date.parse(lastGoodAt) > staleAfterMs)
      reasons.push(
        `The last good backup was taken at ${lastGoodAt}, more than a day ago: check the backup timer.`,
      );
    return { fields: { backup: { lastGoodAt } }, reasons };
  };
}
