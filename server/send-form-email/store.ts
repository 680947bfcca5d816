import type { Kysely } from "kysely";
import type { Language } from "#app/content/language.ts";
import type { FormSubmission } from "#app/schemas/form-submission.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import type { Database, EmailKind, SubmissionStatus } from "../db/database.ts";
import type { NoticeConsentColumns } from "../privacy/schema.ts";
import { findByIdempotencyKey, type PreviousSubmission } from "./idempotency.ts";
import { findResent, releaseFingerprint, resendFingerprint, type ResentSubmission } from "./resend.ts";
import type { ResendColumns } from "./resend-schema.ts";

export type StoreDependencies = {
  db: Kysely<Database>;
  now: () => Date;
  newId: () => string;
  newReference: (formType: FormType) => string;
};

export type NewSubmission = {
  submission: FormSubmission;
  status: SubmissionStatus;
  idempotencyKey: string | null;
  requestHash: string;
  addressHash: string;
  userAgent: string | null;
  /** The privacy notice version the form showed (server/privacy/consent.ts); none from other callers. */
  privacyNoticeVersion?: string | null;
  /** The language of the form it was sent from; the column's default, English, for other callers. */
  language?: Language;
  /**
   * Decision 028: the same content from the same address within the window is a resend of the first.
   * The form function sets it; fixtures that store one content many times leave it out.
   */
  answerResends?: boolean;
};

export type StoreResult =
  | { status: "stored"; id: string; reference: string }
  | { status: "duplicate"; previous: PreviousSubmission }
  | { status: "resent"; first: ResentSubmission };

const withSubmissionColumns = (db: Kysely<Database>) =>
  db.withTables<{ submissions: NoticeConsentColumns & ResendColumns }>();

// Eight draws from about a billion codes: running out means something other than bad luck.
const maxReferenceDraws = 8;

/**
 * Inserts the submission and its email jobs in one transaction, so either both are kept or
 * neither is. The insert skips on any unique conflict: a concurrent request that committed the
 * same Idempotency-Key first, or (with `answerResends`) the same content from the same address
 * (the database decides who was first, across instances: the first is answered), or a reference
 * already taken, in which case a new reference is drawn.
 */
export async function storeSubmission(
  { db, now, newId, newReference }: StoreDependencies,
  entry: NewSubmission,
  emailKinds: readonly EmailKind[],
): Promise<StoreResult> {
  const { formType, data } = entry.submission;
  const sent = { formType, requestHash: entry.requestHash, addressHash: entry.addressHash };
  // Spam is never answered to a resend (decision 028), so it holds no fingerprint.
  const fingerprint = entry.answerResends && entry.status === "received" ? resendFingerprint(sent) : null;
  for (let draw = 1; draw <= maxReferenceDraws; draw += 1) {
    const id = newId();
    const reference = newReference(formType);
    const createdAt = now().toISOString();
    const inserted = await db.transaction().execute(async (transaction) => {
      if (fingerprint) await releaseFingerprint(transaction, fingerprint, now());
      const row = await withSubmissionColumns(transaction)
        .insertInto("submissions")
        .values({
          id,
          reference,
          form_type: formType,
          data: JSON.stringify(data),
          status: entry.status,
          idempotency_key: entry.idempotencyKey,
          request_hash: entry.requestHash,
          address_hash: entry.addressHash,
          user_agent: entry.userAgent,
          created_at: createdAt,
          privacy_notice_version: entry.privacyNoticeVersion ?? null,
          consented_at: entry.privacyNoticeVersion ? createdAt : null,
          language: entry.language,
          resend_fingerprint: fingerprint,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) return false;
      // Spam is kept for review but never emailed.
      const kinds = entry.status === "received" ? emailKinds : [];
      if (kinds.length > 0) {
        await transaction
          .insertInto("email_jobs")
          .values(
            kinds.map((kind) => ({
              id: newId(),
              submission_id: id,
              kind,
              status: "pending" as const,
              next_attempt_at: createdAt,
              created_at: createdAt,
            })),
          )
          .execute();
      }
      return true;
    });
    if (inserted) return { status: "stored", id, reference };
    const previous = entry.idempotencyKey ? await findByIdempotencyKey(db, entry.idempotencyKey) : undefined;
    if (previous) return { status: "duplicate", previous };
    const first = fingerprint ? await findResent(db, { ...sent, now: now() }) : undefined;
    if (first) return { status: "resent", first };
  }
  throw new Error(`No unused reference after ${maxReferenceDraws} draws.`);
}
