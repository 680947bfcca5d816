import type { Kysely } from "kysely";
import { maskAadhaar, maskPan } from "#app/utils/tax-identifiers.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
import { dataOf } from "../submissions/inbox.ts";
import { withDonationTables } from "./schema.ts";

/*
 * Donors' identity numbers in the staff area (issue 27): shown masked everywhere, the PAN as its
 * first five and last characters (ABCDE****F, as the emails and `donations list` show it), Aadhaar
 * as its last four only (the Aadhaar rules' form for anyone who stores one). The office and
 * administrators can reveal one number of one record; each reveal is written to the audit log with
 * the record and which number, never the number itself.
 */

export const identityFields = ["pan", "aadhaar"] as const;
export type IdentityField = (typeof identityFields)[number];
export const isIdentityField = (value: unknown): value is IdentityField =>
  identityFields.some((field) => field === value);

export const identityFieldNames: Record<IdentityField, string> = { pan: "PAN", aadhaar: "Aadhaar" };

export function masked(field: IdentityField, value: string): string {
  if (value === "") return value;
  return field === "pan" ? maskPan(value) : maskAadhaar(value);
}

const submissionReference = /^[A-Z]{3}-[A-Z0-9]{6}$/;
const receiptNumber = /^\d{4}-\d{2}\/\d{4}$/;

/** The record a number belongs to: a pledge by its reference (DON-…) or a receipt by its number. */
export const isIdentityRecord = (record: string) =>
  submissionReference.test(record) || receiptNumber.test(record);

async function storedIdentifier(db: Kysely<Database>, record: string, field: IdentityField) {
  if (receiptNumber.test(record)) {
    const payment = await withDonationTables(db)
      .selectFrom("payments")
      .select(["donor_pan", "donor_aadhaar"])
      .where("receipt_number", "=", record)
      .executeTakeFirst();
    return (field === "pan" ? payment?.donor_pan : payment?.donor_aadhaar) ?? undefined;
  }
  if (!submissionReference.test(record)) return undefined;
  const submission = await db
    .selectFrom("submissions")
    .select("data")
    .where("reference", "=", record)
    .where("form_type", "=", "donation")
    .executeTakeFirst();
  if (!submission) return undefined;
  const value = dataOf(submission.data)[field];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** One identity number whole, audited as `identity.reveal` ("2026-27/0001 PAN"); undefined when there is none. */
export async function revealIdentifier(
  db: Kysely<Database>,
  request: { record: string; field: IdentityField },
  actor: Actor,
  now: Date = new Date(),
): Promise<string | undefined> {
  const value = await storedIdentifier(db, request.record, request.field);
  if (value === undefined) return undefined;
  await recordAudit(
    withStaffTables(db),
    actor,
    "identity.reveal",
    `${request.record} ${identityFieldNames[request.field]}`,
    now,
  );
  return value;
}
