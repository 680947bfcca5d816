import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../server/log.ts";
import { mailSettings } from "../../server/mail/messages.ts";
import { createOutbox } from "../../server/mail/outbox.ts";
import { startSmtpSink } from "../../server/mail/testing/smtp-sink.ts";
import { createMailTransport } from "../../server/mail/transport.ts";
import { addAccount } from "../../server/accounts/accounts.ts";
import { commandLine } from "../../server/accounts/audit.ts";
import { withStaffTables } from "../../server/accounts/database.ts";
import { queueSignInEmail } from "../../server/accounts/sign-in-mail.ts";
import { auditedByCommandLine, auditLog } from "../../server/staff/testing.ts";
import { openTestApi, sqliteBackend } from "../../server/testing/api.ts";
import { databasePerTest } from "../../server/testing/database-per-test.ts";
import { validSubmissions } from "../../server/testing/submissions.ts";
import { retryFailedEmails } from "../../server/submissions/emails.ts";
import { listSubmissions } from "./list.ts";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "../submissions.ts");

const database = databasePerTest(sqliteBackend());
let dataDir: string;

beforeEach(async () => {
  dataDir = path.dirname(database.handle.location);
});

async function submit(body: unknown, headers: Record<string, string> = {}) {
  const { post } = await openTestApi(database.handle);
  const answer: unknown = await (await post(body, { headers })).json();
  if (typeof answer !== "object" || answer === null || !("id" in answer) || typeof answer.id !== "string") {
    throw new Error("The function did not answer with an id");
  }
  return answer.id;
}

function setStatus(
  submissionId: string,
  kind: "notification" | "acknowledgement",
  status: "sent" | "written" | "failed",
) {
  return database.handle.db
    .updateTable("email_jobs")
    .set({ status, attempts: 12, last_error: "ECONNREFUSED: connect ECONNREFUSED" })
    .where("submission_id", "=", submissionId)
    .where("kind", "=", kind)
    .execute();
}

function lineOf(listing: string, id: string) {
  return listing.split("\n").find((line) => line.includes(id)) ?? "";
}

describe("npm run submissions -- list", () => {
  it("shows how many of each submission's emails are sent, written, pending or failed", async () => {
    const waiting = await submit(validSubmissions.contact);
    const mixed = await submit(validSubmissions.donation);
    await setStatus(mixed, "notification", "sent");
    await setStatus(mixed, "acknowledgement", "failed");
    const spam = await submit(validSubmissions.volunteer, { "X-Form-Trap": "filled" });
    const toFiles = await submit(validSubmissions.internship);
    await setStatus(toFiles, "notification", "written");
    await setStatus(toFiles, "acknowledgement", "written");

    const listing = await listSubmissions(database.handle.db, {});
    expect(lineOf(listing, waiting)).toMatch(/ 2 pending$/);
    expect(lineOf(listing, mixed)).toMatch(/ 1 sent, 1 failed$/);
    expect(lineOf(listing, spam)).toMatch(/ none$/);
    // Written to .eml files (no SMTP_URL): nobody received them, so they are not "sent".
    expect(lineOf(listing, toFiles)).toMatch(/ 2 written$/);
  });
});

describe("npm run submissions -- retry-failed", () => {
  // Runs the real command twice, each a Node process of its own.
  it(
    "queues failed emails again, due now with fresh attempts, and the worker then sends them",
    { timeout: 30_000 },
    async () => {
      const id = await submit(validSubmissions.internship);
      await setStatus(id, "notification", "sent");
      await setStatus(id, "acknowledgement", "failed");

      const { stdout } = await run(process.execPath, [script, "retry-failed"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      expect(stdout).toBe("1 failed email(s) queued again; a running server sends them within seconds.\n");
      const requeued = await database.handle.db
        .selectFrom("email_jobs")
        .selectAll()
        .where("kind", "=", "acknowledgement")
        .executeTakeFirstOrThrow();
      expect(requeued).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
      expect(Date.now() - Date.parse(requeued.next_attempt_at)).toBeLessThan(60_000);
      expect(requeued.created_at).toBe(requeued.next_attempt_at);
      // Audited as the staff area's "Send again" is, by the submission's reference.
      const { reference } = await database.handle.db
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const resent = auditedByCommandLine("email.resend", reference);
      expect(await auditLog(database.handle)).toEqual([resent]);

      const sink = await startSmtpSink();
      const log = createLogger("silent");
      const transport = createMailTransport({ smtpUrl: sink.url, dataDir, log });
      try {
        const settings = mailSettings({
          MAIL_FROM: "Society <no-reply@dai.example>",
          MAIL_TO: "office@dai.example",
        });
        expect(await createOutbox({ database: database.handle, transport, settings, log }).runOnce()).toBe(1);
        const [received] = await sink.waitFor(1);
        expect(received?.envelopeTo).toEqual(["sravani@example.org"]);
      } finally {
        transport.close();
        await sink.stop();
      }

      const again = await run(process.execPath, [script, "retry-failed"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      expect(again.stdout).toBe("No failed emails.\n");
      expect(await auditLog(database.handle)).toEqual([resent]);
    },
  );
});

describe("retry-failed and sign-in links", () => {
  it("deletes a failed sign-in email instead of sending a stale link, and queues the rest", async () => {
    const id = await submit(validSubmissions.contact);
    await setStatus(id, "acknowledgement", "failed");
    const db = withStaffTables(database.handle.db);
    await addAccount(db, { email: "asha@example.org", name: "Asha" }, commandLine);
    await queueSignInEmail(db, { email: "asha@example.org", origin: "https://dai.example", at: new Date() });
    await db.updateTable("email_jobs").set({ status: "failed" }).where("kind", "=", "sign_in").execute();

    const { output, audit } = await retryFailedEmails(database.handle.db, new Date());
    expect(output).toBe(
      "1 failed email(s) queued again; a running server sends them within seconds.\n" +
        "1 failed sign-in email(s) deleted: their links expired; staff ask for a new one.\n",
    );
    expect(audit.map((line) => line.action)).toEqual(["email.resend"]);
    const jobs = await db.selectFrom("email_jobs").select(["kind", "status"]).orderBy("kind").execute();
    expect(jobs).toEqual([
      { kind: "acknowledgement", status: "pending" },
      { kind: "notification", status: "pending" },
    ]);
  });
});
