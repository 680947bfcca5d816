import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../../server/testing/api.ts";
import { databasePerTest } from "../../server/testing/database-per-test.ts";
import { auditedByCommandLine, auditLog } from "../../server/staff/testing.ts";
import { warnWhenPostgresMissing } from "../../server/testing/postgres.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { exportSubmissions } from "../../server/submissions/export.ts";
import { parseFilters } from "../../server/submissions/filters.ts";
import { listSubmissions } from "./list.ts";
import { showSubmission } from "./show.ts";

warnWhenPostgresMissing("the submissions command tests");

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../submissions.ts");

/** Runs the real command in its own process, as staff would while the server runs. */
async function submissionsCommand(environment: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, ...environment },
    });
    return { stdout, stderr, exitCode: 0 };
  } catch (error) {
    // A non-zero exit rejects with the output and the exit code attached to the error.
    if (error instanceof Error && "code" in error && "stdout" in error && "stderr" in error) {
      return { stdout: String(error.stdout), stderr: String(error.stderr), exitCode: Number(error.code) };
    }
    throw error;
  }
}

describe("the submissions command's parts (SQLite)", () => {
  const database = databasePerTest(sqliteBackend());
  let clock = new Date("2026-01-10T08:00:00.000Z");
  const references: Record<string, string> = {};

  beforeEach(async () => {
    const { post } = await openTestApi(database.handle, { now: () => clock });
    // 08:00 UTC is 13:30 IST; the contact message comes at 01:30 IST on 21 January, still the 20th in UTC.
    for (const [formType, at] of [
      ["donation", "2026-01-10T08:00:00.000Z"],
      ["contact", "2026-01-20T20:00:00.000Z"],
      ["volunteer", "2026-01-25T08:00:00.000Z"],
      ["internship", "2026-01-28T08:00:00.000Z"],
    ] as const) {
      clock = new Date(at);
      // The contact message comes from the Telugu page.
      const submission =
        formType === "contact" ? { ...validSubmissions.contact, language: "te" } : validSubmissions[formType];
      const answer = await (await post(submission)).json();
      references[formType] = answer.reference;
    }
  });

  it("lists submissions oldest first with the name and the time in India, filtered by type and date", async () => {
    const all = await listSubmissions(database.handle.db, {});
    expect(all.split("\n")[0]).toMatch(/^created \(IST\)\s+reference\s+form\s+status\s+name\s+id\s+emails$/);
    expect(all).toMatch(
      new RegExp(`^2026-01-10 13:30 IST\\s+${references.donation}\\s+donation\\s+received\\s+Asha Devi`, "m"),
    );
    expect(all).toMatch(new RegExp(`^2026-01-21 01:30 IST\\s+${references.contact}`, "m"));
    expect(all.indexOf(references.donation ?? "")).toBeLessThan(all.indexOf(references.internship ?? ""));
    expect(all).toContain("Sravani Reddy");
    expect(all).toContain("4 submission(s).");
    const since21 = parseFilters({ since: "2026-01-21" });
    if (since21.status !== "ok") throw new Error(since21.error);
    expect(since21.filters.since).toBe("2026-01-20T18:30:00.000Z");
    // Midnight IST, not UTC: the contact message of 01:30 IST on the 21st is in.
    const recent = await listSubmissions(database.handle.db, since21.filters);
    expect(recent).toContain("3 submission(s).");
    expect(recent).toContain(references.contact);
    const internships = parseFilters({ type: "internship", since: "2026-01-21" });
    if (internships.status !== "ok") throw new Error(internships.error);
    expect(await listSubmissions(database.handle.db, internships.filters)).toContain("1 submission(s).");
  });

  it.each(["2026-02-30", "21/01/2026", "2026-1-21", "yesterday", "2026-01-21T00:00:00Z"])(
    "refuses --since %j, which is not a calendar date",
    (since) => {
      expect(parseFilters({ since })).toEqual({
        status: "error",
        error: "--since must be a date such as 2026-03-01 (read as India time).",
      });
    },
  );

  it("skips a stored row that does not read, names it, and still lists, exports and shows the rest", async () => {
    const damage = (formType: string, data: string) =>
      database.handle.db.updateTable("submissions").set({ data }).where("form_type", "=", formType).execute();
    // The staff area's indexes read the JSON, so the database itself now refuses text that is not
    // JSON at all (readRow's own test covers that); JSON that is not an object still gets in.
    await damage("contact", "null");
    await damage("volunteer", "[1, 2]");
    const [contact, volunteer] = await Promise.all(
      ["contact", "volunteer"].map((formType) =>
        database.handle.db
          .selectFrom("submissions")
          .select("id")
          .where("form_type", "=", formType)
          .executeTakeFirstOrThrow(),
      ),
    );
    const skippedLines = [
      `Skipped ${contact?.id} (${references.contact}): its data is not a JSON object.`,
      `Skipped ${volunteer?.id} (${references.volunteer}): its data is not a JSON object.`,
    ];

    const listing = await listSubmissions(database.handle.db, {});
    expect(listing).toContain("2 submission(s).");
    expect(listing).toContain(references.donation);
    expect(listing).toContain(references.internship);
    expect(listing.trimEnd().split("\n").slice(-2).sort()).toEqual(skippedLines.sort());

    const json = await exportSubmissions(database.handle.db, {});
    expect(json.skipped.map((row) => row.reference).sort()).toEqual(
      [references.contact, references.volunteer].sort(),
    );
    expect(JSON.parse(json.text).map((row: { formType: string }) => row.formType)).toEqual([
      "donation",
      "internship",
    ]);

    const shown = JSON.parse((await showSubmission(database.handle.db, references.contact ?? "")) ?? "");
    expect(shown).toMatchObject({ problem: "its data is not a JSON object", storedData: "null" });
  });

  it("shows one submission by id or by reference, with its emails", async () => {
    const shown = await showSubmission(database.handle.db, (references.contact ?? "").toLowerCase());
    const parsed = JSON.parse(shown ?? "");
    expect(parsed).toMatchObject({
      reference: references.contact,
      formType: "contact",
      data: validSubmissions.contact.data,
    });
    expect(parsed.emails.map((email: { kind: string }) => email.kind)).toEqual([
      "acknowledgement",
      "notification",
    ]);
    expect(JSON.parse((await showSubmission(database.handle.db, parsed.id)) ?? "").reference).toBe(
      references.contact,
    );
    expect(await showSubmission(database.handle.db, "DON-NOSUCH")).toBeNull();
  });

  it("exports JSON that reads back into the stored data", async () => {
    const exported = JSON.parse((await exportSubmissions(database.handle.db, { type: "volunteer" })).text);
    expect(exported).toEqual([
      expect.objectContaining({
        formType: "volunteer",
        language: "en",
        data: validSubmissions.volunteer.data,
      }),
    ]);
    const contact = JSON.parse((await exportSubmissions(database.handle.db, { type: "contact" })).text);
    expect(contact).toEqual([expect.objectContaining({ formType: "contact", language: "te" })]);
  });
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `npm run submissions against ${backend.name}, while a server has it open`,
    () => {
      let handle: DatabaseHandle;
      let environment: Record<string, string>;
      let reference: string;

      beforeAll(async () => {
        await backend.setUp();
        handle = await backend.open();
        environment = backend.environment();
        const { post } = await openTestApi(handle);
        reference = (await (await post(validSubmissions.donation)).json()).reference;
      }, 120_000);
      afterAll(async () => {
        await handle.close();
        await backend.tearDown();
      }, 60_000);

      it("exports, lists and shows what the server stored", async () => {
        const csv = await submissionsCommand(environment, "export", "--format", "csv", "--type", "donation");
        expect(csv.exitCode).toBe(0);
        expect(csv.stdout.startsWith("\uFEFFReference,Received (IST),Status,Note,Full Name,")).toBe(true);
        expect(csv.stdout).toContain(`${reference},`);
        // The export is audited as the staff area's is; listing and showing are not, as there.
        const exportLine = auditedByCommandLine("export", "csv donation, 1 submissions");
        expect(await auditLog(handle)).toEqual([exportLine]);
        expect((await submissionsCommand(environment, "list")).stdout).toContain(reference);
        expect(JSON.parse((await submissionsCommand(environment, "show", reference)).stdout).data.name).toBe(
          "Asha Devi",
        );
        expect(await auditLog(handle)).toEqual([exportLine]);

        const file = path.join(mkdtempSync(path.join(tmpdir(), "export-")), "submissions.xlsx");
        const xlsx = await submissionsCommand(environment, "export", "--format", "xlsx", "--output", file);
        expect(xlsx.stdout).toBe(`Wrote 1 submissions to ${file}.\n`);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.readFile(file);
        expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
          "Donations",
          "Contact messages",
          "Volunteers",
          "Internships",
        ]);
        expect(workbook.getWorksheet("Donations")?.getRow(2).getCell(1).value).toBe(reference);
        expect((await auditLog(handle)).at(-1)).toEqual(
          auditedByCommandLine("export", "xlsx, 1 submissions"),
        );
      }, 30_000);

      it("exports the rest when a row does not read, and names it on stderr, outside the file", async () => {
        const damaged = await handle.db
          .insertInto("submissions")
          .values({
            id: "damaged-row",
            reference: "CON-DAMAGE",
            form_type: "contact",
            data: "[]",
            status: "received",
            address_hash: "h",
            created_at: "2026-01-01T00:00:00.000Z",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        try {
          const csv = await submissionsCommand(environment, "export", "--format", "csv", "--type", "contact");
          expect(csv.exitCode).toBe(0);
          expect(csv.stdout).not.toContain("CON-DAMAGE");
          expect(csv.stderr).toContain("1 stored submission(s) do not read and were left out.");
          const json = await submissionsCommand(environment, "export", "--format", "json");
          expect(json.stdout).toContain(reference);
          expect(json.stderr).toContain("Skipped damaged-row (CON-DAMAGE): its data is not a JSON object.");
        } finally {
          await handle.db.deleteFrom("submissions").where("id", "=", damaged.id).execute();
        }
      }, 30_000);

      it("says what is wrong with a command, with exit code 2, and 1 for an unknown submission", async () => {
        const audited = await auditLog(handle);
        const wrong = await submissionsCommand(environment, "export", "--format", "xml");
        expect(wrong.exitCode).toBe(2);
        expect(wrong.stderr).toContain("export needs --format xlsx, csv or json.");
        const allForms = await submissionsCommand(environment, "export", "--format", "csv");
        expect(allForms.exitCode).toBe(2);
        expect(allForms.stderr).toContain("A CSV file holds one form: add --type T");
        const noFile = await submissionsCommand(environment, "export", "--format", "xlsx");
        expect(noFile.stderr).toContain("The workbook needs a file: add --output submissions.xlsx.");
        expect(wrong.stderr).toContain("Usage: npm run submissions");
        expect((await submissionsCommand(environment, "show", "DON-NOSUCH")).exitCode).toBe(1);
        expect(await auditLog(handle)).toEqual(audited);
      }, 30_000);
    },
  );
}
