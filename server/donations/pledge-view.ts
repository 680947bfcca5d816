import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { reportsOfPledges } from "./payment-reports.ts";
import { withDonationTables } from "./schema.ts";

/**
 * One pledge in full, for `donations show DON-XXXXXX`: what the donor entered (PAN whole, with the
 * 80G details and the citizenship confirmation), what they reported paying and the payments staff
 * recorded against it. Undefined when no donation pledge has the reference.
 */
export async function pledgeInFull(database: Kysely<Database>, reference: string) {
  const db = withDonationTables(database);
  const pledge = await db
    .selectFrom("submissions")
    .select(["id", "reference", "status", "created_at", "data"])
    .where("reference", "=", reference.trim().toUpperCase())
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (!pledge) return undefined;
  const reported = await reportsOfPledges(database, [pledge.id]);
  const payments = await db
    .selectFrom("payments")
    .select(["receipt_number", "amount_paise", "paid_on", "mode", "payment_reference", "cancelled_at"])
    .where("submission_id", "=", pledge.id)
    .orderBy("financial_year")
    .orderBy("sequence")
    .execute();
  return {
    reference: pledge.reference,
    status: pledge.status,
    created_at: pledge.created_at,
    data: JSON.parse(pledge.data) as unknown,
    reported: reported.map(({ submission_id: _pledge, ...report }) => report),
    payments,
  };
}
