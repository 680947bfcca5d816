import { type Context, Hono } from "hono";
import { accountById, addAccount, changeRole, listAccounts, removeAccount } from "../../accounts/accounts.ts";
import { auditChoices, type AuditFilter, auditPage } from "../../accounts/audit.ts";
import { isRole, roleDescriptions, roleLabels } from "../../accounts/roles.ts";
import { endSessions, listSessions } from "../../accounts/sessions.ts";
import { queueSignInEmail } from "../../accounts/sign-in-mail.ts";
import { istDayStart } from "../../india-time.ts";
import { decodeCursor, encodeCursor } from "../../submissions/inbox.ts";
import { htmlResponse, seeOther } from "../http.ts";
import { actorOf, type Shared, type StaffEnv } from "../shared.ts";
import { emptyAccountForm, type NewAccountForm } from "./account-form.ts";
import { isCalendarDate } from "#app/utils/calendar-date.ts";

/*
 * The people who use the staff area: a role's start page (everyone), and for administrators the
 * accounts, the audit log and the open sessions (server/accounts/roles.ts says who reaches which).
 * The rules and the audit lines are the accounts domain's; this module reads and renders.
 */

// Notices by code, never text from the address (decision 026).
const notices: Record<string, string> = {
  added: "Account added. The welcome email with a sign-in link is on its way.",
  role: "Role changed. It counts from the person's next page.",
  "role-unchanged": "Nothing changed: the person already has that role.",
  removed: "Account removed. Their sessions have ended.",
  ended: "Sessions ended. The person must sign in again.",
};
const problems: Record<string, string> = {
  last: "Not changed: that is the last administrator. Make another account an administrator first, so that someone can still manage accounts.",
};
const pick = (table: Record<string, string>, code: string | undefined) =>
  code && Object.hasOwn(table, code) ? table[code] : undefined;

export function peopleRoutes({ deps, views, db, now, signedIn, message }: Shared) {
  const app = new Hono<StaffEnv>();
  const origin = new URL(deps.siteUrl).origin;

  app.get("/start", (context) => {
    const { role } = context.var.staff;
    return htmlResponse(
      views.renderStart({
        signedIn: signedIn(context),
        roleLabel: roleLabels[role],
        roleDescription: roleDescriptions[role],
      }),
    );
  });

  const accountsPage = async (
    context: Context<StaffEnv>,
    form: NewAccountForm = emptyAccountForm,
    errors: string[] = [],
  ) =>
    htmlResponse(
      views.renderAccounts({
        signedIn: signedIn(context),
        accounts: await listAccounts(db),
        selfId: context.var.staff.id,
        form,
        errors,
        notice: pick(notices, context.req.query("done")),
        problem: pick(problems, context.req.query("problem")),
      }),
      errors.length > 0 ? 400 : 200,
    );

  app.get("/accounts", (context) => accountsPage(context));

  /** A colleague added from the web gets the sign-in email through the outbox, worded as a welcome. */
  app.post("/accounts", async (context) => {
    const form = await context.req.parseBody();
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 300) : "");
    const typed = { email: text(form.email), name: text(form.name) };
    if (!isRole(form.role)) return accountsPage(context, { ...typed, role: "" }, ["Choose a role."]);
    const at = now();
    const added = await addAccount(db, { ...typed, role: form.role }, actorOf(context.var.staff), at);
    if (added.status === "error") return accountsPage(context, { ...typed, role: form.role }, [added.error]);
    await queueSignInEmail(db, { email: typed.email.trim().toLowerCase(), origin, at });
    return seeOther("/staff/accounts?done=added");
  });

  const accountOf = (id: string) => accountById(db, id);
  const noAccount = () =>
    message(404, "Not found", "There is no such account.", {
      href: "/staff/accounts",
      text: "Back to the accounts",
    });

  app.post("/accounts/:id/role", async (context) => {
    const account = await accountOf(context.req.param("id"));
    if (!account) return noAccount();
    const form = await context.req.parseBody();
    const changed = await changeRole(
      db,
      { email: account.email, role: typeof form.role === "string" ? form.role : "" },
      actorOf(context.var.staff),
      now(),
    );
    if (changed.status === "error")
      return seeOther(
        changed.reason === "last-administrator" ? "/staff/accounts?problem=last" : "/staff/accounts",
      );
    return seeOther(changed.changed ? "/staff/accounts?done=role" : "/staff/accounts?done=role-unchanged");
  });

  app.get("/accounts/:id/remove", async (context) => {
    const account = await accountOf(context.req.param("id"));
    if (!account) return noAccount();
    const sessions = (await listSessions(db, now())).filter(
      (session) => session.user_id === account.id,
    ).length;
    return htmlResponse(
      views.renderRemoveAccount({ signedIn: signedIn(context), account: { ...account, sessions } }),
    );
  });

  app.post("/accounts/:id/remove", async (context) => {
    const account = await accountOf(context.req.param("id"));
    if (!account) return noAccount();
    const removed = await removeAccount(db, account.email, actorOf(context.var.staff), now());
    if (removed.status === "error") return seeOther("/staff/accounts?problem=last");
    if (account.id === context.var.staff.id) return seeOther("/staff/sign-in");
    return seeOther("/staff/accounts?done=removed");
  });

  app.get("/audit", async (context) => {
    const query = (name: string) => (context.req.query(name) ?? "").slice(0, 100);
    const shown = { who: query("who"), action: query("action"), from: query("from"), to: query("to") };
    const errors: string[] = [];
    const filter: AuditFilter = { who: shown.who || undefined, action: shown.action || undefined };
    for (const [key, words] of [
      ["from", "The first day"],
      ["to", "The last day"],
    ] as const) {
      if (!shown[key]) continue;
      if (isCalendarDate(shown[key])) filter[key] = istDayStart(shown[key], key === "to" ? 1 : 0);
      else errors.push(`${words} is not a date such as 2026-03-01.`);
    }
    const after = decodeCursor(context.req.query("after"));
    const { lines, next } =
      errors.length > 0 ? { lines: [], next: undefined } : await auditPage(db, filter, after);
    const kept = Object.entries(shown).filter(([, value]) => value);
    return htmlResponse(
      views.renderAudit({
        signedIn: signedIn(context),
        lines,
        choices: await auditChoices(db),
        filter: shown,
        errors,
        isFirstPage: !after,
        olderHref: next
          ? `/staff/audit?${new URLSearchParams([...kept, ["after", encodeCursor(next)]])}`
          : undefined,
      }),
      errors.length > 0 ? 400 : 200,
    );
  });

  app.get("/sessions", async (context) =>
    htmlResponse(
      views.renderSessions({
        signedIn: signedIn(context),
        sessions: await listSessions(db, now()),
        selfId: context.var.staff.id,
        notice: pick(notices, context.req.query("done")),
      }),
    ),
  );

  app.post("/sessions/:id/end", async (context) => {
    const id = context.req.param("id");
    const ended = await endSessions(db, id, actorOf(context.var.staff), now());
    if (!ended) return noAccount();
    return seeOther(id === context.var.staff.id ? "/staff/sign-in" : "/staff/sessions?done=ended");
  });

  return app;
}
