import { languageNamesInEnglish } from "#app/content/language.ts";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { contactFieldLabels } from "#app/schemas/contact.ts";
import { donationFieldLabels } from "#app/schemas/donation.ts";
import { formSubmissionSchemas } from "#app/schemas/form-submission.ts";
import { type FormType } from "#app/schemas/form-types.ts";
import { internshipFieldLabels } from "#app/schemas/internship.ts";
import { volunteerFieldLabels } from "#app/schemas/volunteer.ts";
import { requeuedEmail } from "./emails.ts";
import type { EmailKind } from "../db/database.ts";
import { describeReport, reportsOfPledges } from "../donations/payment-reports.ts";
import type { Block } from "../mail/content.ts";
import { contactEmails } from "../mail/forms/contact.ts";
import { donationFields } from "../mail/forms/donation.ts";
import { internshipEmails } from "../mail/forms/internship.ts";
import { volunteerEmails } from "../mail/forms/volunteer.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import { dataOf, isFormType } from "./inbox.ts";

/*
 * One submission as staff see it, and what they can do to it. Each change is one statement guarded
 * by the state it expects, so two staff members pressing the same button change it once.
 */

const fieldLabels: Record<FormType, Record<string, string>> = {
  donation: donationFieldLabels,
  contact: contactFieldLabels,
  volunteer: volunteerFieldLabels,
  internship: internshipFieldLabels,
};

/**
 * Every field labelled and grouped as on its (English) form: the same rows the notification email shows.
 * Data that no longer matches its form (an older row) is shown key by key with the labels known.
 */
export function labelledFields(formType: string, data: Record<string, unknown>): Block[] {
  const parsed = formSubmissionSchemas.en.safeParse({ formType, data });
  if (parsed.success) {
    const submission = parsed.data;
    switch (submission.formType) {
      case "donation":
        return donationFields(submission.data, "en", "whole");
      case "contact":
        return contactEmails.fields(submission.data, "en");
      case "volunteer":
        return volunteerEmails.fields(submission.data, "en");
      case "internship":
        return internshipEmails.fields(submission.data, "en");
    }
  }
  const labels = isFormType(formType) ? fieldLabels[formType] : {};
  return [
    {
      type: "fields",
      rows: Object.entries(data).map(([key, value]) => ({
        label: labels[key] ?? key,
        value: Array.isArray(value) ? value.join("; ") : String(value ?? ""),
      })),
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
  // What a donor reported paying ("I have paid"), for staff to match before `donations receive`.
  const paymentReports = row.form_type === "donation" ? await reportsOfPledges(db, [row.id]) : [];
  return {
    id: row.id,
    reference: row.reference,
    formType: row.form_type,
    status:
      row.status === "spam" ? ("spam" as const) : row.handled_at ? ("handled" as const) : ("new" as const),
    createdAt: row.created_at,
    /** The language of the form the person used, named in English. */
    languageName: languageNamesInEnglish[row.language],
    handledAt: row.handled_at,
    handledBy: row.handled_by,
    note: row.note ?? "",
    name: String(data.name ?? data.fullName ?? ""),
    email: String(data.email ?? ""),
    fields: labelledFields(row.form_type, data),
    emails: emails.map((email) => ({ ...email, attempts: Number(email.attempts) })),
    paymentReports: paymentReports.map(describeReport),
  };
}

export type StaffSubmission = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

export type ActionContext = { db: Kysely<StaffDatabase>; actor: Actor; now: Date };

async function upsertReview(
  { db, now }: ActionContext,
  submissionId: string,
  changes: { handled_at?: string | null; handled_by?: string | null; note?: string },
) {
  const at = now.toISOString();
  await db
    .insertInto("submission_reviews")
    .values({
      submission_id: submissionId,
      note: "",
      handled_at: null,
      handled_by: null,
      ...changes,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("submission_id").doUpdateSet({ ...changes, updated_at: at }))
    .execute();
}

export async function setHandled(context: ActionContext, submission: StaffSubmission, handled: boolean) {
  await upsertReview(context, submission.id, {
    handled_at: handled ? context.now.toISOString() : null,
    handled_by: handled ? context.actor.email : null,
  });
  await recordAudit(
    context.db,
    context.actor,
    handled ? "submission.handled" : "submission.reopened",
    submission.reference,
    context.now,
  );
}

export async function saveNote(context: ActionContext, submission: StaffSubmission, note: string) {
  await upsertReview(context, submission.id, { note });
  await recordAudit(context.db, context.actor, "submission.note", submission.reference, context.now);
}

/**
 * Moves a submission out of the spam folder and queues the emails it would have had, in one
 * transaction: sent within seconds by the outbox, as if it had just arrived.
 */
export async function markNotSpam(
  context: ActionContext,
  submission: StaffSubmission,
  emailKinds: readonly EmailKind[],
) {
  const at = context.now.toISOString();
  const moved = await context.db.transaction().execute(async (transaction) => {
    const result = await transaction
      .updateTable("submissions")
      .set({ status: "received" })
      .where("id", "=", submission.id)
      .where("status", "=", "spam")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    if (emailKinds.length > 0) {
      await transaction
        .insertInto("email_jobs")
        .values(
          emailKinds.map((kind) => ({
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
    return true;
  });
  if (moved)
    await recordAudit(context.db, context.actor, "submission.not_spam", submission.reference, context.now);
  return moved;
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
