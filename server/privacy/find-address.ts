import type { Kysely } from "kysely";
import type { Database, Dialect } from "../db/database.ts";
import { jsonText, submitterEmailExpression, submitterNameExpression } from "../accounts/schema.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import { withDonationTables } from "../donations/schema.ts";

/*
 * A person asks about their data giving what they remember: their email address, a reference from
 * an acknowledgement, their phone number or their name. Everything stored about a person hangs on
 * the email address they wrote (person.ts), so the others lead to the addresses they were sent with;
 * staff choose when several match (two people of the same name, or a first name only).
 */

const REFERENCE = /^[A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/;
/** A receipt's number, as printed on it: the financial year and a serial (2026-27/0001). */
const RECEIPT = /^\d{4}-\d{2}\/\d+$/;
const EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+$/u;

export type AddressQuery =
  | { kind: "email"; address: string }
  | { kind: "reference"; reference: string }
  | { kind: "receipt"; receiptNumber: string }
  | { kind: "phone"; digits: string }
  | { kind: "name"; name: string };

/** What the typed text is; undefined when it is none of them (empty, or too long). */
export function readAddressQuery(text: string): AddressQuery | undefined {
  const typed = text.trim();
  if (typed === "" || typed.length > 254 || /[\p{Cc}\p{Cf}]/u.test(typed)) return undefined;
  if (EMAIL.test(typed)) return { kind: "email", address: typed.toLowerCase() };
  if (REFERENCE.test(typed.toUpperCase())) return { kind: "reference", reference: typed.toUpperCase() };
  if (RECEIPT.test(typed)) return { kind: "receipt", receiptNumber: typed };
  const digits = phoneDigits(typed);
  if (/^[\d\s()+.-]+$/.test(typed) && digits.length >= 8) return { kind: "phone", digits };
  return { kind: "name", name: typed.toLowerCase() };
}

/** A number's last ten digits, so that "+91 98765 43210" and "09876543210" are the same phone. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "").slice(-10);
}

/** The (lower-case) email addresses the query leads to, sorted. */
export async function addressesFor(
  db: Kysely<StaffDatabase>,
  dialect: Dialect,
  query: AddressQuery,
): Promise<string[]> {
  if (query.kind === "email") return [query.address];
  const words = query.kind === "name" ? nameWords(query.name) : [];
  if (query.kind === "name" && words.length === 0) return [];
  const fromPayments = await paymentAddressesFor(db, query, words);
  if (query.kind === "receipt") return distinct(fromPayments);
  const email = submitterEmailExpression(dialect);
  let select = db.selectFrom("submissions").select(email.as("email"));
  if (query.kind === "reference") select = select.where("reference", "=", query.reference);
  for (const word of words) select = select.where(submitterNameExpression(dialect), "like", `%${word}%`);
  if (query.kind === "phone") {
    // Phones are written in many ways, so every row with one is read: requests are rare.
    const rows = await db
      .selectFrom("submissions")
      .select([
        email.as("email"),
        jsonText(dialect, "phone").as("phone"),
        jsonText(dialect, "mobile").as("mobile"),
        jsonText(dialect, "alternatePhone").as("alternate"),
      ])
      .execute();
    return distinct([
      ...fromPayments,
      ...rows
        .filter((row) =>
          [row.phone, row.mobile, row.alternate].some(
            (phone) => typeof phone === "string" && phoneDigits(phone) === query.digits,
          ),
        )
        .map((row) => row.email),
    ]);
  }
  return distinct([...fromPayments, ...(await select.execute()).map((row) => row.email)]);
}

/**
 * The donors' addresses on payments the office recorded: a payment without a pledge has no
 * submission, so its donor is found by the name or the receipt's number written on it.
 */
async function paymentAddressesFor(
  db: Kysely<StaffDatabase>,
  query: AddressQuery,
  /** A name's words (nameWords), each of which the donor's name must hold. */
  words: readonly string[],
): Promise<string[]> {
  if (query.kind !== "name" && query.kind !== "receipt") return [];
  const payments = withDonationTables(db as Kysely<Database>);
  const rows = await payments
    .selectFrom("payments")
    .select((eb) => eb.fn<string>("lower", ["donor_email"]).as("email"))
    .where((eb) =>
      query.kind === "name"
        ? eb.and(words.map((word) => eb(eb.fn("lower", ["donor_name"]), "like", `%${word}%`)))
        : eb("receipt_number", "=", query.receiptNumber),
    )
    .execute();
  // A donor who gave no address (a receipt handed over) has none to look up or erase by.
  return rows.map((row) => row.email).filter((email) => email !== "");
}

/**
 * A name as people give it on the phone: a first name, a surname, or both with spaces in between.
 * Each word must be in the stored name; staff choose among the addresses when several people match.
 * LIKE's wildcards are dropped from the words: no name holds them.
 */
function nameWords(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[%_\\]/g, ""))
    .filter((word) => word !== "");
}

const distinct = (addresses: readonly (string | null)[]) =>
  [...new Set(addresses.filter((address): address is string => Boolean(address)))].sort();
