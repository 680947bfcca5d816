// Benchmark of POST /api/send-form-email: `npm run bench:function [-- --duration 10 --connections 1,16,64
// --database sqlite,postgres]`. Prints figures; it is not a test and asserts no speed.
//
// The real server process (node server/start.ts) on a free loopback port, with RATE_LIMIT=off, its
// own DATA_DIR in a temporary folder and no SMTP_URL, so the outbox writes both emails of every
// submission as .eml files while the benchmark runs, as in the default set-up. autocannon sends
// valid submissions of the four forms in turn, each under its own Idempotency-Key and with a
// person's fill time, for a fixed time per concurrency level; then the database is checked against
// the answers. Against SQLite (the default), then a throwaway PostgreSQL cluster with fsync on.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { z } from "zod";
import { formTypes } from "#app/schemas/form-types.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/database.ts";
import { postgresAvailable, startTestPostgres, type TestPostgres } from "../../server/testing/postgres.ts";
import { healthFiguresHeaders } from "../../server/testing/health.ts";
import { createStandInBuild, startServerProcess } from "../../server/testing/server-process.ts";
import { distinctSubmission } from "../../server/testing/submissions.ts";
import { boundedNumber, machineSummary, markdownTable, milliseconds } from "./report.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    database: { type: "string" },
  },
});
const durationSeconds = boundedNumber(options.duration, 10, 1, 120, "duration");
const connectionLevels = (options.connections ?? "1,16,64")
  .split(",")
  .map((level) => boundedNumber(level.trim(), 1, 1, 256, "connections"));
const databases = (options.database ?? "sqlite,postgres").split(",").map((name) => name.trim());
for (const name of databases) {
  if (name !== "sqlite" && name !== "postgres") {
    throw new Error(`--database takes sqlite, postgres or both (comma-separated), got "${name}".`);
  }
}
const warmUpSeconds = 2;
const jobsPerSubmission = 2; // notification and acknowledgement (SEND_ACKNOWLEDGEMENT defaults to true)

const successShape = z.object({ ok: z.literal(true), id: z.string() });

type LevelFigures = { result: autocannon.Result; answeredIds: string[]; sentKeys: Set<string> };

/** One fixed-time run at one concurrency, remembering every key sent and every id answered 2xx. */
async function drive(url: string, connections: number, seconds: number): Promise<LevelFigures> {
  const answeredIds: string[] = [];
  const sentKeys = new Set<string>();
  const requests: autocannon.Request[] = formTypes.map((formType) => ({
    method: "POST",
    path: "/api/send-form-email",
    headers: { "content-type": "application/json", "x-form-elapsed-ms": "6000" },
    setupRequest: (request) => {
      const key = randomUUID();
      sentKeys.add(key);
      // Each post its own content: the same content again is answered as the first (decision 028).
      const body = JSON.stringify(distinctSubmission(formType, key));
      return { ...request, body, headers: { ...request.headers, "idempotency-key": key } };
    },
    onResponse: (status, body) => {
      if (status < 200 || status > 299) return;
      const answer = successShape.safeParse(JSON.parse(body));
      if (answer.success) answeredIds.push(answer.data.id);
    },
  }));
  const result = await autocannon({ url, connections, duration: seconds, requests, timeout: 30 });
  return { result, answeredIds, sentKeys };
}

type StoredRow = { id: string; idempotency_key: string | null; status: string; jobs: number | string };

async function storedRows(database: DatabaseHandle): Promise<StoredRow[]> {
  return database.db
    .selectFrom("submissions")
    .leftJoin("email_jobs", "email_jobs.submission_id", "submissions.id")
    .select((select) => [
      "submissions.id",
      "submissions.idempotency_key",
      "submissions.status",
      select.fn.count<number | string>("email_jobs.id").as("jobs"),
    ])
    .groupBy(["submissions.id", "submissions.idempotency_key", "submissions.status"])
    .execute();
}

/** Waits until the server has finished the requests autocannon left in flight: the count holds still. */
async function settled(database: DatabaseHandle): Promise<StoredRow[]> {
  let rows = await storedRows(database);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await storedRows(database);
    if (again.length === rows.length) return again;
    rows = again;
  }
}

/**
 * The database against the answers of one run: every id answered 2xx is stored once; the only
 * other new rows are requests autocannon cut off in flight when its time ran out (the server
 * committed them, the answer was never read), at most one per connection; every row is a received
 * submission with its email jobs.
 */
function check(before: Set<string>, after: StoredRow[], run: LevelFigures, connections: number) {
  const fresh = after.filter((row) => !before.has(row.id));
  const freshIds = new Set(fresh.map((row) => row.id));
  const missing = run.answeredIds.filter((id) => !freshIds.has(id)).length;
  const unanswered = fresh.length - (run.answeredIds.length - missing);
  const strangers = fresh.filter((row) => !run.sentKeys.has(row.idempotency_key ?? "")).length;
  const incomplete = fresh.filter(
    (row) => row.status !== "received" || Number(row.jobs) !== jobsPerSubmission,
  ).length;
  const problems = [
    missing > 0 && `${missing} answered 2xx but not stored`,
    run.answeredIds.length !== run.result["2xx"] && "2xx count and answered ids differ",
    unanswered > connections && `${unanswered} stored without an answer (more than ${connections} in flight)`,
    strangers > 0 && `${strangers} stored under keys never sent`,
    incomplete > 0 && `${incomplete} spam or without their ${jobsPerSubmission} email jobs`,
  ].filter(Boolean);
  const text =
    problems.length > 0
      ? `FAILED: ${problems.join("; ")}`
      : `ok: ${fresh.length} stored = ${run.answeredIds.length} answered 2xx + ${unanswered} cut off in flight`;
  return { ok: problems.length === 0, text };
}

const healthShape = z.object({ outbox: z.object({ pending: z.number(), failed: z.number() }) });
const outboxDrainLimitMs = 300_000;

/**
 * Waits (up to five minutes) until the outbox has written every queued email, so that each level
 * starts with an empty queue rather than with the emails of the level before; says how fast it went.
 */
async function drainOutbox(baseUrl: string): Promise<string> {
  const startedAt = performance.now();
  let first: number | undefined;
  for (;;) {
    const health = healthShape.safeParse(
      await (await fetch(`${baseUrl}/api/health`, { headers: healthFiguresHeaders })).json(),
    );
    const pending = health.success ? health.data.outbox.pending : Number.NaN;
    first ??= pending;
    const seconds = (performance.now() - startedAt) / 1000;
    if (pending === 0) {
      return `outbox: ${first} queued emails written in ${seconds.toFixed(1)} s after the run (${(first / Math.max(seconds, 0.001)).toFixed(0)}/s)`;
    }
    if (!health.success || seconds * 1000 > outboxDrainLimitMs) {
      return `outbox: ${pending} emails still queued after ${seconds.toFixed(0)} s`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

type Target = { name: string; environment: Record<string, string>; close: () => Promise<void> };

async function sqliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sqlite-"));
  return {
    name: "SQLite",
    environment: { DATA_DIR: dataDir, DATABASE_URL: "" },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target | undefined> {
  if (!postgresAvailable) {
    console.log("PostgreSQL skipped: no initdb found (set POSTGRES_BIN_DIR or install postgresql-15).");
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-postgres-"));
  const cluster: TestPostgres = await startTestPostgres({ durable: true });
  return {
    name: "PostgreSQL",
    environment: { DATA_DIR: dataDir, DATABASE_URL: await cluster.createDatabase("bench") },
    close: async () => {
      await cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchmark(target: Target, buildDir: string) {
  const server = await startServerProcess({
    environment: { ...target.environment, RATE_LIMIT: "off", SMTP_URL: "", LOG_LEVEL: "info" },
    buildDir,
  });
  const database = openDatabase({
    DATA_DIR: target.environment.DATA_DIR ?? "",
    DATABASE_URL: target.environment.DATABASE_URL || undefined,
  });
  const rows: (string | number)[][] = [];
  let allOk = true;
  try {
    const url = `${server.url}/api/send-form-email`;
    for (const [connections, seconds, reported] of [
      [8, warmUpSeconds, false] as const,
      ...connectionLevels.map((level) => [level, durationSeconds, true] as const),
    ]) {
      const before = new Set((await storedRows(database)).map((row) => row.id));
      const run = await drive(url, connections, seconds);
      const verdict = check(before, await settled(database), run, connections);
      allOk &&= verdict.ok;
      const drained = await drainOutbox(server.url);
      if (!reported) continue;
      const { result } = run;
      rows.push([
        target.name,
        connections,
        (result["2xx"] / result.duration).toFixed(0),
        milliseconds(result.latency.p50),
        milliseconds(result.latency.p99),
        result["2xx"],
        result.non2xx,
        result.errors,
        result.timeouts,
        verdict.text,
      ]);
      console.log(`${target.name} at ${connections} connections: ${verdict.text}; ${drained}`);
    }
  } finally {
    await database.close();
    const exitCode = await server.stop();
    if (exitCode !== 0) {
      allOk = false;
      console.log(`The server exited with ${exitCode}:\n${server.output().slice(-2000)}`);
    }
  }
  return { rows, allOk };
}

async function main() {
  console.log(
    `POST /api/send-form-email, ${durationSeconds} s per level, connections ${connectionLevels.join(", ")}`,
  );
  console.log(machineSummary());
  const build = createStandInBuild("bench-function");
  const table: (string | number)[][] = [];
  let allOk = true;
  try {
    for (const name of databases) {
      const target = name === "sqlite" ? await sqliteTarget() : await postgresTarget();
      if (!target) continue;
      try {
        const outcome = await benchmark(target, build.buildDir);
        table.push(...outcome.rows);
        allOk &&= outcome.allOk;
      } finally {
        await target.close();
      }
    }
  } finally {
    build.remove();
  }
  console.log(
    `\n${markdownTable(
      [
        "database",
        "connections",
        "accepted/s",
        "p50 ms",
        "p99 ms",
        "2xx",
        "non-2xx",
        "errors",
        "timeouts",
        "stored vs answers",
      ],
      table,
    )}`,
  );
  if (!allOk) {
    console.log("\nThe database does not match the answers: see FAILED above.");
    process.exitCode = 1;
  }
}

await main();
