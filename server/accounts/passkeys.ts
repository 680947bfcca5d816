import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "./audit.ts";
import type { StaffAuth } from "./auth.ts";
import type { StaffDatabase } from "./database.ts";

/*
 * Staff passkeys (decision 046), through better-auth's passkey plugin (server/accounts/auth.ts): a
 * signed-in person adds one to their own account, lists and removes their own, and signs in with
 * one instead of an emailed link. The plugin checks the WebAuthn ceremonies; this module names and
 * audits them and keeps when each passkey was last used. Its HTTP handler is not mounted: the
 * staff area's routes call these functions, which call the plugin's endpoints in-process.
 */

/** What a ceremony step gives back: JSON for the browser, and the cookies better-auth set. */
export type CeremonyStep =
  { status: "ok"; body: unknown; cookies: string[] } | { status: "error"; httpStatus: number; code: string };

async function step(response: Response): Promise<CeremonyStep> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code =
      typeof body === "object" && body !== null && "code" in body && typeof body.code === "string"
        ? body.code
        : "FAILED";
    return { status: "error", httpStatus: response.status, code };
  }
  return { status: "ok", body, cookies: response.headers.getSetCookie() };
}

/** The longest name a passkey may have: it is a label, "Office computer" or "Asha's phone". */
export const passkeyNameLength = 60;

/** A passkey's name as typed, or why it cannot be one. */
export function passkeyName(value: unknown): { name: string } | { error: string } {
  const name = typeof value === "string" ? value.trim() : "";
  if (!name) return { error: "Give the passkey a name, such as “My phone” or “Office computer”." };
  if (name.length > passkeyNameLength)
    return { error: `A passkey's name has at most ${passkeyNameLength} characters.` };
  // A control or bidirectional-override character would make the list and the audit log misleading.
  if (/[\p{Cc}\p{Cf}]/u.test(name)) return { error: "The name holds a character that cannot be shown." };
  return { name };
}

/** The challenge for adding a passkey to the account whose session the headers carry. */
export async function registrationOptions(auth: StaffAuth, headers: Headers) {
  return step(await auth.api.generatePasskeyRegistrationOptions({ headers, asResponse: true }));
}

/** Checks the browser's answer to the challenge and stores the passkey under its name; audited. */
export async function addPasskey(
  auth: StaffAuth,
  db: Kysely<StaffDatabase>,
  input: { headers: Headers; name: string; response: unknown },
  actor: Actor,
  now: Date,
) {
  const verified = await step(
    await auth.api.verifyPasskeyRegistration({
      headers: input.headers,
      body: { response: input.response, name: input.name },
      asResponse: true,
    }),
  );
  if (verified.status === "ok") await recordAudit(db, actor, "passkey.add", input.name, now);
  return verified;
}

type AuthenticationBody = NonNullable<Parameters<StaffAuth["api"]["verifyPasskeyAuthentication"]>[0]>["body"];

/** The challenge for signing in with a passkey: any passkey of this site the device keeps. */
export async function signInOptions(auth: StaffAuth, headers: Headers) {
  return step(await auth.api.generatePasskeyAuthenticationOptions({ headers, asResponse: true }));
}

/**
 * Checks a passkey's answer and opens a session for its account, like the emailed link does: the
 * same session (its token stored only as a hash) and the same `sign_in` audit line, marked
 * "passkey". A removed account has no passkeys left, so its passkey opens nothing.
 */
export async function signInWithPasskey(
  auth: StaffAuth,
  db: Kysely<StaffDatabase>,
  input: { headers: Headers; response: unknown },
  now: Date,
): Promise<CeremonyStep & { user?: { id: string; email: string } }> {
  const credential = input.response;
  if (typeof credential !== "object" || credential === null || !("id" in credential))
    return { status: "error", httpStatus: 400, code: "BAD_REQUEST" };
  const verified = await step(
    await auth.api.verifyPasskeyAuthentication({
      headers: input.headers,
      // Its shape is the plugin's to check (it answers 400 when it is not an authentication response).
      body: { response: credential as AuthenticationBody["response"] },
      asResponse: true,
    }),
  );
  if (verified.status === "error") return verified;
  const passkey = await db
    .updateTable("staff_passkeys")
    .set({ last_used_at: now.toISOString() })
    .where("credential_id", "=", String(credential.id))
    .returning("user_id")
    .executeTakeFirst();
  const user = passkey
    ? await db
        .selectFrom("staff_users")
        .select(["id", "email"])
        .where("id", "=", passkey.user_id)
        .executeTakeFirst()
    : undefined;
  if (!user) return { status: "error", httpStatus: 401, code: "PASSKEY_NOT_FOUND" };
  await recordAudit(db, user, "sign_in", "passkey", now);
  return { ...verified, user };
}

/** A person's own passkeys, newest first. */
export async function ownPasskeys(db: Kysely<StaffDatabase>, userId: string) {
  return db
    .selectFrom("staff_passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export type PasskeyLine = Awaited<ReturnType<typeof ownPasskeys>>[number];

/** One of a person's own passkeys, or undefined (another's id is no passkey of theirs). */
export async function ownPasskey(db: Kysely<StaffDatabase>, userId: string, id: string) {
  return db
    .selectFrom("staff_passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Removes one of the person's own passkeys; it signs nobody in from then on. Audited with its name. */
export async function removePasskey(
  db: Kysely<StaffDatabase>,
  owner: { id: string; email: string },
  id: string,
  now: Date,
): Promise<boolean> {
  const removed = await db
    .deleteFrom("staff_passkeys")
    .where("user_id", "=", owner.id)
    .where("id", "=", id)
    .returning("name")
    .executeTakeFirst();
  if (!removed) return false;
  await recordAudit(db, owner, "passkey.remove", removed.name, now);
  return true;
}
