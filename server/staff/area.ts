import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { recordAudit } from "../accounts/audit.ts";
import type { SignInMail } from "../mail/outbox.ts";
import { createStaffAuth } from "../accounts/auth.ts";
import { htmlResponse, returnCookieHeader, returnPath, sameSiteOnly, seeOther } from "./http.ts";
import { spamCount } from "../submissions/inbox.ts";
import { donationRoutes } from "./donations/routes.ts";
import { certificateRoutes } from "./donations/certificate-routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { textsRoutes } from "./content/texts-routes.ts";
import { listRoutes } from "./content/lists-routes.ts";
import { isMediaUpload, mediaRoutes, mediaUploadLimit } from "./media/routes.ts";
import { newsRoutes } from "./news/routes.ts";
import { documentStaffRoutes } from "./documents/routes.ts";
import { actorOf, shared, type StaffAreaDependencies, type StaffEnv } from "./shared.ts";
import { signInRoutes } from "./accounts/routes.ts";
import { signInMail } from "../accounts/sign-in-mail.ts";
import { roleOf } from "../accounts/accounts.ts";
import { mayUse } from "../accounts/roles.ts";
import { roleCheck } from "./access.ts";
import { peopleRoutes } from "./accounts/people-routes.ts";
import { passkeyRoutes } from "./accounts/passkey-routes.ts";
import { identityRoutes } from "./donations/identity-routes.ts";
import { touchSession } from "../accounts/sessions.ts";
import { submissionRoutes } from "./submissions/routes.ts";

export type { StaffAreaDependencies, StaffViews } from "./shared.ts";

export type StaffArea = {
  /** Mounted at /staff by server/app.ts. */
  app: Hono;
  /** Given to the outbox, which sends the sign-in links this area queues. */
  signInMail: SignInMail;
  /** Whether a request carries a live staff session (server/health.ts shows staff the figures). */
  isStaff: (request: Request) => Promise<boolean>;
};

// The staff forms' hidden fields: the page's own state, not words a person typed.
const hiddenFields = new Set([
  "base",
  "version",
  "intent",
  "token",
  "scope",
  "record",
  "receipt",
  "lookup",
  "field",
  "confirm",
  "back",
  "shownWidth",
  "shownHeight",
]);

/**
 * The words typed in a form posted after its session ended (a long post written over lunch), to be
 * given back rather than lost: a form's text fields only, not a file upload.
 */
async function typedIn(request: Request): Promise<string[]> {
  if (!request.headers.get("Content-Type")?.startsWith("application/x-www-form-urlencoded")) return [];
  const form = new URLSearchParams(await request.text().catch(() => ""));
  return [...form]
    .filter(([name, value]) => !hiddenFields.has(name) && value.trim() !== "")
    .map(([, value]) => value);
}

/**
 * /staff, mounted by server/app.ts: the stylesheet, the scripts and signing in (by link or passkey)
 * for everyone; behind a session and the role check (access.ts), the inbox and submissions,
 * donations, privacy requests, content, pictures, accounts, the audit log, one's own passkeys and
 * signing out. Every POST must come from the staff
 * area's own pages. With the routes, whether a request is a signed-in staff member's (for /api/health).
 */
export function createStaffArea(deps: StaffAreaDependencies): StaffArea {
  const parts = shared(deps);
  const { db, now, message } = parts;
  const auth = createStaffAuth({ db: deps.database.db, secret: deps.secret, siteUrl: deps.siteUrl });
  const secureCookies = deps.siteUrl.startsWith("https:");

  // The stylesheet and the browser scripts (scripts.ts, decision 045), by their hashed names, read once.
  const assetTypes: Record<string, string> = {
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
  };
  const assets = new Map(
    readdirSync(deps.assetsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && Object.hasOwn(assetTypes, path.extname(entry.name)))
      .map(
        (entry) =>
          [
            entry.name,
            {
              bytes: readFileSync(path.join(deps.assetsDir, entry.name)),
              type: assetTypes[path.extname(entry.name)] ?? "",
            },
          ] as const,
      ),
  );

  const app = new Hono<StaffEnv>();
  const tooLong = () =>
    message(
      413,
      "Too long",
      "That was more than this form takes, so nothing was saved. Go back in your browser: what you typed is usually still there, to shorten.",
      { href: "/staff/start", text: "Go to your start page" },
    );
  // The longest of the other forms is a submission's note: 2,000 letters, which in Telugu (up to four
  // code units a letter, nine bytes each once posted) come to about 72 KB.
  const formLimit = bodyLimit({ maxSize: 128 * 1024, onError: tooLong });
  // Content forms hold many texts in both languages, and a form posts each Telugu letter as nine
  // bytes (%E0%B0%95): the About page's 76 texts at their 1,500 letters each come to about 2 MB.
  // A news post holds two long texts. Every other form is short.
  const contentLimit = bodyLimit({ maxSize: 3 * 1024 * 1024, onError: tooLong });
  // A document upload is a PDF of up to 25 MB (its own check says so plainly).
  const documentLimit = bodyLimit({
    maxSize: 26 * 1024 * 1024,
    onError: () => message(413, "Too large", "The file is larger than 25 MB; make it smaller and try again."),
  });
  // Pictures are posted to two paths only; the body is read after the session check below.
  const pictureLimit = bodyLimit({
    maxSize: mediaUploadLimit,
    onError: () =>
      message(413, "Too large", "That was more than 100 MB at once. Add the pictures a few at a time.", {
        href: "/staff/media",
        text: "Go to the pictures",
      }),
  });
  app.use((context, next) => {
    const { pathname } = new URL(context.req.url);
    const limit = isMediaUpload(context.req.path)
      ? pictureLimit
      : pathname === "/staff/documents"
        ? documentLimit
        : pathname.startsWith("/staff/news/") || pathname.startsWith("/staff/content/")
          ? contentLimit
          : formLimit;
    return limit(context, next);
  });
  app.use(
    sameSiteOnly({ siteUrl: deps.siteUrl, trustProxy: deps.trustProxy }, () =>
      message(
        403,
        "Refused",
        "This request did not come from the staff area's own pages, so nothing was changed.",
      ),
    ),
  );

  app.get("/assets/:file", (context) => {
    const file = assets.get(context.req.param("file"));
    if (!file) return context.notFound();
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.type,
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  });
  app.route("/", signInRoutes(parts, auth));

  // --- Everything below needs a session -----------------------------------------------------------
  app.use(async (context, next) => {
    const { headers: refreshed, response: session } = await auth.api.getSession({
      headers: context.req.raw.headers,
      returnHeaders: true,
    });
    // Read with every request, so that a role changed or an account removed counts from the next one.
    const role = session ? await roleOf(db, session.user.id) : undefined;
    if (!session || !role) {
      if (context.req.method === "GET" || context.req.method === "HEAD") {
        // Back to this page once signed in (a notification email's link), if it is one to return to.
        const url = new URL(context.req.url);
        const back = returnPath(`${url.pathname}${url.search}`);
        const headers = new Headers();
        if (back && back !== "/staff") headers.append("Set-Cookie", returnCookieHeader(back, secureCookies));
        return seeOther("/staff/sign-in", headers);
      }
      // What the person typed comes back with the answer, to copy: nothing of it was saved.
      return htmlResponse(
        parts.views.renderMessage({
          title: "Signed out",
          message: "Your session has ended. Sign in again, then repeat what you were doing.",
          link: { href: "/staff/sign-in", text: "Sign in" },
          kept: await typedIn(context.req.raw),
        }),
        401,
      );
    }
    context.set("staff", { id: session.user.id, name: session.user.name, email: session.user.email, role });
    context.set("spamCount", mayUse(role, "GET", "/staff") ? await spamCount(db) : 0);
    await touchSession(db, session.session.id, now());
    await next();
    for (const cookie of refreshed.getSetCookie()) context.res.headers.append("Set-Cookie", cookie);
  });

  app.use(roleCheck(parts));

  app.route("/", submissionRoutes(parts));
  app.route("/", donationRoutes(parts));
  app.route("/", certificateRoutes(parts));
  app.route("/", privacyRoutes(parts));
  app.route("/", contentRoutes(parts));
  app.route("/", textsRoutes(parts));
  app.route("/", listRoutes(parts));
  app.route("/", mediaRoutes(parts));
  app.route("/", peopleRoutes(parts));
  app.route("/", passkeyRoutes(parts, auth));
  app.route("/", identityRoutes(parts));
  app.route("/", newsRoutes(parts));
  app.route("/", documentStaffRoutes(parts));
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

  /**
   * Whether a request carries a live session of a role that reads the health figures (how mail and
   * backups fare: the office and administrators); it renews nothing.
   */
  async function isStaff(request: Request) {
    const session = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
    if (session === null) return false;
    const role = await roleOf(db, session.user.id);
    return role !== undefined && mayUse(role, "GET", "/staff/health");
  }

  return {
    // Wrapped so that the server mounts a plain Hono app: the staff variables stay inside.
    app: new Hono().route("/", app),
    signInMail: signInMail({ auth, db, mailFrom: deps.mailFrom }),
    isStaff,
  };
}
