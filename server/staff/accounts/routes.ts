import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { clientAddress, hashAddress } from "../../client-address.ts";
import { createRateLimiter } from "../../rate-limit.ts";
import { recordAudit } from "../../accounts/audit.ts";
import { type StaffAuth, signInLinkMinutes } from "../../accounts/auth.ts";
import { getCookie } from "hono/cookie";
import {
  htmlResponse,
  passkeyPageResponse,
  returnCookie,
  returnCookieHeader,
  returnPath,
  seeOther,
} from "../http.ts";
import { signInOptions, signInWithPasskey } from "../../accounts/passkeys.ts";
import { jsonAnswer, postedJson, problemAnswer } from "./passkey-json.ts";
import { deleteSignInEmailFile, endOtherSignInLinks, queueSignInEmail } from "../../accounts/sign-in-mail.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";

/*
 * Signing in: the form, the emailed link's page, and its two POSTs; a passkey's two requests (the
 * challenge, the device's answer: decision 046). Open to everyone, rate-limited.
 */

const defaultSignInLimit = { limit: 5, windowMs: 15 * 60_000 };

/** The socket's peer; absent when the app is called without one (app.request in tests). */
function connectionAddress(context: Context) {
  try {
    return getConnInfo(context).remote.address;
  } catch {
    return undefined;
  }
}

export function signInRoutes({ deps, views, db, now, message, scripts }: Shared, auth: StaffAuth) {
  const { siteUrl } = deps;
  const limiter = createRateLimiter(
    deps.database.db,
    "staff",
    deps.signInLimit === undefined ? defaultSignInLimit : deps.signInLimit,
    now,
  );

  const addressKey = (context: Context) =>
    hashAddress(
      clientAddress(context.req.raw.headers, connectionAddress(context), deps.trustProxy),
      deps.addressSalt,
    );

  async function limited(keys: string[]) {
    for (const key of keys) {
      const decision = await limiter.hit(key);
      if (decision.status === "limited") return decision.retryAfterSeconds;
    }
    return undefined;
  }

  /** A sign-in refused for a while: the page saying so, and how long, in the header too. */
  const refusedFor = (retryAfterSeconds: number, title: string, text: (minutes: number) => string) => {
    const response = message(429, title, text(Math.ceil(retryAfterSeconds / 60)), {
      href: "/staff/sign-in",
      text: "Back to sign-in",
    });
    response.headers.set("Retry-After", String(retryAfterSeconds));
    return response;
  };

  const tooMany = (retryAfterSeconds: number) =>
    refusedFor(
      retryAfterSeconds,
      "Too many attempts",
      (minutes) => `Too many sign-in attempts from here. Please wait ${minutes} minutes and try again.`,
    );

  /**
   * Links for one address are limited wherever they are asked from, so that nobody can fill a staff
   * member's inbox; those asked for arrived, so the person is sent to them, or to their passkey.
   */
  const linksAlreadySent = (retryAfterSeconds: number) =>
    refusedFor(
      retryAfterSeconds,
      "Links already sent",
      (minutes) =>
        `Several sign-in links were asked for this address in the last few minutes, so no more are sent for ${minutes} minutes. Use the newest link in your inbox: each works once, for ${signInLinkMinutes} minutes. Or sign in with a passkey, on a device where you made one.`,
    );

  const app = new Hono<StaffEnv>();
  app.get("/sign-in", (context) => {
    const error = context.req.query("error")
      ? "That sign-in link has been used already or has expired. Ask for a new one below."
      : undefined;
    const state = context.req.query("sent") ? "sent" : "form";
    return passkeyPageResponse(
      views.renderSignIn({ state, error, linkMinutes: signInLinkMinutes, passkeyScript: scripts.passkeys }),
    );
  });

  app.post("/sign-in", async (context) => {
    const form = await context.req.parseBody();
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase() : "";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      return htmlResponse(
        views.renderSignIn({
          state: "form",
          error: "Enter an email address such as name@example.org.",
          refusedAddress: typeof form.email === "string" ? form.email.slice(0, 254) : "",
          linkMinutes: signInLinkMinutes,
          passkeyScript: scripts.passkeys,
        }),
        400,
      );
    }
    const fromHere = await limited([`staff-sign-in:address:${addressKey(context)}`]);
    if (fromHere !== undefined) return tooMany(fromHere);
    // Links asked for this address from anywhere: the inbox holds the newest, which still works.
    const forAddress = await limited([`staff-sign-in:email:${hashAddress(email, deps.addressSalt)}`]);
    if (forAddress !== undefined) return linksAlreadySent(forAddress);
    const origin = new URL(siteUrl).origin;
    // The same statement for every address: it queues a job only for an account's (sign-in-mail.ts).
    await queueSignInEmail(db, { email, origin, at: now() });
    return seeOther("/staff/sign-in?sent=1");
  });

  app.get("/sign-in/link", (context) => {
    const token = context.req.query("token");
    if (!token) return seeOther("/staff/sign-in?error=link");
    return htmlResponse(views.renderConfirmSignIn({ token }));
  });

  app.post("/sign-in/link", async (context) => {
    const form = await context.req.parseBody();
    const token = typeof form.token === "string" ? form.token : "";
    const address = addressKey(context);
    const wait = await limited([`staff-sign-in-link:address:${address}`]);
    if (wait !== undefined) return tooMany(wait);
    const verified = await auth.api.magicLinkVerify({
      query: { token, callbackURL: "/staff" },
      headers: context.req.raw.headers,
      asResponse: true,
    });
    const location = verified.headers.get("Location") ?? "";
    const cookies = verified.headers.getSetCookie();
    if (!location || location.includes("error=") || cookies.length === 0)
      return seeOther("/staff/sign-in?error=link");
    const session = await auth.api.getSession({
      headers: new Headers({ Cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") }),
    });
    if (session) {
      await recordAudit(db, actorOf(session.user), "sign_in", null, now());
      await endOtherSignInLinks(db, session.user.email);
    }
    await deleteSignInEmailFile(deps.privacy.mailDirectory, token);
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return seeOther(returnTo(context, headers), headers);
  });

  /** After signing in: the page that sent them to sign in (area.ts), checked again, or the start. */
  function returnTo(context: Context, headers: Headers) {
    const back = returnPath(getCookie(context, returnCookie));
    if (back) headers.append("Set-Cookie", returnCookieHeader(undefined, siteUrl.startsWith("https:")));
    return back ?? "/staff";
  }

  const tooManyAnswer = (retryAfterSeconds: number) => {
    const answer = jsonAnswer(
      {
        error: `Too many sign-in attempts from here. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
      },
      429,
    );
    answer.headers.set("Retry-After", String(retryAfterSeconds));
    return answer;
  };

  // A passkey's challenge is a row in staff_verifications: asking for them is limited on its own.
  app.post("/sign-in/passkey/options", async (context) => {
    const wait = await limited([`staff-passkey-options:address:${addressKey(context)}`]);
    if (wait !== undefined) return tooManyAnswer(wait);
    const options = await signInOptions(auth, context.req.raw.headers);
    if (options.status === "error") return problemAnswer(options);
    return jsonAnswer({ options: options.body }, 200, options.cookies);
  });

  // Limited like an emailed link's use. The account's role and existence are checked by the session
  // check of the next page, as after a link; a removed account has no passkeys left to check.
  app.post("/sign-in/passkey", async (context) => {
    const wait = await limited([`staff-sign-in-passkey:address:${addressKey(context)}`]);
    if (wait !== undefined) return tooManyAnswer(wait);
    const body = await postedJson(context);
    if (!body)
      return message(400, "Needs JavaScript", "Signing in with a passkey needs JavaScript.", {
        href: "/staff/sign-in",
        text: "Back to sign-in",
      });
    const signedIn = await signInWithPasskey(
      auth,
      db,
      { headers: context.req.raw.headers, response: body.response },
      now(),
    );
    if (signedIn.status === "error") return problemAnswer(signedIn);
    const headers = new Headers();
    const location = returnTo(context, headers);
    return jsonAnswer({ location }, 200, [...signedIn.cookies, ...headers.getSetCookie()]);
  });

  return app;
}
