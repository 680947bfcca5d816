import type { Kysely } from "kysely";
import type { FormType } from "#app/schemas/form-types.ts";
import type { Database } from "../db/database.ts";
import { withDonationTables } from "../donations/schema.ts";

/*
 * An accidental resend (decision 028): the same form with the same content, from the same client
 * address, within a short window of the first, is answered with the first submission instead of
 * storing a second. Without JavaScript, Back after a success shows the filled form again with a
 * fresh key, and sending it would otherwise make a second application with a new reference.
 */

/** How long after a submission the same content from the same address counts as sent again. */
export const resendWindowMs = 30 * 60 * 1000;

export type ResentSubmission = { id: string; reference: string; idempotency_key: string | null };

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
  sent: { formType: FormType; requestHash: string; addressHash: string; now: Date },
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
