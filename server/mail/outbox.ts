import type { ExpressionBuilder, Selectable } from "kysely";
import type { Database, DatabaseHandle, EmailJobsTable } from "../db/database.ts";
import { describeError, type Logger } from "../log.ts";
import { composePaymentAlertEmail } from "../content/payment-alert-email.ts";
import { composeCancellationEmail } from "../donations/cancellation-email.ts";
import { composeCertificateEmail } from "../donations/certificate-email.ts";
import { composeReceiptEmail } from "../donations/receipt-email.ts";
import { composeReportEmail } from "../donations/report-email.ts";
import { type ComposeResult, composeEmail, type MailSettings, type StoredSubmission } from "./messages.ts";
import { withQrImages } from "./qr-images.ts";
import type { MailTransport } from "./transport.ts";

/*
 * The outbox worker. The function commits each submission together with its email_jobs rows; this
 * worker, inside every server process, claims the jobs that are due, composes each email from the
 * stored submission and the current settings, and sends it. A failed send is retried with
 * exponential backoff until 48 hours after the job was created. The submission itself is never
 * touched here: email failing cannot lose or change it. See docs/decisions/005-email-outbox.md.
 */

export const retryPolicy = {
  firstDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  /** Share of the delay added at random, so jobs that failed together do not retry together. */
  jitter: 0.1,
  giveUpAfterMs: 48 * 60 * 60_000,
};

type Job = Selectable<EmailJobsTable>;

/**
 * The staff area's sign-in emails (server/accounts/sign-in-mail.ts): composed by the staff area, which
 * draws the link's token at that moment, and worth sending only while the person who asked waits.
 */
export type SignInMail = {
  compose: (job: Job) => Promise<ComposeResult>;
  /** After this long from the request a sign-in job is given up, sent or not. */
  giveUpAfterMs: number;
};

export type OutboxOptions = {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  transport: MailTransport;
  settings: MailSettings;
  log: Logger;
  now?: () => Date;
  random?: () => number;
  /** How long to wait after a run that found fewer jobs than a full batch. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claim lasts; a job still 'sending' after it (its sender died) is claimed again. */
  leaseMs?: number;
  /** Without it (a process with no staff area), a sign-in job fails. */
  signInMail?: SignInMail;
  /** A certificate prints the society's published settings as production shows them. */
  production?: boolean;
};

export type Outbox = {
  /** Starts polling in the background. */
  start(): void;
  /** Stops polling; resolves once the email being sent has finished and the rest of the batch is released. */
  stop(): Promise<void>;
  /** Claims and sends the jobs due now (one batch); resolves with the number claimed. */
  runOnce(): Promise<number>;
};

/** The wait before the next attempt, after `attempts` attempts: 1 min, 2, 4 … capped at 6 h. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = retryPolicy.firstDelayMs * 2 ** Math.max(0, attempts - 1);
  const withJitter = Math.min(exponential, retryPolicy.maxDelayMs) * (1 + retryPolicy.jitter * random());
  return Math.min(withJitter, retryPolicy.maxDelayMs);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { database, transport, settings, log, signInMail } = options;
  const { db } = database;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 10 * 60_000;

  let state: "idle" | "polling" | "stopping" = "idle";
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /**
   * One statement both picks the due jobs and marks them 'sending' with a lease, so two workers
   * never hold the same job: PostgreSQL skips rows another transaction has locked; SQLite runs
   * the whole UPDATE under its single write lock.
   */
  async function claim(): Promise<Job[]> {
    const at = now();
    const nowIso = at.toISOString();
    const due = (eb: ExpressionBuilder<Database, "email_jobs">) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowIso)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", nowIso)]),
      ]);
    const candidates = db
      .selectFrom("email_jobs")
      .select("id")
      .where(due)
      .orderBy("next_attempt_at")
      .limit(batchSize);
    const lockedCandidates =
      database.dialect === "postgres" ? candidates.forUpdate().skipLocked() : candidates;
    return db
      .updateTable("email_jobs")
      .set((eb) => ({
        status: "sending",
        locked_until: new Date(at.getTime() + leaseMs).toISOString(),
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "in", lockedCandidates)
      .returningAll()
      .execute();
  }

  /** Changes a job this worker still holds; a job whose lease ran out and was claimed again is left alone. */
  function updateHeld(job: Job, changes: Partial<Omit<Job, "id">>) {
    return db
      .updateTable("email_jobs")
      .set(changes)
      .where("id", "=", job.id)
      .where("status", "=", "sending")
      .where("locked_until", "=", job.locked_until)
      .execute();
  }

  async function recordFailure(
    job: Job,
    submission: StoredSubmission | undefined,
    error: string,
    permanent: boolean,
  ) {
    const at = now().getTime();
    const giveUpAt = giveUpTime(job);
    const fields = {
      event: "email.failed",
      jobId: job.id,
      submissionId: job.submission_id,
      paymentId: job.payment_id,
      reference: submission?.reference,
      kind: job.kind,
      attempts: job.attempts,
      error,
    };
    const retryAt = at + retryDelayMs(job.attempts, random);
    // A sign-in link gets no last attempt at the end of its window: nobody would still be waiting.
    const tooLate = job.kind === "sign_in" && retryAt >= giveUpAt;
    if (permanent || at >= giveUpAt || tooLate) {
      await updateHeld(job, { status: "failed", locked_until: null, last_error: error });
      log.error(fields, "Email failed for good; `npm run submissions -- retry-failed` queues it again");
      return;
    }
    const nextAttemptAt = new Date(Math.min(retryAt, giveUpAt)).toISOString();
    await updateHeld(job, {
      status: "pending",
      locked_until: null,
      last_error: error,
      next_attempt_at: nextAttemptAt,
    });
    log.warn({ ...fields, event: "email.retry_scheduled", nextAttemptAt }, "Email not sent; will retry");
  }

  /** A sign-in link is worth nothing to a person who stopped waiting for it. */
  function giveUpTime(job: Job) {
    const window =
      job.kind === "sign_in" && signInMail ? signInMail.giveUpAfterMs : retryPolicy.giveUpAfterMs;
    return Date.parse(job.created_at) + window;
  }

  /**
   * A receipt (with the PDF), its cancellation and a certificate are composed from their payment, a sign-in link by the staff area,
   * a payment details alert from its alert; every other email from its submission.
   */
  async function compose(job: Job, submission: StoredSubmission | undefined): Promise<ComposeResult> {
    if (job.payment_id !== null && job.kind === "certificate")
      return composeCertificateEmail(db, job.payment_id, settings, options.production ?? false);
    if (job.payment_id !== null && job.kind === "cancellation")
      return composeCancellationEmail(db, job.payment_id, settings);
    if (job.payment_id !== null) return composeReceiptEmail(db, job.payment_id, settings);
    if (job.payment_alert_id !== null) return composePaymentAlertEmail(db, job.payment_alert_id, settings);
    if (job.payment_report_id !== null)
      return composeReportEmail(db, job.payment_report_id, job.kind, settings);
    if (job.kind === "sign_in") {
      if (!signInMail) return { status: "error", error: "This process has no staff area to sign in to." };
      if (now().getTime() >= giveUpTime(job))
        return {
          status: "error",
          error: "The sign-in link was not sent in time; nobody is waiting for it any more.",
        };
      return signInMail.compose(job);
    }
    if (!submission) return { status: "error", error: "The submission no longer exists." };
    return withQrImages(composeEmail(job.kind, submission, settings));
  }

  async function deliver(job: Job, submission: StoredSubmission | undefined) {
    const composed = await compose(job, submission);
    if (composed.status === "error") return recordFailure(job, submission, composed.error, true);
    const result = await transport.send(composed.email);
    if (result.status === "error") return recordFailure(job, submission, result.error, false);
    // 'written' is kept apart from 'sent' so that no list or health answer claims a delivery.
    await updateHeld(job, {
      status: result.status,
      locked_until: null,
      sent_at: now().toISOString(),
      last_error: null,
    });
    log.info(
      {
        event: result.status === "sent" ? "email.sent" : "email.written",
        jobId: job.id,
        submissionId: job.submission_id,
        paymentId: job.payment_id,
        reference: submission?.reference,
        kind: job.kind,
        attempts: job.attempts,
      },
      result.status === "sent" ? "Email sent" : "Email written to a file, not sent (SMTP_URL is not set)",
    );
  }

  /** Hands claimed jobs that were not tried back to the queue, for this or another worker. */
  async function release(jobs: Job[]) {
    for (const job of jobs) {
      await db
        .updateTable("email_jobs")
        .set((eb) => ({ status: "pending", locked_until: null, attempts: eb("attempts", "-", 1) }))
        .where("id", "=", job.id)
        .where("status", "=", "sending")
        .where("locked_until", "=", job.locked_until)
        .execute();
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim();
    if (jobs.length === 0) return 0;
    const submissionIds = jobs.flatMap((job) => job.submission_id ?? []);
    const rows =
      submissionIds.length === 0
        ? []
        : await db
            .selectFrom("submissions")
            .select((eb) => [
              "id",
              "reference",
              "form_type",
              "data",
              "created_at",
              "language",
              "idempotency_key",
              eb
                .exists(
                  eb
                    .selectFrom("email_jobs")
                    .select("email_jobs.id")
                    .whereRef("email_jobs.submission_id", "=", "submissions.id")
                    .where("email_jobs.kind", "=", "acknowledgement"),
                )
                .as("acknowledgement_queued"),
            ])
            .where("id", "in", submissionIds)
            .execute();
    const submissions = new Map(
      rows.map(({ acknowledgement_queued, ...row }) => [
        row.id,
        // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
        { ...row, acknowledgementQueued: Boolean(acknowledgement_queued) },
      ]),
    );
    for (const [index, job] of jobs.entries()) {
      if (state === "stopping") {
        await release(jobs.slice(index));
        break;
      }
      await deliver(job, job.submission_id === null ? undefined : submissions.get(job.submission_id));
    }
    return jobs.length;
  }

  async function drain() {
    try {
      while (state === "polling" && (await runOnce()) === batchSize);
    } catch (error) {
      log.error(
        { event: "email.outbox_error", error: describeError(error) },
        "Outbox run failed; trying again later",
      );
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      timer = undefined;
      running = drain().finally(() => {
        running = undefined;
        if (state === "polling") schedule(pollIntervalMs);
      });
    }, delayMs);
  }

  return {
    start() {
      if (state !== "idle") return;
      state = "polling";
      schedule(0);
    },
    async stop() {
      if (state === "idle") return;
      state = "stopping";
      clearTimeout(timer);
      timer = undefined;
      await running;
      state = "idle";
    },
    runOnce,
  };
}
