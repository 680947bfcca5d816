import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { FormType } from "#app/schemas/form-types.ts";
import type { Database } from "../db/database.ts";
import { withDonationTables } from "../donations/schema.ts";
import type { ResendColumns } from "./resend-schema.ts";

/*
 * An accidental resend (decision 028): the same form with the same content, from the same client
 * address, within a short window of the first, is answered with the first submission instead of
 * storing a second. Without JavaScript, Back after a success shows the filled form again with a
 * fresh key, and sending it would otherwise make a second application with a new reference.
 */

/** How long after a submission the same content from the same address counts as sent again. */
export const resendWindowMs = 30 * 60 * 1000;

export type ResentSubmission = { id: string; reference: string; idempotency_key: string | null };

/** What makes two posts the same content from the same address: the inputs `findResent` compares. */
export type SentContent = { formType: FormType; requestHash: string; addressHash: string };

/** The fingerprint a submission holds while later posts of its content are resends of it. */
export function resendFingerprint({ formType, requestHash, addressHash }: SentContent) {
  return createHash("sha256").update(`${formType}\n${requestHash}\n${addressHash}`).digest("hex");
}

const withResendColumns = (db: Kysely<Database>) =>
  withDonationTables(db).withTables<{ submissions: ResendColumns }>();

/**
 * Frees the fingerprint from a submission that a resend would no longer be answered with (out of
 * the window, set aside as spam, or a pledge paid against: the rules of `findResent`), inside the
 * transaction that stores the new one, so that the new one can take it.
 */
export async function releaseFingerprint(transaction: Kysely<Database>, fingerprint: string, now: Date) {
  await withResendColumns(transaction)
    .updateTable("submissions")
    .set({ resend_fingerprint: null })
    .where("resend_fingerprint", "=", fingerprint)
    .where((eb) =>
      eb.or([
        eb("created_at", "<", new Date(now.getTime() - resendWindowMs).toISOString()),
        eb("status", "!=", "received"),
        eb.exists(
          eb
            .selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.submission_id", "=", "submissions.id")
            .where("payments.cancelled_at", "is", null),
        ),
      ]),
    )
    .execute();
}

/**
 * The earliest submission of the window with this content (`request_hash`: form, every answer and
 * the language) from this address, if any. The form type and time bound the search to the last
 * half hour's rows of one form (index `submissions_form_type_created_at`). A pledge with a payment
 * recorded against it is not matched: the same pledge made again after paying is a new gift. Nor is
 * one the spam rule set aside: sending again is what someone it misjudged would do, and the new
 * post is judged on its own.
 */
export async function findResent(
  db: Kysely<Database>,
  sent: SentContent & { now: Date },
): Promise<ResentSubmission | undefined> {
  return withDonationTables(db)
    .selectFrom("submissions")
    .select(["id", "reference", "idempotency_key"])
    .where("form_type", "=", sent.formType)
    .where("created_at", ">=", new Date(sent.now.getTime() - resendWindowMs).toISOString())
    .where("request_hash", "=", sent.requestHash)
    .where("address_hash", "=", sent.addressHash)
    .where("status", "=", "received")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("payments")
            .select("payments.id")
            .whereRef("payments.submission_id", "=", "submissions.id")
            .where("payments.cancelled_at", "is", null),
        ),
      ),
    )
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
}
