import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { findPledge } from "./pledges.ts";

/*
 * A pledge's own payment page (issue 32, decision 027): the donate page at /donate?sent=<key>, where
 * the key is the pledge's idempotency key, a random UUID that only the donor's page (and their
 * acknowledgement email) ever held. It shows how to pay and the donor's name, nothing else of
 * theirs, and only while there is something to pay.
 */

export type PledgePaymentState =
  | { status: "open"; reference: string; amount: number; name: string }
  /** Paid in full, set aside as spam, erased, or a key that names no pledge: all read the same. */
  | { status: "closed" };

export async function pledgePaymentState(db: Kysely<Database>, key: string): Promise<PledgePaymentState> {
  const submission = await db
    .selectFrom("submissions")
    .select(["reference", "status"])
    .where("idempotency_key", "=", key)
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (submission?.status !== "received") return { status: "closed" };
  const pledge = await findPledge(db, submission.reference);
  if (!pledge || pledge.pledgedPaise === null || pledge.state === "paid") return { status: "closed" };
  return { status: "open", reference: pledge.reference, amount: pledge.pledgedPaise / 100, name: pledge.name };
}
