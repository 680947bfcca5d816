import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { findPledge, unpaidPaise } from "./pledges.ts";

/*
 * A pledge's own payment page (issue 32, decision 027): the donate page at /donate?sent=<key>, where
 * the key is the pledge's idempotency key, a random UUID that only the donor's page (and their
 * acknowledgement email) ever held. It shows how to pay and the donor's name, nothing else of
 * theirs, and only while there is something to pay.
 */

export type PledgePaymentState =
  /** `amount`: what is still to pay, in rupees (the whole pledge until a part of it is received). */
  | { status: "open"; reference: string; amount: number; name: string }
  /** Paid in full, erased, or a key that names no pledge: all read the same. */
  | { status: "closed" };

export async function pledgePaymentState(db: Kysely<Database>, key: string): Promise<PledgePaymentState> {
  // A pledge the spam rule set aside stays open: its sender was answered like any other (decision
  // 012), and a closed page would tell a robot, or a donor the rule misjudged, what it decided.
  const submission = await db
    .selectFrom("submissions")
    .select(["reference"])
    .where("idempotency_key", "=", key)
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (!submission) return { status: "closed" };
  const pledge = await findPledge(db, submission.reference);
  const toPay = pledge ? unpaidPaise(pledge) : null;
  if (!pledge || toPay === null || toPay === 0) return { status: "closed" };
  return { status: "open", reference: pledge.reference, amount: toPay / 100, name: pledge.name };
}
