import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db/database.ts";

/**
 * The address a request came from: the socket's peer, or, behind a reverse proxy we trust
 * (TRUST_PROXY), the address that proxy appended last to X-Forwarded-For. Earlier entries are
 * whatever the client claimed and are ignored.
 */
export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy ? headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim() : undefined;
  const address = forwarded || socketAddress || "unknown";
  // An IPv4 client on a dual-stack socket shows up as ::ffff:a.b.c.d; count it as a.b.c.d.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/** Only this keyed hash of an address is stored, so the table never holds who sent what. */
export function hashAddress(address: string, salt: string): string {
  return createHmac("sha256", salt).update(address).digest("hex");
}

/**
 * The salt for address hashes: ADDRESS_HASH_SALT when set, else one drawn once and kept in the
 * database, so hashes stay stable across restarts and agree between instances.
 */
export async function loadAddressSalt(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto("settings")
    .values({ name: "address_hash_salt", value: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", "address_hash_salt")
    .executeTakeFirstOrThrow();
  return row.value;
}
