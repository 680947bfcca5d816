import type { FormSubmission } from "#app/schemas/form-submission.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createLogger } from "../log.ts";
import { mailSettings } from "../mail/messages.ts";
import { createOutbox } from "../mail/outbox.ts";
import { createMailTransport } from "../mail/transport.ts";
import { openTestApi } from "../testing/api.ts";

const silent = createLogger("silent");

/**
 * Stores submissions through the real function at chosen times, and writes their emails as .eml
 * files with the real outbox, as a server without SMTP_URL does.
 */
export async function submissionSeeder(handle: DatabaseHandle, dataDir: string) {
  let clock = new Date();
  // Emails are written at the latest submission's time, when every one of them is due.
  let latest = new Date(0);
  const { post } = await openTestApi(handle, { now: () => clock });

  // Each seeded submission comes from an address of its own, as from a different person: the same
  // content from one address within half an hour would be one submission (decision 028).
  let seeded = 0;

  async function submit(submission: FormSubmission, at: Date, { spam = false } = {}): Promise<string> {
    clock = at;
    if (at > latest) latest = at;
    seeded += 1;
    const response = await post(submission, {
      address: `198.51.${Math.floor(seeded / 250)}.${seeded % 250}`,
    });
    const body: unknown = await response.json();
    const reference =
      typeof body === "object" && body !== null && "reference" in body ? body.reference : undefined;
    if (response.status !== 200 || typeof reference !== "string")
      throw new Error(`The function refused the test submission (${response.status}).`);
    // The spam check's signals belong to the form; here only its verdict matters: spam is kept
    // for review and never emailed.
    if (spam) {
      const { id } = await handle.db
        .updateTable("submissions")
        .set({ status: "spam" })
        .where("reference", "=", reference)
        .returning("id")
        .executeTakeFirstOrThrow();
      await handle.db.deleteFrom("email_jobs").where("submission_id", "=", id).execute();
    }
    return reference;
  }

  async function writeEmails() {
    const transport = createMailTransport({ dataDir, log: silent });
    const settings = mailSettings({
      MAIL_FROM: "Society <no-reply@dai.example>",
      MAIL_TO: "office@dai.example",
    });
    const outbox = createOutbox({
      database: handle,
      transport,
      settings,
      log: silent,
      now: () => latest,
      batchSize: 100,
    });
    while ((await outbox.runOnce()) > 0);
    transport.close();
  }

  return { submit, writeEmails };
}
