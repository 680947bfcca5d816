import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { readEnv } from "../env.ts";
import { createLogger } from "../log.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { mailDirectory } from "./mail-files.ts";
import { applyRetention, donationKeptUntil, retentionPolicy } from "./retention.ts";
import { dayMs, startRetentionSchedule } from "./retention-schedule.ts";
import { submissionSeeder } from "./testing.ts";

const defaults = retentionPolicy(readEnv({}));
const minute = 60_000;
// 1 April 2038, 00:30 India time: donations of the financial year 2026-27 have just reached their end.
const now = new Date("2038-03-31T19:00:00.000Z");
const before = (iso: string, ms: number) => new Date(Date.parse(iso) - ms);
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

describe("retention periods", () => {
  it("default to the notice's: contact 1 year, applications 2 years, spam 30 days, donations 10 years after the assessment year", () => {
    expect(defaults).toEqual({
      contact: { amount: 1, unit: "y" },
      volunteer: { amount: 2, unit: "y" },
      internship: { amount: 2, unit: "y" },
      spam: { amount: 30, unit: "d" },
      donationYearsAfterAssessmentYear: 10,
    });
  });

  it("come from the environment, and a bad one stops start-up naming the variable", () => {
    const policy = retentionPolicy(
      readEnv({ RETENTION_CONTACT: "6m", RETENTION_SPAM: "7d", RETENTION_DONATION_YEARS: "12" }),
    );
    expect(policy.contact).toEqual({ amount: 6, unit: "m" });
    expect(policy.spam).toEqual({ amount: 7, unit: "d" });
    expect(policy.donationYearsAfterAssessmentYear).toBe(12);
    expect(() =>
      readEnv({
        RETENTION_VOLUNTEER: "2 years",
        RETENTION_INTERNSHIP: "0y",
        RETENTION_DONATION_YEARS: "1.5",
      }),
    ).toThrowError(
      [
        "Invalid configuration in the environment:",
        '  RETENTION_VOLUNTEER: expected whole days, months or years like "30d", "18m" or "2y", got "2 years"',
        '  RETENTION_INTERNSHIP: expected whole days, months or years like "30d", "18m" or "2y", got "0y"',
        "  RETENTION_DONATION_YEARS: expected a whole number of years",
      ].join("\n"),
    );
  });

  it("keep a donation until the end of the assessment year after its financial year, plus the years set", () => {
    // 31 March 2027, 23:59 IST is in financial year 2026-27 (assessment year 2027-28).
    expect(donationKeptUntil(new Date("2027-03-31T18:29:00.000Z"), 10).toISOString()).toBe(
      "2038-03-31T18:30:00.000Z",
    );
    // One minute into April (IST) is the next financial year: a year longer.
    expect(donationKeptUntil(new Date("2027-03-31T18:31:00.000Z"), 10).toISOString()).toBe(
      "2039-03-31T18:30:00.000Z",
    );
  });

  it("keep a donation under the Income-tax Act, 2025 at least as long as the 1961 Act's rule kept one", () => {
    // 31 March 2026, 23:59 IST: the last day of the 1961 Act (assessment year 2026-27).
    expect(donationKeptUntil(new Date("2026-03-31T18:29:00.000Z"), 10).toISOString()).toBe(
      "2037-03-31T18:30:00.000Z",
    );
    // 1 April 2026, 00:01 IST: tax year 2026-27 under the 2025 Act, kept the same whole years longer.
    expect(donationKeptUntil(new Date("2026-03-31T18:31:00.000Z"), 10).toISOString()).toBe(
      "2038-03-31T18:30:00.000Z",
    );
  });
});

warnWhenPostgresMissing("the retention tests");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`retention on ${backend.name}`, () => {
    beforeAll(() => backend.setUp(), 120_000);
    afterAll(() => backend.tearDown());

    let handle: DatabaseHandle;
    let dataDir: string;
    beforeEach(async () => {
      handle = await backend.open();
      dataDir = await mkdtemp(path.join(tmpdir(), "retention-"));
    });
    afterEach(async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    /** One of each kind a minute past its period, one a minute short of it. */
    async function seedAroundEachPeriod() {
      const { submit, writeEmails } = await submissionSeeder(handle, dataDir);
      const year = "2037-03-31T19:00:00.000Z";
      const twoYears = "2036-03-31T19:00:00.000Z";
      const thirtyDays = new Date(now.getTime() - 30 * dayMs).toISOString();
      const financialYear2027 = "2027-03-31T18:30:00.000Z";
      const past = {
        contact: await submit(validSubmissions.contact, before(year, minute)),
        volunteer: await submit(validSubmissions.volunteer, before(twoYears, minute)),
        internship: await submit(validSubmissions.internship, before(twoYears, minute)),
        donation: await submit(validSubmissions.donation, before(financialYear2027, minute)),
        // Spam of any form goes after 30 days, even a donation's.
        spam: await submit(validSubmissions.donation, before(thirtyDays, minute), { spam: true }),
      };
      const kept = {
        contact: await submit(validSubmissions.contact, after(year, minute)),
        volunteer: await submit(validSubmissions.volunteer, after(twoYears, minute)),
        internship: await submit(validSubmissions.internship, after(twoYears, minute)),
        donation: await submit(validSubmissions.donation, after(financialYear2027, minute)),
        spam: await submit(validSubmissions.contact, after(thirtyDays, minute), { spam: true }),
      };
      await writeEmails();
      return { past, kept };
    }

    const sorted = (values: Iterable<string>) => [...values].sort();
    const references = async () =>
      sorted(
        (await handle.db.selectFrom("submissions").select("reference").execute()).map((row) => row.reference),
      );
    const emailJobReferences = async () =>
      (
        await handle.db
          .selectFrom("email_jobs")
          .innerJoin("submissions", "submissions.id", "email_jobs.submission_id")
          .select("submissions.reference")
          .execute()
      ).map((row) => row.reference);
    // "CON-7F3K2Q-notification.eml" is an email of CON-7F3K2Q.
    const emailFileReferences = async () =>
      sorted(
        new Set((await readdir(mailDirectory(dataDir))).map((name) => name.slice(0, "CON-7F3K2Q".length))),
      );

    it("deletes exactly the submissions past their period, with their email records and files", async () => {
      const { past, kept } = await seedAroundEachPeriod();
      const emailed = (references: Record<string, string>) =>
        Object.entries(references)
          .filter(([kind]) => kind !== "spam")
          .map(([, reference]) => reference);
      expect(await emailFileReferences()).toEqual(sorted([...emailed(past), ...emailed(kept)]));

      const result = await applyRetention(handle.db, defaults, now, mailDirectory(dataDir));

      expect(result).toEqual({
        deleted: { donation: 1, contact: 1, volunteer: 1, internship: 1, spam: 1 },
        emailFiles: 8,
      });
      expect(await references()).toEqual(sorted(Object.values(kept)));
      // Two emails (notification and acknowledgement) for each submission kept that was not spam.
      expect(sorted(await emailJobReferences())).toEqual(sorted([...emailed(kept), ...emailed(kept)]));
      expect(await emailFileReferences()).toEqual(sorted(emailed(kept)));
    });

    it("deletes nothing more when run again the same day", async () => {
      await seedAroundEachPeriod();
      await applyRetention(handle.db, defaults, now, mailDirectory(dataDir));
      const left = await references();
      const again = await applyRetention(handle.db, defaults, now, mailDirectory(dataDir));
      expect(again).toEqual({
        deleted: { donation: 0, contact: 0, volunteer: 0, internship: 0, spam: 0 },
        emailFiles: 0,
      });
      expect(await references()).toEqual(left);
    });
  });
}

describe("the daily schedule", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  const backend = sqliteBackend();
  beforeEach(async () => {
    handle = await backend.open();
    dataDir = await mkdtemp(path.join(tmpdir(), "retention-"));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  afterAll(() => backend.tearDown());

  it("runs soon after start and then once a day, logging counts and never what was deleted", async () => {
    const { submit } = await submissionSeeder(handle, dataDir);
    // Contact messages a year old on 1, 2 and 3 December 2027.
    for (const day of ["01", "02", "03"])
      await submit(validSubmissions.contact, new Date(`2026-12-${day}T06:00:00.000Z`));

    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => lines.push(line) });
    vi.useFakeTimers({
      now: new Date("2027-12-01T07:00:00.000Z"),
      toFake: ["setTimeout", "clearTimeout", "Date"],
    });
    const schedule = startRetentionSchedule({
      db: handle.db,
      policy: defaults,
      mailDirectory: mailDirectory(dataDir),
      log,
    });
    const count = () =>
      handle.db
        .selectFrom("submissions")
        .select("id")
        .execute()
        .then((rows) => rows.length);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(await count()).toBe(3);
    // Waiting for the run's log line, not only the deletion: the next day's timer is set when the
    // run has finished, and advancing the clock before then would skip it.
    const runsLogged = () => lines.filter((line) => line.includes('"retention.applied"')).length;
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(runsLogged()).toBe(1));
    expect(await count()).toBe(2);
    await vi.advanceTimersByTimeAsync(dayMs);
    await vi.waitFor(() => expect(runsLogged()).toBe(2));
    expect(await count()).toBe(1);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(3 * dayMs);
    expect(await count()).toBe(1);

    const applied = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.event === "retention.applied");
    expect(applied.map((entry) => [entry.submissions, entry.contact])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    const text = lines.join("");
    for (const personal of ["ravi@example.org", "Ravi Kumar", "partner"])
      expect(text).not.toContain(personal);
  });
});
