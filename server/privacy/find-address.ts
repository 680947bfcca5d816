import type { Kysely } from "kysely";
import type { Dialect } from "../db/database.ts";
import { jsonText, submitterEmailExpression, submitterNameExpression } from "../accounts/schema.ts";
import type { StaffDatabase } from "../accounts/database.ts";

/*
 * A person asks about their data giving what they remember: their email address, a reference from
 * an acknowledgement, their phone number or their name. Everything stored about a person hangs on
 * the email address they wrote (person.ts), so the others lead to the addresses they were sent with;
 * staff choose when several match (two people of the same name).
 */

const REFERENCE = /^[A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/;
const EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+$/u;

export type AddressQuery =
  | { kind: "email"; address: string }
  | { kind: "reference"; reference: string }
  | { kind: "phone"; digits: string }
  | { kind: "name"; name: string };

/** What the typed text is; undefined when it is none of them (empty, or too long). */
export function readAddressQuery(text: string): AddressQuery | undefined {
  const typed = text.trim();
  if (typed === "" || typed.length > 254 || /[\p{Cc}\p{Cf}]/u.test(typed)) return undefined;
  if (EMAIL.test(typed)) return { kind: "email", address: typed.toLowerCase() };
  if (REFERENCE.test(typed.toUpperCase())) return { kind: "reference", reference: typed.toUpperCase() };
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
  const email = submitterEmailExpression(dialect);
  let select = db.selectFrom("submissions").select(email.as("email"));
  if (query.kind === "reference") select = select.where("reference", "=", query.reference);
  if (query.kind === "name") select = select.where(submitterNameExpression(dialect), "=", query.name);
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
    return distinct(
      rows
        .filter((row) =>
          [row.phone, row.mobile, row.alternate].some(
            (phone) => typeof phone === "string" && phoneDigits(phone) === query.digits,
          ),
        )
        .map((row) => row.email),
    );
  }
  return distinct((await select.execute()).map((row) => row.email));
}

const distinct = (addresses: readonly (string | null)[]) =>
  [...new Set(addresses.filter((address): address is string => Boolean(address)))].sort();
