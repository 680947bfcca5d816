import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientAddress, hashAddress } from "../client-address.ts";
import type { DatabaseHandle, EmailKind } from "../db/database.ts";
import type { RateLimit } from "../env.ts";
import type { Logger } from "../log.ts";
import type { MailTransport } from "../mail/transport.ts";
import {
  erasePerson,
  exportPerson,
  findPerson,
  normaliseAddress,
  type PersonContext,
} from "../privacy/person.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { type Actor, recordAudit } from "./audit.ts";
import { createStaffAuth, signInLinkMinutes } from "./auth.ts";
import { withStaffTables } from "./database.ts";
import { signInEmail } from "./emails.ts";
import { htmlResponse, privateHeaders, sameSiteOnly, seeOther } from "./http.ts";
import {
  decodeCursor,
  encodeCursor,
  filteredSubmissions,
  filterQuery,
  inboxPage,
  parseInboxFilter,
  spamCount,
} from "./inbox.ts";
import {
  type ActionContext,
  findSubmission,
  markNotSpam,
  resendEmail,
  saveNote,
  setHandled,
  type StaffSubmission,
} from "./submission.ts";
import { formatSubmissions } from "../../scripts/submissions/export.ts";
import { noteMaxLength } from "./views/labels.ts";
import type * as compiledViews from "./views/render.tsx";

/** The compiled views (server/staff/views/render.tsx); the type is erased when Node runs this file. */
export type StaffViews = typeof compiledViews;

export type StaffAreaDependencies = {
  database: Pick<DatabaseHandle, "db" | "dialect">;
  views: StaffViews;
  /** The compiled stylesheet's folder ($BUILD_DIR/staff/assets). */
  assetsDir: string;
  transport: MailTransport;
  mailFrom: string;
  secret: string;
  siteUrl?: string;
  trustProxy: boolean;
  addressSalt: string;
  /** The emails a submission gets (SEND_ACKNOWLEDGEMENT), queued when one is marked "not spam". */
  emailKinds: readonly EmailKind[];
  log: Logger;
  now?: () => Date;
  /** For privacy requests: DATA_DIR/mail and RETENTION_DONATION_YEARS (server/privacy/person.ts). */
  privacy: Pick<PersonContext, "mailDirectory" | "donationYears">;
  /** Sign-in requests allowed per client address and, separately, per email address; link uses per address. */
  signInLimit?: RateLimit;
};

type Staff = { id: string; name: string; email: string };
type Env = { Variables: { staff: Staff; spamCount: number } };

const defaultSignInLimit = { limit: 5, windowMs: 15 * 60_000 };

const doneMessages: Record<string, string> = {
  handled: "Marked as handled.",
  reopened: "Marked as not handled.",
  note: "Note saved.",
  "not-spam": "Moved to the inbox; its emails are queued and go out within seconds.",
  resent: "The email is queued again and goes out within seconds.",
  unchanged: "Nothing to change: someone else may have done it already.",
};

/** /staff: sign-in by emailed link, the inbox, one submission, export. Mounted by server/app.ts. */
export function createStaffArea(deps: StaffAreaDependencies) {
  const { views, log, siteUrl } = deps;
  const db = withStaffTables(deps.database.db);
  const now = deps.now ?? (() => new Date());
  const limiter = createRateLimiter(deps.database.db, deps.signInLimit ?? defaultSignInLimit, now);
  const auth = createStaffAuth({
    db: deps.database.db,
    secret: deps.secret,
    siteUrl,
    async sendSignInLink({ email, token, origin }) {
      const url = `${origin}/staff/sign-in/link?${new URLSearchParams({ token })}`;
      const sent = await deps.transport.send(signInEmail({ from: deps.mailFrom, to: email, url }));
      if (sent.status === "error") throw new Error(`The sign-in email was not sent: ${sent.error}`);
    },
  });

  const assets = new Map(
    readdirSync(deps.assetsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".css"))
      .map((entry) => [entry.name, readFileSync(path.join(deps.assetsDir, entry.name))] as const),
  );

  const message = (
    status: number,
    title: string,
    text: string,
    link = { href: "/staff", text: "Go to the inbox" },
  ) => htmlResponse(views.renderMessage({ title, message: text, link }), status);

  const addressKey = (request: Request, socketAddress: string | undefined) =>
    hashAddress(clientAddress(request.headers, socketAddress, deps.trustProxy), deps.addressSalt);

  async function limited(keys: string[]) {
    for (const key of keys) {
      const decision = await limiter.hit(key);
      if (decision.status === "limited") return decision.retryAfterSeconds;
    }
    return undefined;
  }

  const tooMany = (retryAfterSeconds: number) => {
    const response = message(
      429,
      "Too many attempts",
      `Too many sign-in attempts from here. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
      { href: "/staff/sign-in", text: "Back to sign-in" },
    );
    response.headers.set("Retry-After", String(retryAfterSeconds));
    return response;
  };

  const app = new Hono<Env>();
  app.use(
    bodyLimit({
      maxSize: 32 * 1024,
      onError: () => message(413, "Too long", "That was more than this form takes."),
    }),
  );
  app.use(
    sameSiteOnly(siteUrl, () =>
      message(
        403,
        "Refused",
        "This request did not come from the staff area's own pages, so nothing was changed.",
      ),
    ),
  );

  // --- Open to everyone: the stylesheet and signing in --------------------------------------------
  app.get("/assets/:file", (context) => {
    const file = assets.get(context.req.param("file"));
    if (!file) return context.notFound();
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": "text/css; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  });

  app.get("/sign-in", (context) => {
    const error = context.req.query("error")
      ? "That sign-in link has been used already or has expired. Ask for a new one below."
      : undefined;
    const state = context.req.query("sent") ? "sent" : "form";
    return htmlResponse(views.renderSignIn({ state, error, linkMinutes: signInLinkMinutes }));
  });

  app.post("/sign-in", async (context) => {
    const form = await context.req.parseBody();
    const email = typeof form.email === "string" ? form.email.trim().toLowerCase() : "";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
      return htmlResponse(
        views.renderSignIn({
          state: "form",
          error: "Enter an email address such as name@example.org.",
          linkMinutes: signInLinkMinutes,
        }),
        400,
      );
    }
    const address = addressKey(context.req.raw, connectionAddress(context));
    const wait = await limited([
      `staff-sign-in:address:${address}`,
      `staff-sign-in:email:${hashAddress(email, deps.addressSalt)}`,
    ]);
    if (wait !== undefined) return tooMany(wait);
    const origin = siteUrl ? new URL(siteUrl).origin : new URL(context.req.url).origin;
    try {
      await auth.api.signInMagicLink({
        body: { email, metadata: { origin } },
        headers: context.req.raw.headers,
      });
    } catch (error) {
      log.error(
        { event: "staff.sign_in_email_failed", error: String(error) },
        "A sign-in email could not be sent",
      );
      return htmlResponse(
        views.renderSignIn({
          state: "form",
          error: "The sign-in email could not be sent just now. Please try again in a few minutes.",
          linkMinutes: signInLinkMinutes,
        }),
        503,
      );
    }
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
    const address = addressKey(context.req.raw, connectionAddress(context));
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
    if (session) await recordAudit(db, actorOf(session.user), "sign_in", null, now());
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return seeOther("/staff", headers);
  });

  // --- Everything else needs a session ------------------------------------------------------------
  app.use(async (context, next) => {
    const { headers: refreshed, response: session } = await auth.api.getSession({
      headers: context.req.raw.headers,
      returnHeaders: true,
    });
    if (!session) {
      if (context.req.method === "GET" || context.req.method === "HEAD") return seeOther("/staff/sign-in");
      return message(
        401,
        "Signed out",
        "Your session has ended. Sign in again, then repeat what you were doing.",
        {
          href: "/staff/sign-in",
          text: "Sign in",
        },
      );
    }
    context.set("staff", { id: session.user.id, name: session.user.name, email: session.user.email });
    context.set("spamCount", await spamCount(db));
    await next();
    for (const cookie of refreshed.getSetCookie()) context.res.headers.append("Set-Cookie", cookie);
  });

  const signedIn = (context: { var: Env["Variables"] }) => ({
    ...context.var.staff,
    spamCount: context.var.spamCount,
  });

  app.get("/", async (context) => {
    const url = new URL(context.req.url);
    const parsed = parseInboxFilter(url.searchParams);
    if (parsed.status === "error") {
      return htmlResponse(
        views.renderInbox({
          signedIn: signedIn(context),
          filter: { status: "inbox" },
          errors: parsed.errors,
          rows: [],
          query: "",
          isFirstPage: true,
        }),
        400,
      );
    }
    const cursor = decodeCursor(url.searchParams.get("after"));
    const { rows, next } = await inboxPage(db, deps.database.dialect, parsed.filter, cursor);
    const query = filterQuery(parsed.filter);
    return htmlResponse(
      views.renderInbox({
        signedIn: signedIn(context),
        filter: parsed.filter,
        errors: [],
        rows,
        query: query === "status=inbox" ? "" : query,
        olderHref: next ? `/staff?${filterQuery(parsed.filter, { after: encodeCursor(next) })}` : undefined,
        isFirstPage: !cursor,
      }),
    );
  });

  app.get("/export", async (context) => {
    const url = new URL(context.req.url);
    const format = url.searchParams.get("format");
    const parsed = parseInboxFilter(
      new URLSearchParams([...url.searchParams].filter(([name]) => name !== "format")),
    );
    if ((format !== "csv" && format !== "json") || parsed.status === "error") {
      return message(400, "Cannot export", "The export needs a valid filter and a format of CSV or JSON.");
    }
    const rows = await filteredSubmissions(db, deps.database.dialect, parsed.filter)
      .selectAll("submissions")
      .orderBy("submissions.created_at")
      .orderBy("submissions.id")
      .execute();
    const exported = formatSubmissions(rows, format);
    for (const { id, reason } of exported.skipped)
      log.warn(
        { event: "staff.export_row_skipped", id, reason },
        "A stored submission does not read; left out of the export",
      );
    await recordAudit(
      db,
      actorOf(context.var.staff),
      "export",
      `${format}, ${rows.length - exported.skipped.length} submissions`,
      now(),
    );
    const day = now().toISOString().slice(0, 10);
    return new Response(exported.text, {
      headers: {
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="submissions-${day}.${format}"`,
        ...privateHeaders,
      },
    });
  });

  app.get("/submissions/:reference", async (context) => {
    const submission = await findSubmission(db, context.req.param("reference"));
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const done = context.req.query("done");
    return htmlResponse(
      views.renderSubmission({
        signedIn: signedIn(context),
        submission,
        notice: done ? doneMessages[done] : undefined,
      }),
    );
  });

  type Action = (
    action: ActionContext,
    submission: StaffSubmission,
    request: { form: Record<string, unknown>; job?: string },
  ) => Promise<keyof typeof doneMessages | Response>;

  /** Runs one action on a submission, then shows it again with what happened. */
  const submissionAction = (act: Action) => async (context: Context<Env>) => {
    const submission = await findSubmission(db, context.req.param("reference") ?? "");
    if (!submission) return message(404, "Not found", "There is no submission with that reference.");
    const form = await context.req.parseBody();
    const actor = actorOf(context.var.staff);
    const outcome = await act({ db, actor, now: now() }, submission, { form, job: context.req.param("job") });
    if (outcome instanceof Response) return outcome;
    return seeOther(`/staff/submissions/${submission.reference}?done=${outcome}`);
  };

  app.post(
    "/submissions/:reference/handled",
    submissionAction(async (action, submission, { form }) => {
      const handled = form.handled === "yes";
      await setHandled(action, submission, handled);
      return handled ? "handled" : "reopened";
    }),
  );

  app.post(
    "/submissions/:reference/note",
    submissionAction(async (action, submission, { form }) => {
      const note = typeof form.note === "string" ? form.note.trim() : "";
      if (note.length > noteMaxLength)
        return message(
          400,
          "Note too long",
          `A note holds up to ${noteMaxLength} characters; nothing was saved.`,
          {
            href: `/staff/submissions/${submission.reference}`,
            text: "Back to the submission",
          },
        );
      await saveNote(action, submission, note);
      return "note";
    }),
  );

  app.post(
    "/submissions/:reference/not-spam",
    submissionAction(async (action, submission) =>
      (await markNotSpam(action, submission, deps.emailKinds)) ? "not-spam" : "unchanged",
    ),
  );

  app.post(
    "/submissions/:reference/emails/:job/resend",
    submissionAction(async (action, submission, { job }) =>
      job && (await resendEmail(action, submission, job)) ? "resent" : "unchanged",
    ),
  );

  // --- Privacy requests: the same module as `npm run submissions -- person` --------------------------
  const personContext = () => ({ db: deps.database.db, ...deps.privacy, now: now() });
  const privacyPage = (
    context: Context<Env>,
    props: Omit<Parameters<StaffViews["renderPrivacy"]>[0], "signedIn" | "now">,
    status = 200,
  ) =>
    htmlResponse(
      views.renderPrivacy({ signedIn: signedIn(context), now: now().toISOString(), ...props }),
      status,
    );
  const addressFrom = (value: unknown) => (typeof value === "string" ? normaliseAddress(value) : "");
  const looksLikeAddress = (address: string) => /^[^\s@]+@[^\s@]+$/.test(address) && address.length <= 254;

  app.get("/privacy", async (context) => {
    const address = addressFrom(context.req.query("email"));
    const done = context.req.query("erased");
    const notice = done ? `Erased. ${done}` : undefined;
    if (!address) return privacyPage(context, { notice });
    if (!looksLikeAddress(address))
      return privacyPage(
        context,
        { address, error: "Enter an email address such as name@example.org." },
        400,
      );
    const record = await findPerson(personContext(), address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.find", null, now());
    return privacyPage(context, { address, record, notice });
  });

  app.get("/privacy/export", async (context) => {
    const address = addressFrom(context.req.query("email"));
    if (!looksLikeAddress(address)) return message(400, "Cannot export", "The copy needs an email address.");
    const copy = await exportPerson(personContext(), address);
    await recordAudit(db, actorOf(context.var.staff), "privacy.export", null, now());
    return new Response(copy, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${now().toISOString().slice(0, 10)}.json"`,
        ...privateHeaders,
      },
    });
  });

  app.post("/privacy/erase", async (context) => {
    const form = await context.req.parseBody();
    const address = addressFrom(form.email);
    if (!looksLikeAddress(address))
      return privacyPage(context, { error: "Enter an email address such as name@example.org." }, 400);
    const confirmation = typeof form.confirm === "string" ? form.confirm.trim().toLowerCase() : "";
    const reshow = async (error: string) =>
      privacyPage(context, { address, record: await findPerson(personContext(), address), error }, 400);
    if (confirmation !== `erase ${address}`)
      return reshow(`Nothing was erased: type “erase ${address}” to confirm.`);
    const donations =
      form.donations === "include" ? "include" : form.donations === "keep" ? "keep" : "refuse";
    const staff = context.var.staff;
    const result = await erasePerson(personContext(), address, { donations, requestedBy: staff.email });
    if (result.status === "refused")
      return reshow(
        `Nothing was erased: ${result.donations.map((donation) => donation.reference).join(", ")} must be kept under the tax rules. Choose whether to keep them or, if the auditor agrees, erase them too.`,
      );
    await recordAudit(db, actorOf(staff), "privacy.erase", result.erasureId, now());
    const kept = result.donationsKept.length > 0 ? ` Kept by law: ${result.donationsKept.join(", ")}.` : "";
    const summary = `${result.submissions.length} submission(s) deleted, the address cleared from ${result.mentionsCleared} other(s), ${result.emailFiles} email file(s) deleted.${kept}`;
    return seeOther(`/staff/privacy?${new URLSearchParams({ erased: summary })}`);
  });

  app.post("/sign-out", async (context) => {
    const form = await context.req.parseBody();
    const everywhere = form.scope === "everywhere";
    const headers = context.req.raw.headers;
    if (everywhere) await auth.api.revokeSessions({ headers });
    const signedOut = await auth.api.signOut({ headers, asResponse: true });
    await recordAudit(
      db,
      actorOf(context.var.staff),
      everywhere ? "sign_out.everywhere" : "sign_out",
      null,
      now(),
    );
    const cleared = new Headers();
    for (const cookie of signedOut.headers.getSetCookie()) cleared.append("Set-Cookie", cookie);
    return seeOther("/staff/sign-in", cleared);
  });

  app.all("*", () => message(404, "Not found", "There is no such page in the staff area."));
  // Wrapped so that the server mounts a plain Hono app: the staff variables stay inside.
  return new Hono().route("/", app);
}

function actorOf(user: { id: string; email: string }): Actor {
  return { id: user.id, email: user.email };
}

/** The socket's peer; absent when the app is called without one (app.request in tests). */
function connectionAddress(context: Context) {
  try {
    return getConnInfo(context).remote.address;
  } catch {
    return undefined;
  }
}
