import { Hono } from "hono";
import type { DatabaseHandle } from "../db/database.ts";
import type { RateLimit } from "../env.ts";
import { createLogger } from "../log.ts";
import { mailSettings } from "../mail/messages.ts";
import { createOutbox } from "../mail/outbox.ts";
import type { MailTransport, OutgoingEmail } from "../mail/transport.ts";
import { newReference } from "../send-form-email/reference.ts";
import { storeSubmission } from "../send-form-email/store.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { addAccount } from "../accounts/accounts.ts";
import { createStaffArea, type StaffAreaDependencies } from "./area.ts";
import { commandLine } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import * as views from "./ui/render.tsx";

/*
 * The staff area on a real database for tests, mounted at /staff as the server mounts it, with the
 * views from source, one account, and an outbox (run by hand: `deliver`) whose mail transport keeps
 * what it is given.
 */

export const staffEmail = "asha@example.org";
export const ownOrigin = "http://staff.test";
/** The key that signs session cookies, as the settings table would hold it. */
export const cookieSecret = "a-test-secret-that-is-long-enough-0123456789";

export type StaffAreaOptions = {
  signInLimit?: RateLimit;
  siteUrl?: string;
  /** Behind a proxy: a request's X-Forwarded-For names its client. */
  trustProxy?: boolean;
  mailDirectory?: string;
  /** Instead of the one that keeps what it is given in `sent`. */
  transport?: MailTransport;
  /** The published content's hooks (a publish's refresh, the preview's renderer). */
  content?: StaffAreaDependencies["content"];
};

export async function openStaffArea(handle: DatabaseHandle, options: StaffAreaOptions = {}) {
  const sent: OutgoingEmail[] = [];
  const db = withStaffTables(handle.db);
  await addAccount(db, { email: staffEmail, name: "Asha Devi" }, commandLine);
  const log = createLogger("silent");
  const area = createStaffArea({
    database: handle,
    views,
    assetsDir: `${import.meta.dirname}/ui`,
    mailFrom: "Staff area <no-reply@staff.test>",
    secret: cookieSecret,
    siteUrl: options.siteUrl ?? ownOrigin,
    trustProxy: options.trustProxy ?? false,
    addressSalt: "test-salt-0123456789",
    emailKinds: ["notification", "acknowledgement"],
    privacy: { mailDirectory: options.mailDirectory ?? "/nonexistent-mail-folder", donationYears: 8 },
    log,
    signInLimit: options.signInLimit,
    content: options.content,
  });
  const app = new Hono().route("/staff", area.app);
  const outbox = createOutbox({
    database: handle,
    transport: options.transport ?? {
      delivery: "smtp",
      description: "kept in memory",
      async send(email) {
        sent.push(email);
        return { status: "sent" };
      },
      close() {},
    },
    settings: mailSettings({ MAIL_FROM: "Staff area <no-reply@staff.test>", MAIL_TO: "office@staff.test" }),
    log,
    signInMail: area.signInMail,
  });

  /** Sends what the outbox holds, as the server's worker does every two seconds. */
  async function deliver() {
    while ((await outbox.runOnce()) > 0);
  }

  /** A request as the staff area's own pages make it: same origin, with the cookie when given. */
  function request(
    pathname: string,
    init: {
      method?: string;
      form?: Record<string, string>;
      /** A form with a name given more than once (the inbox's checkboxes). */
      body?: URLSearchParams;
      cookie?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    if (init.method === "POST" && !headers.has("Origin")) headers.set("Origin", ownOrigin);
    return app.request(`${ownOrigin}${pathname}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body ?? (init.form ? new URLSearchParams(init.form) : undefined),
    });
  }

  /** The link in the last sign-in email, as its path with the token. */
  function lastLink() {
    const email = sent.findLast((message) => message.key.startsWith("staff-sign-in-"));
    const url = /https?:\/\/\S+\/staff\/sign-in\/link\?token=\S+/.exec(email?.text ?? "")?.[0];
    if (!url) throw new Error("No sign-in email was sent.");
    return new URL(url);
  }

  /** Asks for a link, lets the outbox send it, and uses it; resolves with the session cookie. */
  async function signIn(email = staffEmail) {
    await request("/staff/sign-in", { method: "POST", form: { email } });
    await deliver();
    const link = lastLink();
    const response = await request("/staff/sign-in/link", {
      method: "POST",
      form: { token: link.searchParams.get("token") ?? "" },
    });
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
    if (!cookie) throw new Error(`Signing in failed: ${response.status} ${response.headers.get("Location")}`);
    return cookie;
  }

  /** An account with a role, signed in; resolves with its session cookie. */
  async function signInAs(role: string, email = `${role}@staff.test`) {
    await addAccount(db, { email, name: `The ${role}`, role }, commandLine);
    return signIn(email);
  }

  return { app, db, sent, request, deliver, lastLink, signIn, signInAs, isStaff: area.isStaff };
}

/** Stores one of the valid test submissions as the public form does; resolves with its id and reference. */
export async function storeValid(
  handle: DatabaseHandle,
  submission: keyof typeof validSubmissions,
  status: "received" | "spam" = "received",
  at?: Date,
) {
  let id = 0;
  const result = await storeSubmission(
    {
      db: handle.db,
      now: () => at ?? new Date(),
      newId: () => `${Date.now()}-${(id += 1)}-${Math.random()}`,
      newReference,
    },
    {
      submission: validSubmissions[submission],
      status,
      idempotencyKey: null,
      requestHash: "hash",
      addressHash: "address",
      userAgent: null,
    },
    ["notification", "acknowledgement"],
  );
  if (result.status !== "stored") throw new Error("not stored");
  return { id: result.id, reference: result.reference };
}

/** The audit log oldest first, as who, what and which record: what tests of an action assert. */
export function auditLog(handle: DatabaseHandle) {
  return withStaffTables(handle.db)
    .selectFrom("staff_audit_log")
    .select(["staff_user_id", "staff_email", "action", "subject"])
    .orderBy("created_at")
    .execute();
}

/** The line a command writes to the audit log: by "command line", with no account. */
export const auditedByCommandLine = (action: string, subject: string | null = null) => ({
  staff_user_id: null,
  staff_email: "command line",
  action,
  subject,
});
