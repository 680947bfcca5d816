import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { backupHealth, recordGoodBackup } from "./backup-health.ts";
import { sqliteFileName } from "./db/database.ts";
import { sqliteBackend } from "./testing/api.ts";
import { databasePerTest } from "./testing/database-per-test.ts";

const backend = sqliteBackend();
const database = databasePerTest(backend);

const noon = new Date("2026-11-23T12:00:00.000Z");

/** What npm run backup does once a copy has passed its checks: record the time on the live file. */
function recordBackupAt(takenAt: Date) {
  const connection = new SqliteDatabase(path.join(backend.environment().DATA_DIR ?? "", sqliteFileName));
  recordGoodBackup(connection, takenAt);
  connection.close();
}

const check = (required: boolean, now = noon) =>
  backupHealth({ required, now: () => now })(database.handle.db);

describe("the last good backup in /api/health", () => {
  it("reports the time the backup command recorded, with nothing to say while it is under a day old", async () => {
    recordBackupAt(new Date("2026-11-22T13:00:00.000Z"));
    expect(await check(true)).toEqual({
      fields: { backup: { lastGoodAt: "2026-11-22T13:00:00.000Z" } },
      reasons: [],
    });
  });

  it("gives a reason (health: degraded) once the last good backup is more than a day old", async () => {
    recordBackupAt(new Date("2026-11-21T12:00:00.000Z"));
    expect((await check(false)).reasons).toEqual([
      "The last good backup was taken at 2026-11-21T12:00:00.000Z, more than a day ago: check the backup timer.",
    ]);
  });

  it("without any backup: a reason in production, none on a developer's machine", async () => {
    expect(await check(true)).toEqual({
      fields: { backup: { lastGoodAt: null } },
      reasons: ["No backup has been taken: run npm run backup and set up its daily timer (docs/deploy.md)."],
    });
    expect((await check(false)).reasons).toEqual([]);
  });
});
