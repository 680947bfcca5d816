import type { Context } from "hono";
import type { CeremonyStep } from "../../accounts/passkeys.ts";
import { privateHeaders } from "../http.ts";

/*
 * The passkey script's requests and answers (server/staff/client/passkeys.ts): JSON both ways, each
 * error in words the script shows as they are. The codes are better-auth's passkey plugin's and
 * this area's (server/accounts/auth.ts, passkeys.ts).
 */

const problems: Record<string, string> = {
  CHALLENGE_NOT_FOUND:
    "That took too long, or was started in another tab. Press the button again and follow your device's steps.",
  PASSKEY_NOT_FOUND:
    "This passkey is not known here: it was removed, or its account was. Sign in with an emailed link instead.",
  USER_NOT_VERIFIED:
    "Your device did not check that it was you (fingerprint, face or screen lock). Try again and confirm on the device.",
  SESSION_NOT_FRESH:
    "For your safety, a passkey can be added only within a day of signing in. Sign out, sign in again by email, then add it.",
  FAILED_TO_VERIFY_REGISTRATION: "The passkey could not be added. Please try again.",
  AUTHENTICATION_FAILED: "The passkey could not be checked. Try again, or sign in with an emailed link.",
};
const somethingWrong = "Something went wrong. Please try again, or sign in with an emailed link.";

/** An answer to the script: its body, and the cookies better-auth set (the challenge, the session). */
export function jsonAnswer(body: Record<string, unknown>, status = 200, cookies: readonly string[] = []) {
  const headers = new Headers(privateHeaders);
  headers.set("Content-Type", "application/json; charset=utf-8");
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** A failed step of a ceremony, in words. */
export function problemAnswer(step: Extract<CeremonyStep, { status: "error" }>) {
  const words = Object.hasOwn(problems, step.code) ? problems[step.code] : somethingWrong;
  return jsonAnswer(
    { error: words },
    step.httpStatus >= 400 && step.httpStatus < 600 ? step.httpStatus : 400,
  );
}

/** The JSON object a script posted, or undefined for anything else (a form posted without script). */
export async function postedJson(context: Context): Promise<Record<string, unknown> | undefined> {
  if (!(context.req.header("Content-Type") ?? "").startsWith("application/json")) return undefined;
  const body: unknown = await context.req.json().catch(() => undefined);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body } : undefined;
}
