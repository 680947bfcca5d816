import type { Kysely } from "kysely";
import type { Database, EmailJobStatus } from "../db/database.ts";
import { withDonationTables } from "../donations/schema.ts";
import type { AuditLine } from "../accounts/audit.ts";

// The order the statuses are read out in; 'sending' is shown as pending, as in /api/health.
// 'written' (an .eml file, no SMTP_URL) is never counted as sent: nobody has received it.
const shownStatuses = ["sent", "written", "pending", "failed"] as const;
type ShownStatus = (typeof shownStatuses)[number];
const shownAs: Record<EmailJobStatus, ShownStatus> = {
  sent: "sent",
  written: "written",
  pending: "pending",
  sending: "pending",
  failed: "failed",
};

/**
 * The `emails` column of `list`: per submission, how many of its emails are sent, written (to a
 * file only), pending or failed, e.g. "1 sent, 1 pending"; "none" for a submission without emails
 * (spam).
 */
export async function emailStatusBySubmission(
  db: Kysely<Database>,
): Promise<(submissionId: string) => string> {
  const rows = await db
    .selectFrom("email_jobs")
    .select((select) => ["submission_id", "status", select.fn.countAll<number | string>().as("jobs")])
    .groupBy(["submission_id", "status"])
    .execute();
  const counts = new Map<string, Map<ShownStatus, number>>();
  for (const row of rows) {
    if (row.submission_id === null) continue; // a payment's receipt, not a submission's email
    const perStatus = counts.get(row.submission_id) ?? new Map<ShownStatus, number>();
    const status = shownAs[row.status];
    perStatus.set(status, (perStatus.get(status) ?? 0) + Number(row.jobs));
    counts.set(row.submission_id, perStatus);
  }
  return (submissionId) => {
    const perStatus = counts.get(submissionId);
    if (!perStatus) return "none";
    return shownStatuses
      .filter((status) => perStatus.has(status))
      .map((status) => `${perStatus.get(status)} ${status}`)
      .join(", ");
  };
}

/**
 * A failed email back in the queue, due now, with its attempts and its 48-hour window started
 * afresh (created_at marks the start of that window; see decision 005). The staff area's "Send
 * again" sets the same for one email.
 */
export function requeuedEmail(now: Date) {
  const at = now.toISOString();
  return { status: "pending" as const, attempts: 0, next_attempt_at: at, created_at: at, locked_until: null };
}

/**
 * `retry-failed`: every failed email goes back in the queue. Each is audited as the staff area's
 * "Send again" is, by its submission's reference (or, for a receipt, the receipt number). A failed
 * sign-in link is deleted instead: its 15 minutes are over, and whoever asked for it asks again
 * (decision 024); until then it shows in /api/health like any failed email.
 */
export async function retryFailedEmails(
  db: Kysely<Database>,
  now: Date,
): Promise<{ output: string; audit: AuditLine[] }> {
  const requeued = await withDonationTables(db)
    .updateTable("email_jobs")
    .set(requeuedEmail(now))
    .where("status", "=", "failed")
    .where("kind", "<>", "sign_in")
    .returning((row) => [
      row
        .selectFrom("submissions")
        .select("reference")
        .whereRef("submissions.id", "=", "email_jobs.submission_id")
        .as("reference"),
      row
        .selectFrom("payments")
        .select("receipt_number")
        .whereRef("payments.id", "=", "email_jobs.payment_id")
        .as("receipt"),
    ])
    .execute();
  const dropped = await db
    .deleteFrom("email_jobs")
    .where("status", "=", "failed")
    .where("kind", "=", "sign_in")
    .executeTakeFirst();
  const audit = requeued.map((email) => ({
    action: "email.resend",
    subject: email.reference ?? email.receipt ?? null,
  }));
  const lines = [
    requeued.length === 0
      ? "No failed emails."
      : `${requeued.length} failed email(s) queued again; a running server sends them within seconds.`,
  ];
  const signIns = Number(dropped.numDeletedRows);
  if (signIns > 0)
    lines.push(`${signIns} failed sign-in email(s) deleted: their links expired; staff ask for a new one.`);
  return { output: `${lines.join("\n")}\n`, audit };
}
