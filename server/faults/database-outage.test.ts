import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import {
  runPostgresSuites,
  startTestPostgres,
  type TestPostgres,
  warnWhenPostgresMissing,
} from "../testing/postgres.ts";
import { healthFiguresHeaders } from "../testing/health.ts";
import { createStandInBuild, startServerProcess } from "../testing/server-process.ts";
import { resendAll, startSenders, storedAgainstAnswers } from "./senders.ts";

/*
 * PostgreSQL crashes (an immediate stop: no shutdown checkpoint, connections cut mid-transaction)
 * under a real server process that clients keep sending to, and comes back. The in-process tests of
 * the handler cover one request against a stopped database; this covers the running server: its
 * pool, the requests in flight, and the clients' retries.
 */

warnWhenPostgresMissing("the database outage test");

const unavailable = "The submission could not be saved just now; please try again in a few minutes.";

describe.skipIf(!runPostgresSuites)("PostgreSQL stopped under a running server", () => {
  let cluster: TestPostgres;
  let build: ReturnType<typeof createStandInBuild>;
  let scratch: string;

  beforeAll(async () => {
    build = createStandInBuild("faults-outage");
    scratch = mkdtempSync(path.join(tmpdir(), "faults-outage-"));
    cluster = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.destroy();
    build?.remove();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it("answers 503 with a sentence while it is down, stores again once it is back, and never half a submission", async () => {
    const url = await cluster.createDatabase("outage");
    const server = await startServerProcess({
      environment: {
        DATABASE_URL: url,
        DATA_DIR: scratch,
        SMTP_URL: "",
        RATE_LIMIT: "off",
        LOG_LEVEL: "warn",
      },
      buildDir: build.buildDir,
    });
    const senders = startSenders(server.url, { concurrency: 8 });
    try {
      await expect
        .poll(() => senders.count(200), { timeout: 30_000, interval: 20 })
        .toBeGreaterThanOrEqual(30);
      await cluster.stop("immediate");
      await expect
        .poll(() => senders.count(503), { timeout: 30_000, interval: 20 })
        .toBeGreaterThanOrEqual(20);
      const health = await fetch(`${server.url}/api/health`, { headers: healthFiguresHeaders });
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ database: "unavailable" });

      const acceptedBefore = senders.count(200);
      await cluster.start();
      await expect
        .poll(() => senders.count(200), { timeout: 30_000, interval: 20 })
        .toBeGreaterThanOrEqual(acceptedBefore + 30);
    } finally {
      await senders.stop();
    }

    // Every request was answered, with success or with the sentence, and the process lived on.
    const outcomes = new Set(
      senders.sent.map(({ outcome }) =>
        outcome.kind === "answered"
          ? `${outcome.status} ${outcome.error ?? "ok"}`
          : `no answer: ${outcome.reason}`,
      ),
    );
    expect([...outcomes].sort()).toEqual(["200 ok", `503 ${unavailable}`]);
    expect(server.process.exitCode).toBeNull();

    const database = openDatabase({ DATA_DIR: scratch, DATABASE_URL: url });
    try {
      expect(await storedAgainstAnswers(database.db, senders.sent, 2)).toMatchObject({
        storedButNeverSent: 0,
        answeredButMissing: 0,
        halfWritten: 0,
      });
      // A client that was answered 503 sends again with the same key: stored once in the end.
      expect(await resendAll(server.url, senders.sent)).toEqual([]);
      expect(await storedAgainstAnswers(database.db, senders.sent, 2)).toMatchObject({
        stored: senders.sent.length,
        halfWritten: 0,
      });
    } finally {
      await database.close();
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});
