import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteFileName } from "../db/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { createStandInBuild, startServerProcess } from "../testing/server-process.ts";
import { resendAll, type SentSubmission, startSenders, storedAgainstAnswers } from "./senders.ts";

/*
 * The promise of the function: a submission answered with success is never lost. Real server
 * processes are SIGKILLed while clients send submissions, and restarted on the same data, several
 * times over; then the database is checked against every answer the clients got.
 */

warnWhenPostgresMissing("the crash tests");

const build = createStandInBuild("faults-crash");
const scratch = mkdtempSync(path.join(tmpdir(), "faults-crash-"));
afterAll(() => {
  build.remove();
  rmSync(scratch, { recursive: true, force: true });
});

const rounds = 3;
const answeredPerRound = 40;

/** What SQLite says of its file: integrity_check and foreign_key_check. */
function sqliteHealth(dataDir: string) {
  const database = new SqliteDatabase(path.join(dataDir, sqliteFileName), { readonly: true });
  try {
    return {
      integrity: database.pragma("integrity_check", { simple: true }),
      foreignKeyViolations: database.pragma("foreign_key_check"),
    };
  } finally {
    database.close();
  }
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `the server killed while submissions arrive, on ${backend.name}`,
    () => {
      beforeAll(() => backend.setUp(), 120_000);
      afterAll(() => backend.tearDown(), 60_000);

      it("keeps every submission it answered 200, exactly once and whole, and starts again on the same data", async () => {
        await (await backend.open()).close();
        const environment = {
          DATABASE_URL: "",
          SMTP_URL: "",
          // Where the .eml files go; SQLite's environment puts its own data directory over it.
          DATA_DIR: scratch,
          ...backend.environment(),
          RATE_LIMIT: "off",
          LOG_LEVEL: "warn",
        };
        const start = () => startServerProcess({ environment, buildDir: build.buildDir });
        const checkSqliteFile = () => {
          if (backend.name === "SQLite") {
            expect(sqliteHealth(environment.DATA_DIR)).toEqual({ integrity: "ok", foreignKeyViolations: [] });
          }
        };

        const sent: SentSubmission[] = [];
        for (let round = 1; round <= rounds; round += 1) {
          const server = await start();
          checkSqliteFile();
          const senders = startSenders(server.url, { concurrency: 8 });
          await expect
            .poll(() => senders.count(200), { timeout: 30_000, interval: 20 })
            .toBeGreaterThanOrEqual(answeredPerRound);
          // The clients stop sending, and the server dies with their last requests in flight.
          const finished = senders.stop();
          await server.kill();
          await finished;
          sent.push(...senders.sent);
        }
        const cutOff = sent.filter(({ outcome }) => outcome.kind === "no answer").length;
        expect(cutOff, "the kills should cut some requests off").toBeGreaterThan(0);

        // The restarted server, not this test, is the first to open the data after the last kill.
        const server = await start();
        checkSqliteFile();
        const database = await backend.openAgain();
        try {
          expect(await storedAgainstAnswers(database.db, sent, 2)).toMatchObject({
            storedButNeverSent: 0,
            answeredButMissing: 0,
            halfWritten: 0,
          });
          // Clients that got no answer send again with the same key: each is stored once in the end.
          expect(await resendAll(server.url, sent)).toEqual([]);
          const afterRetries = await storedAgainstAnswers(database.db, sent, 2);
          expect(afterRetries).toMatchObject({ stored: sent.length, halfWritten: 0 });
        } finally {
          await database.close();
          expect(await server.stop()).toBe(0);
        }
        checkSqliteFile();
      }, 120_000);
    },
  );
}
