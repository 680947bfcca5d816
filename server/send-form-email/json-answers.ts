import type * as z from "zod/mini";
import { rateLimitedWords } from "#app/content/forms/common.ts";
import type { Language } from "#app/content/language.ts";
import { clientAddress, hashAddress } from "../client-address.ts";

/*
 * What the public endpoints (the four forms, "I have paid") answer a caller with JavaScript, and how
 * they know one caller from another: never cached, errors as `{ error }`, hints by field path, the
 * rate limit's 429 in the form's language, and the salted hash a limit counts by.
 */

/** What the hosting server knows about the connection that the Request itself does not carry. */
export type Connection = { socketAddress?: string };

export const noStore = { "Cache-Control": "no-store" };

export function failure(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return Response.json({ error, ...extra }, { status, headers: { ...noStore, ...headers } });
}

/** A check's issues as the answer names them: each field's path, and its hint. */
export const issuesOf = (error: z.core.$ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));

/** Over the rate limit: 429, saying when to try again in the form's language. */
export const rateLimitedJson = (language: Language, retryAfterSeconds: number) =>
  failure(
    429,
    rateLimitedWords(language, retryAfterSeconds),
    {},
    { "Retry-After": String(retryAfterSeconds) },
  );

/** The salted hash of the caller's address, which rate limits count by (no address is stored). */
export const addressHasher =
  (config: { trustProxy: boolean; addressSalt: string }) => (headers: Headers, connection: Connection) =>
    hashAddress(clientAddress(headers, connection.socketAddress, config.trustProxy), config.addressSalt);
