import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export type IdempotencyKeyResult = { status: "ok"; key: string | null } | { status: "invalid" };

/** 1 to 200 visible ASCII characters (the forms send a UUID). */
export function isValidIdempotencyKey(key: string) {
  return KEY_PATTERN.test(key);
}

/** The optional Idempotency-Key header. */
export function readIdempotencyKey(headers: Headers): IdempotencyKeyResult {
  const key = headers.get("Idempotency-Key");
  if (key === null) return { status: "ok", key: null };
  return isValidIdempotencyKey(key) ? { status: "ok", key } : { status: "invalid" };
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Identifies a body regardless of key order, to tell a replay from a different body under one key. */
export function requestHash(submission: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(submission)))
    .digest("hex");
}

export type PreviousSubmission = { id: string; reference: string; request_hash: string | null };

export async function findByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<PreviousSubmission | undefined> {
  return db
    .selectFrom("submissions")
    .select(["id", "reference", "request_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}
