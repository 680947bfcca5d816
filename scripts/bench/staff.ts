// Benchmark of the staff area's inbox queries: `npm run bench:staff [-- --rows 100000 --runs 20
// --database sqlite,postgres]`. Prints figures; it is not a test and asserts no speed.
//
// Fills a fresh database (a temporary SQLite file, then a throwaway PostgreSQL cluster with fsync
// on) with generated submissions of the four forms over the last two years, about 5 % spam and a
// third of the rest marked handled, then times the queries the inbox runs, through the same
// functions the pages call: the median and the slowest of --runs runs of each.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Insertable, sql } from "kysely";
import { formTypes } from "#app/schemas/form-types.ts";
import { indianFigures } from "#app/utils/indian-figures.ts";
import { type DatabaseHandle, openDatabase, type SubmissionsTable } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { withStaffTables } from "../../server/accounts/database.ts";
import {
  type Cursor,
  filteredSubmissions,
  type InboxFilter,
  inboxPage,
  spamCount,
} from "../../server/submissions/inbox.ts";
import type { SubmissionReviewsTable } from "../../server/accounts/schema.ts";
import { findSubmission } from "../../server/submissions/submission.ts";
import { postgresAvailable, startTestPostgres } from "../../server/testing/postgres.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { boundedNumber, machineSummary, markdownTable, milliseconds } from "./report.ts";

const { values: options } = parseArgs({
  options: { rows: { type: "string" }, runs: { type: "string" }, database: { type: "string" } },
});
const rowCount = boundedNumber(options.rows, 100_000, 100, 2_000_000, "rows");
const runs = boundedNumber(options.runs, 20, 1, 1000, "runs");
const databases = (options.database ?? "sqlite,postgres").split(",").map((name) => name.trim());
for (const name of databases) {
  if (name !== "sqlite" && name !== "postgres")
    throw new Error(`--database takes sqlite, postgres or both (comma-separated), got "${name}".`);
}

const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const prefixes = { donation: "DON", contact: "CON", volunteer: "VOL", internship: "INT" };
const referenceOf = (index: number, prefix: string) => {
  let code = "";
  for (let rest = index, place = 0; place < 6; place += 1, rest = Math.floor(rest / 32))
    code += alphabet[rest % 32];
  return `${prefix}-${code}`;
};
const twoYearsMs = 2 * 365 * 86_400_000;

async function fill(handle: DatabaseHandle) {
  const db = withStaffTables(handle.db);
  const end = Date.now();
  const batch = 500;
  for (let start = 0; start < rowCount; start += batch) {
    const rows: Insertable<SubmissionsTable>[] = [];
    const reviews: Insertable<SubmissionReviewsTable>[] = [];
    for (let index = start; index < Math.min(start + batch, rowCount); index += 1) {
      const formType = formTypes[index % 4] ?? "contact";
      const sample = validSubmissions[formType].data;
      const name = `Person ${index}`;
      const data = {
        ...sample,
        ...(formType === "internship" ? { fullName: name } : { name }),
        email: `person${index}@example.org`,
      };
      const id = randomUUID();
      const createdAt = new Date(
        end - twoYearsMs + Math.floor((index / rowCount) * twoYearsMs),
      ).toISOString();
      const spam = index % 20 === 7;
      rows.push({
        id,
        reference: referenceOf(index, prefixes[formType]),
        form_type: formType,
        data: JSON.stringify(data),
        status: spam ? ("spam" as const) : ("received" as const),
        address_hash: "bench",
        user_agent: null,
        created_at: createdAt,
      });
      if (!spam && index % 3 === 0)
        reviews.push({
          submission_id: id,
          handled_at: createdAt,
          handled_by: "bench",
          note: "",
          updated_at: createdAt,
        });
    }
    await db.transaction().execute(async (transaction) => {
      await transaction.insertInto("submissions").values(rows).execute();
      if (reviews.length) await transaction.insertInto("submission_reviews").values(reviews).execute();
    });
  }
}

async function time(run: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let index = 0; index < runs + 1; index += 1) {
    const started = performance.now();
    await run();
    if (index > 0) durations.push(performance.now() - started); // the first run warms caches
  }
  durations.sort((a, b) => a - b);
  return { median: durations[Math.floor(durations.length / 2)] ?? 0, slowest: durations.at(-1) ?? 0 };
}

async function measure(handle: DatabaseHandle) {
  const db = withStaffTables(handle.db);
  const page = (filter: InboxFilter, cursor?: Cursor) => inboxPage(db, handle.dialect, filter, cursor);
  // A cursor 40,000 rows deep: what "Older submissions" reaches after 800 pages.
  const deep = await db
    .selectFrom("submissions")
    .select(["created_at as createdAt", "id"])
    .where("status", "=", "received")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(40_000)
    .limit(1)
    .executeTakeFirstOrThrow();
  const middle = referenceOf(
    Math.floor(rowCount / 2),
    prefixes[formTypes[Math.floor(rowCount / 2) % 4] ?? "contact"],
  );
  const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const monthLater = new Date(Date.now() - 335 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, () => Promise<unknown>][] = [
    ["inbox, first page (50)", () => page({ status: "inbox" })],
    ["inbox, page 801 (keyset)", () => page({ status: "inbox" }, deep)],
    ["form = internship", () => page({ status: "inbox", form: "internship" })],
    ["status = new", () => page({ status: "new" })],
    ["status = handled", () => page({ status: "handled" })],
    ["spam folder", () => page({ status: "spam" })],
    ["one month a year ago", () => page({ status: "all", from: lastYear, to: monthLater })],
    ["search: reference", () => page({ status: "inbox", q: middle })],
    [
      "search: whole email",
      () => page({ status: "all", q: `person${Math.floor(rowCount / 3)}@example.org` }),
    ],
    ["search: start of a name", () => page({ status: "all", q: "person 4242" })],
    ["search: start of an address", () => page({ status: "all", q: "person777" })],
    ["search: inside names (on request)", () => page({ status: "all", q: "son 4242", anywhere: "1" })],
    ["spam count", () => spamCount(db)],
    ["open one submission", () => findSubmission(db, middle)],
    [
      "export rows: one month",
      () =>
        filteredSubmissions(db, handle.dialect, { status: "all", from: lastYear, to: monthLater })
          .selectAll("submissions")
          .orderBy("submissions.created_at")
          .execute(),
    ],
  ];
  const figures: string[][] = [];
  for (const [name, run] of cases) {
    const { median, slowest } = await time(run);
    figures.push([name, milliseconds(median), milliseconds(slowest)]);
  }
  return figures;
}

async function bench(name: string, handle: DatabaseHandle) {
  await migrateToLatest(handle);
  const filling = performance.now();
  await fill(handle);
  // PostgreSQL's autovacuum gathers planner statistics on a table this size within a minute of
  // the writes; the benchmark does not wait for it. SQLite gathers none unless told, so neither here.
  if (handle.dialect === "postgres") await sql`analyze`.execute(handle.db);
  console.log(
    `\n${name}: ${indianFigures(rowCount)} submissions written in ${milliseconds(performance.now() - filling)} ms`,
  );
  console.log(markdownTable(["query", "median (ms)", "slowest (ms)"], await measure(handle)));
  await handle.close();
}

console.log(machineSummary());
console.log(`Each figure: median and slowest of ${runs} runs after one warm-up run.`);
if (databases.includes("sqlite")) {
  const directory = mkdtempSync(path.join(tmpdir(), "bench-staff-"));
  try {
    await bench("SQLite", openDatabase({ DATA_DIR: directory }));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
if (databases.includes("postgres")) {
  if (!postgresAvailable) console.log("\nPostgreSQL: skipped, no PostgreSQL binaries found.");
  else {
    const cluster = await startTestPostgres({ durable: true });
    try {
      await bench(
        "PostgreSQL",
        openDatabase({ DATA_DIR: "", DATABASE_URL: await cluster.createDatabase("bench_staff") }),
      );
    } finally {
      await cluster.destroy();
    }
  }
}
