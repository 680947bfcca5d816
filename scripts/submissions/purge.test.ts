import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { openTestApi, sqliteBackend } from "../../server/testing/api.ts";
import { databasePerTest } from "../../server/testing/database-per-test.ts";
import { auditedByCommandLine, auditLog } from "../../server/staff/testing.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { parseOlderThan, purgeCommand } from "./purge.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../submissions.ts");

const database = databasePerTest(sqliteBackend());
// Four submissions, on 10, 20, 25 and 28 January 2026 at 13:30 IST.
const now = new Date("2026-02-02T00:00:00.000Z");

beforeEach(async () => {
  let clock = new Date();
  const { post } = await openTestApi(database.handle, { now: () => clock });
  for (const [formType, day] of [
    ["donation", "10"],
    ["contact", "20"],
    ["volunteer", "25"],
    ["internship", "28"],
  ] as const) {
    clock = new Date(`2026-01-${day}T08:00:00.000Z`);
    await post(validSubmissions[formType]);
  }
});

async function formsLeft() {
  const rows = await database.handle.db
    .selectFrom("submissions")
    .select("form_type")
    .orderBy("created_at")
    .execute();
  return rows.map((row) => row.form_type);
}

const everyForm = ["donation", "contact", "volunteer", "internship"];

describe("--older-than", () => {
  it.each(["", "0", "-5", "abc", "1.5", "10days", " 10", "1e3", "0x10", "007", "36501"])(
    "refuses %j",
    (value) => {
      const result = parseOlderThan(value);
      expect(result.status).toBe("error");
      if (result.status === "error") expect(result.error).toContain("a whole number of days from 1");
    },
  );

  it("refuses a missing value and accepts a whole number of days", () => {
    expect(parseOlderThan(undefined).status).toBe("error");
    expect(parseOlderThan("1")).toEqual({ status: "ok", days: 1 });
    expect(parseOlderThan("365")).toEqual({ status: "ok", days: 365 });
  });
});

describe("purge", () => {
  const tenDays = { days: 10, dryRun: false, yes: false };
  const noTerminal = undefined;

  it("with --dry-run says what it would delete, in India time, and deletes nothing", async () => {
    const outcome = await purgeCommand(database.handle.db, { ...tenDays, dryRun: true }, now, noTerminal);
    expect(outcome).toEqual({
      status: "done",
      output:
        "This deletes 2 submission(s) created before 2026-01-23 05:30 IST (more than 10 day(s) ago): " +
        "1 contact, 1 donation; with their 4 email record(s). This cannot be undone.\n" +
        "Dry run: nothing was deleted.\n",
    });
    expect(await formsLeft()).toEqual(everyForm);
  });

  it("without --yes and without a terminal refuses, and deletes nothing", async () => {
    const outcome = await purgeCommand(database.handle.db, tenDays, now, noTerminal);
    expect(outcome.status).toBe("refused");
    if (outcome.status === "refused") {
      expect(outcome.error).toContain("This deletes 2 submission(s)");
      expect(outcome.error).toContain("Nothing was deleted: add --yes to confirm");
    }
    expect(await formsLeft()).toEqual(everyForm);
  });

  it("on a terminal deletes only when the count is typed back", async () => {
    const questions: string[] = [];
    const refused = await purgeCommand(database.handle.db, tenDays, now, async (question) => {
      questions.push(question);
      return "yes";
    });
    expect(refused).toEqual({
      status: "refused",
      error: "Nothing was deleted: the confirmation did not match.",
    });
    expect(questions[0]).toMatch(/^This deletes 2 submission\(s\).*\nType "delete 2" to confirm: $/s);
    expect(await formsLeft()).toEqual(everyForm);

    const confirmed = await purgeCommand(database.handle.db, tenDays, now, async () => "delete 2\n");
    expect(confirmed).toEqual({
      status: "done",
      output: "Deleted 2 submission(s) created before 2026-01-23 05:30 IST.\n",
      audit: { action: "submissions.purge", subject: "2 submissions older than 10 day(s)" },
    });
    expect(await formsLeft()).toEqual(["volunteer", "internship"]);
  });

  it("with --yes deletes the old submissions with their email jobs, and keeps the rest", async () => {
    const outcome = await purgeCommand(database.handle.db, { ...tenDays, yes: true }, now, noTerminal);
    expect(outcome.status === "done" && outcome.output).toMatch(
      /This deletes 2 submission\(s\).*\nDeleted 2 submission\(s\) created before 2026-01-23 05:30 IST\.\n$/s,
    );
    expect(await formsLeft()).toEqual(["volunteer", "internship"]);
    expect(await database.handle.db.selectFrom("email_jobs").select("id").execute()).toHaveLength(4);
  });

  it("says so when nothing is that old, without asking", async () => {
    const outcome = await purgeCommand(database.handle.db, { ...tenDays, days: 30 }, now, async () => {
      throw new Error("asked for a confirmation with nothing to delete");
    });
    expect(outcome).toEqual({
      status: "done",
      output:
        "No submission was created before 2026-01-03 05:30 IST (more than 30 day(s) ago): nothing to delete.\n",
    });
  });
});

describe("npm run submissions -- purge", { timeout: 30_000 }, () => {
  const command = (...args: string[]) =>
    run(process.execPath, [script, "purge", ...args], {
      env: { ...process.env, DATA_DIR: path.dirname(database.handle.location), DATABASE_URL: "" },
    }).then(
      ({ stdout, stderr }) => ({ stdout, stderr, exitCode: 0 }),
      (error: { stdout: string; stderr: string; code: number }) => ({ ...error, exitCode: error.code }),
    );

  it("exits 2 on an empty --older-than and deletes nothing", async () => {
    const result = await command("--older-than=");
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('"" is not one.');
    expect(await formsLeft()).toEqual(everyForm);
    expect(await auditLog(database.handle)).toEqual([]);
  });

  it("exits 1 without --yes when its input is not a terminal, and deletes with --yes", async () => {
    // Every submission is older than one day by now.
    const refused = await command("--older-than", "1");
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain("Nothing was deleted: add --yes to confirm");
    expect(await formsLeft()).toEqual(everyForm);
    expect(await auditLog(database.handle)).toEqual([]);

    const confirmed = await command("--older-than", "1", "--yes");
    expect(confirmed.exitCode).toBe(0);
    expect(confirmed.stdout).toContain("Deleted 4 submission(s)");
    expect(await formsLeft()).toEqual([]);
    expect(await auditLog(database.handle)).toEqual([
      auditedByCommandLine("submissions.purge", "4 submissions older than 1 day(s)"),
    ]);
  });
});
