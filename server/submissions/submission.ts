import { type Language, languageNamesInEnglish } from "#app/content/language.ts";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { fitsLetters } from "#app/schemas/fields.ts";
import { formSubmissionSchemas } from "#app/schemas/form-submission.ts";
import { visibleLength } from "#app/utils/visible-length.ts";
import { requeuedEmail } from "./emails.ts";
import type { Database, EmailKind } from "../db/database.ts";
import { receiptsOfPledge } from "../donations/receipts.ts";
import { withDonationTables } from "../donations/schema.ts";
import { describeReport, reportsOfPledges } from "../donations/payment-reports.ts";
import { type Block, longDate } from "../mail/content.ts";
import { contactEmails } from "../mail/forms/contact.ts";
import { donationFields } from "../mail/forms/donation.ts";
import { identityFields, isIdentityField, masked } from "../donations/identity.ts";
import { internshipEmails } from "../mail/forms/internship.ts";
import { volunteerEmails } from "../mail/forms/volunteer.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import { correctableOf } from "./correction.ts";
import { fieldLabels } from "./field-labels.ts";
import { dataOf, isFormType, submitterName } from "./inbox.ts";
import { type Progress, stateOf } from "./progress.ts";

/*
 * One submission as staff see it, and what they can do to it. Each change is one statement guarded
 * by the state it expects, so two staff members pressing the same button change it once.
 */

/**
 * Every field labelled and grouped as on its form (English for staff, the person's language in their
 * copy): the same rows the notification and acknowledgement emails show. Data that no longer matches
 * its form (an older row) is shown key by key with the (English) labels known.
 * A donor's PAN and Aadhaar are whole only where `identifiers` says so: in exports and a person's
 * copy of their data, never on a staff page (server/donations/identity.ts).
 */
export function labelledFields(
  formType: string,
  data: Record<string, unknown>,
  identifiers: "whole" | "masked",
  language: Language = "en",
): Block[] {
  const parsed = formSubmissionSchemas.en.safeParse({ formType, data });
  if (parsed.success) {
    const submission = parsed.data;
    switch (submission.formType) {
      case "donation":
        return donationFields(submission.data, language, identifiers);
      case "contact":
        return contactEmails.fields(submission.data, language);
      case "volunteer":
        return volunteerEmails.fields(submission.data, language);
      case "internship":
        return internshipEmails.fields(submission.data, language);
    }
  }
  const labels = isFormType(formType) ? fieldLabels[formType] : {};
  return [
    {
      type: "fields",
      rows: Object.entries(data).map(([key, value]) => {
        const text = Array.isArray(value) ? value.join("; ") : String(value ?? "");
        return {
          label: labels[key] ?? key,
          value: identifiers === "masked" && isIdentityField(key) ? masked(key, text) : text,
        };
      }),
    },
  ];
}

export async function findSubmission(db: Kysely<StaffDatabase>, reference: string) {
  const row = await db
    .selectFrom("submissions")
    .leftJoin("submission_reviews", "submission_reviews.submission_id", "submissions.id")
    .select([
      "submissions.id",
      "submissions.reference",
      "submissions.form_type",
      "submissions.status",
      "submissions.data",
      "submissions.created_at",
      "submissions.language",
      "submission_reviews.progress",
      "submission_reviews.handled_at",
      "submission_reviews.handled_by",
      "submission_reviews.note",
    ])
    .where("submissions.reference", "=", reference.toUpperCase())
    .executeTakeFirst();
  if (!row) return undefined;
  const emails = await db
    .selectFrom("email_jobs")
    .select(["id", "kind", "status", "attempts", "sent_at", "last_error", "next_attempt_at"])
    .where("submission_id", "=", row.id)
    .orderBy("kind")
    .execute();
  const data = dataOf(row.data);
  // What a donor reported paying ("I have paid"), for staff to match before recording the payment.
  const paymentReports = row.form_type === "donation" ? await reportsOfPledges(db, [row.id]) : [];
  // The payments recorded against it, so the page says so rather than asking for them again.
  const receipts =
    row.form_type === "donation"
      ? await receiptsOfPledge(withDonationTables(db as Kysely<Database>), row.id)
      : [];
  return {
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    status: stateOf(row.status, row.progress),
    createdAt: row.created_at,
    /** The language of the form the person used, named in English. */
    languageName: languageNamesInEnglish[row.language],
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    note: row.note ?? "",
    name: submitterName(data),
    email: String(data.email ?? ""),
    phone: String(data.phone ?? data.mobile ?? ""),
    fields: labelledFields(row.form_type, data, "masked"),
    /** The person's details the office may correct on their request, as stored now. */
    correctable: correctableOf(row.form_type, data),
    /** The rows of identity numbers shown masked, which the office can reveal (server/donations/identity.ts). */
    identityRows: identityFields.flatMap((field) =>
      typeof data[field] === "string" && data[field] !== ""
        ? [{ field, label: fieldLabels.donation[field] ?? field }]
        : [],
    ),
    emails: emails.map((email) => ({ ...email, attempts: Number(email.attempts) })),
    paymentReports: paymentReports.map((report) => describeReport(report, longDate)),
    receipts: receipts.map((receipt) => ({
      number: receipt.receipt_number,
      amountPaise: Number(receipt.amount_paise),
    })),
  };
}

export type StaffSubmission = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

export type ActionContext = { db: Kysely<StaffDatabase>; actor: Actor; now: Date };

export type ReviewChange = {
  /** The note as typed; undefined leaves it as it is. */
  note?: string;
  /** Where the work stands now; undefined leaves it, except that a note starts a new submission. */
  progress?: Progress;
};

/** The longest note staff may keep on a submission, in letters as a reader counts them. */
export const noteMaxLength = 2000;

/** Why a note cannot be kept, or undefined: counted as the forms count (a Telugu letter with its vowel sign is one). */
export function noteRefusal(note: string): string | undefined {
  if (fitsLetters(note, noteMaxLength)) return undefined;
  return `A note holds up to ${noteMaxLength} characters; this one has ${visibleLength(note)}. Nothing was saved: shorten it and save again.`;
}

/**
 * The note and the progress in one statement, as the page posts them in one form: a note typed
 * before "Mark as handled" is kept with it. A note on a new submission moves it to "in progress".
 * Audits each change (never the note's text); resolves with what changed.
 */
export async function reviewSubmission(
  { db, actor, now }: ActionContext,
  submission: StaffSubmission,
  change: ReviewChange,
): Promise<{ note: boolean; progress?: Progress }> {
  const noteChanged = change.note !== undefined && change.note !== submission.note;
  const current = submission.status;
  const progress =
    change.progress ?? (noteChanged && change.note !== "" && current === "new" ? "in_progress" : undefined);
  const progressChanged = progress !== undefined && progress !== current;
  if (!noteChanged && !progressChanged) return { note: false };
  const at = now.toISOString();
  const changes = {
    ...(noteChanged ? { note: change.note } : {}),
    ...(progressChanged
      ? {
          progress,
          handled_at: progress === "handled" ? at : null,
          handled_by: progress === "handled" ? actor.email : null,
        }
      : {}),
  };
  await db
    .insertInto("submission_reviews")
    .values({
      submission_id: submission.id,
      note: "",
      handled_at: null,
      handled_by: null,
      ...changes,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("submission_id").doUpdateSet({ ...changes, updated_at: at }))
    .execute();
  if (noteChanged) await recordAudit(db, actor, "submission.note", submission.reference, now);
  if (progressChanged) await recordAudit(db, actor, progressAudit[progress], submission.reference, now);
  return progressChanged ? { note: noteChanged, progress } : { note: noteChanged };
}

const progressAudit: Record<Progress, string> = {
  new: "submission.reopened",
  in_progress: "submission.in_progress",
  handled: "submission.handled",
};

/**
 * Moves a received submission to the spam folder and cancels the emails still waiting for it
 * (one being sent at this moment goes out). Resolves with whether it moved and how many emails
 * were cancelled.
 */
export async function markSpam(
  context: ActionContext,
  submission: Pick<StaffSubmission, "id" | "reference">,
) {
  const outcome = await context.db.transaction().execute(async (transaction) => {
    const result = await transaction
      .updateTable("submissions")
      .set({ status: "spam" })
      .where("id", "=", submission.id)
      .where("status", "=", "received")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    const cancelled = await transaction
      .deleteFrom("email_jobs")
      .where("submission_id", "=", submission.id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    return { cancelled: Number(cancelled.numDeletedRows) };
  });
  if (outcome)
    await recordAudit(context.db, context.actor, "submission.spam", submission.reference, context.now);
  return outcome;
}

/**
 * Moves a submission out of the spam folder and queues the emails it would have had, in one
 * transaction: sent within seconds by the outbox, as if it had just arrived. An email it already
 * had (sent before it was marked spam) is not sent twice. Gives how many were queued, or false
 * when it was not in the spam folder.
 */
export async function markNotSpam(
  context: ActionContext,
  submission: Pick<StaffSubmission, "id" | "reference">,
  emailKinds: readonly EmailKind[],
): Promise<{ queued: number } | false> {
  const at = context.now.toISOString();
  const moved = await context.db.transaction().execute(async (transaction) => {
    const result = await transaction
      .updateTable("submissions")
      .set({ status: "received" })
      .where("id", "=", submission.id)
      .where("status", "=", "spam")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false as const;
    const had = await transaction
      .selectFrom("email_jobs")
      .select("kind")
      .where("submission_id", "=", submission.id)
      .execute();
    const missing = emailKinds.filter((kind) => !had.some((job) => job.kind === kind));
    if (missing.length > 0) {
      await transaction
        .insertInto("email_jobs")
        .values(
          missing.map((kind) => ({
            id: randomUUID(),
            submission_id: submission.id,
            kind,
            status: "pending" as const,
            next_attempt_at: at,
            created_at: at,
          })),
        )
        .execute();
    }
    return { queued: missing.length };
  });
  if (moved)
    await recordAudit(context.db, context.actor, "submission.not_spam", submission.reference, context.now);
  return moved;
}

/** Submissions by reference, as the inbox's checkboxes name them: the ones that exist. */
export async function submissionsByReference(db: Kysely<StaffDatabase>, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .selectFrom("submissions")
    .select(["id", "reference"])
    .where(
      "reference",
      "in",
      references.map((reference) => reference.toUpperCase()),
    )
    .execute();
}

/** "Send again": one failed email queued as `npm run submissions -- retry-failed` queues them all. */
export async function resendEmail(context: ActionContext, submission: StaffSubmission, jobId: string) {
  const result = await context.db
    .updateTable("email_jobs")
    .set(requeuedEmail(context.now))
    .where("id", "=", jobId)
    .where("submission_id", "=", submission.id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  const queued = Number(result.numUpdatedRows) > 0;
  if (queued) await recordAudit(context.db, context.actor, "email.resend", submission.reference, context.now);
  return queued;
}
