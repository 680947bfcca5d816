import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";

/*
 * A key must be hard to guess, not only unique: a form's page shows the reference (and a pledge's
 * amount) of the submission stored under the key in its address (`?sent=…`, sent-page.ts). The forms
 * send a random UUID (app/utils/submit-form.ts, server/form-pages.ts): 36 characters, of which
 * fewer than 8 different ones about once in five billion keys. The count of different characters
 * turns away the keys people make up (`1`, `test`, `aaaaaaaaaaaaaaaa`, `1111-2222-3333-4444`).
 */
const KEY_PATTERN = /^[\x21-\x7e]{16,200}$/;
const minimumDifferentCharacters = 8;

/** The rule, completing "The Idempotency-Key header …" in an answer that refuses a key. */
export const idempotencyKeyRule =
  "must be 16 to 200 visible ASCII characters, at least 8 of them different, and hard to guess: send a random UUID.";

export type IdempotencyKeyResult = { status: "ok"; key: string | null } | { status: "invalid" };

export function isValidIdempotencyKey(key: string) {
  return KEY_PATTERN.test(key) && new Set(key).size >= minimumDifferentCharacters;
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
