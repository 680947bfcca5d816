import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../../server/testing/api.ts";
import { warnWhenPostgresMissing } from "../../server/testing/postgres.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { exportSubmissions } from "./export.ts";
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
  const backend = sqliteBackend();
  let handle: DatabaseHandle;
  let clock = new Date("2026-01-10T08:00:00.000Z");
  const references: Record<string, string> = {};

  beforeEach(async () => {
    handle = await backend.open();
    const { post } = await openTestApi(handle, { now: () => clock });
    for (const [formType, day] of [
      ["donation", "10"],
      ["contact", "20"],
      ["volunteer", "25"],
      ["internship", "28"],
    ] as const) {
      clock = new Date(`2026-01-${day}T08:00:00.000Z`);
      const answer = await (await post(validSubmissions[formType])).json();
      references[formType] = answer.reference;
    }
  });
  afterEach(() => handle.close());
  afterAll(() => backend.tearDown());

  it("lists submissions oldest first with the name, filtered by type and date", async () => {
    const all = await listSubmissions(handle.db, {});
    expect(all.split("\n")[0]).toMatch(/^created \(UTC\)\s+reference\s+form\s+status\s+name\s+id\s+emails$/);
    expect(all).toMatch(new RegExp(`${references.donation}\\s+donation\\s+received\\s+Asha Devi`));
    expect(all.indexOf(references.donation ?? "")).toBeLessThan(all.indexOf(references.internship ?? ""));
    expect(all).toContain("Sravani Reddy");
    expect(all).toContain("4 submission(s).");
    const recentInternships = await listSubmissions(handle.db, {
      type: "internship",
      since: "2026-01-21T00:00:00.000Z",
    });
    expect(recentInternships).toContain("1 submission(s).");
    expect(await listSubmissions(handle.db, { since: "2026-01-21T00:00:00.000Z" })).toContain(
      "2 submission(s).",
    );
  });

  it("shows one submission by id or by reference, with its emails", async () => {
    const shown = await showSubmission(handle.db, (references.contact ?? "").toLowerCase());
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
    expect(JSON.parse((await showSubmission(handle.db, parsed.id)) ?? "").reference).toBe(references.contact);
    expect(await showSubmission(handle.db, "DON-NOSUCH")).toBeNull();
  });

  it("exports CSV with a BOM, a header row and every field flattened into its own column", async () => {
    const csv = await exportSubmissions(handle.db, "csv", {});
    expect(
      csv.startsWith(
        "\uFEFFid,reference,form_type,status,created_at,user_agent,name,email,phone,amount,message",
      ),
    ).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(4 + 2);
    const header = lines[0]?.split(",") ?? [];
    expect(new Set(header).size).toBe(header.length);
    expect(header).toEqual(
      expect.arrayContaining(["fullName", "areaOfInterest", "academicRequirement", "subject", "motivation"]),
    );
    expect(csv).toContain("Rural Development; Education");
    expect(csv).toContain('"నమస్కారం — we would like to partner.\nThanks."');
    expect(csv).toContain(",'+91 98765 43210,2500,");
  });

  it("exports JSON that reads back into the stored data", async () => {
    const exported = JSON.parse(await exportSubmissions(handle.db, "json", { type: "volunteer" }));
    expect(exported).toEqual([
      expect.objectContaining({ formType: "volunteer", data: validSubmissions.volunteer.data }),
    ]);
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
        const csv = await submissionsCommand(environment, "export", "--format", "csv");
        expect(csv.exitCode).toBe(0);
        expect(csv.stdout.startsWith("\uFEFFid,reference")).toBe(true);
        expect(csv.stdout).toContain(reference);
        expect((await submissionsCommand(environment, "list")).stdout).toContain(reference);
        expect(JSON.parse((await submissionsCommand(environment, "show", reference)).stdout).data.name).toBe(
          "Asha Devi",
        );
      }, 30_000);

      it("says what is wrong with a command, with exit code 2, and 1 for an unknown submission", async () => {
        const wrong = await submissionsCommand(environment, "export", "--format", "xlsx");
        expect(wrong.exitCode).toBe(2);
        expect(wrong.stderr).toContain("export needs --format csv or --format json.");
        expect(wrong.stderr).toContain("Usage: npm run submissions");
        expect((await submissionsCommand(environment, "show", "DON-NOSUCH")).exitCode).toBe(1);
      }, 30_000);
    },
  );
}
