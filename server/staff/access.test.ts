import { describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { changeRole } from "../accounts/accounts.ts";
import { publishedItems } from "../content/items.ts";
import { commandLine } from "../accounts/audit.ts";
import { mayUse, permissionFor, type Role } from "../accounts/roles.ts";
import { auditLog, openStaffArea, staffEmail, storeValid } from "./testing.ts";

warnWhenPostgresMissing("the staff roles tests");

/** Values for a route's parameters: enough to reach the handler (which may then say "not found"). */
const sample: Record<string, string> = {
  reference: "DON-NONE00",
  year: "2026-27",
  sequence: "0001",
  id: "no-such-id",
  file: "none.css",
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? "x");
/** Open to everyone, before the session check. */
const isPublic = (path: string) => /^\/staff\/(sign-in|assets)(\/|$)/.test(path);

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`roles in the staff area on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const open = () => openStaffArea(database.handle, { signInLimit: null });

    it("checks every route the staff area registers against the permission table, closed when unlisted", async () => {
      const area = await open();
      const routes = area.app.routes.filter(
        (route) => route.method !== "ALL" && route.path.startsWith("/staff/") && !isPublic(route.path),
      );
      expect(routes.length).toBeGreaterThan(20);
      const cookies = {} as Record<Role, string>;
      for (const role of ["office", "editor", "translator"] as const)
        cookies[role] = await area.signInAs(role);
      for (const route of routes) {
        if (route.path === "/staff/sign-out") continue;
        const path = concrete(route.path);
        for (const role of ["office", "editor", "translator"] as const) {
          const response = await area.request(path, {
            method: route.method,
            cookie: cookies[role],
            form: route.method === "POST" ? {} : undefined,
          });
          const expected = mayUse(role, route.method, path);
          expect(response.status === 403, `${role} ${route.method} ${path}`).toBe(!expected);
          // Every screen is in the table: an address outside it is answered as no page at all.
          expect(permissionFor(path), `${route.method} ${path}`).toBeDefined();
        }
      }
    });

    it("answers an address that is no page with 404, for every role, and logs no refusal", async () => {
      const area = await open();
      for (const role of ["office", "editor", "translator"] as const) {
        const cookie = await area.signInAs(role);
        const answer = await area.request("/staff/spam", { cookie });
        expect(answer.status, role).toBe(404);
        expect(await answer.text(), role).toContain("There is no such page in the staff area.");
      }
      expect((await auditLog(database.handle)).filter((line) => line.action === "access.denied")).toEqual([]);
    });

    it("answers a request beyond the role with 403, the role's words and an audit line; nothing happens", async () => {
      const area = await open();
      const { reference } = await storeValid(database.handle, "donation");
      const editor = await area.signInAs("editor");
      const page = await area.request(`/staff/submissions/${reference}`, { cookie: editor });
      expect(page.status).toBe(403);
      const html = await page.text();
      expect(html).toContain("Not part of your role");
      expect(html).toContain("Your role is <strong>Editor</strong>");
      expect(html).not.toContain(reference.slice(4));
      const exported = await area.request("/staff/export?format=csv&form=donation", { cookie: editor });
      expect(exported.status).toBe(403);
      const marked = await area.request(`/staff/submissions/${reference}/review`, {
        method: "POST",
        cookie: editor,
        form: { action: "handled", note: "by an editor" },
      });
      expect(marked.status).toBe(403);
      // A refused form says where its typing may still be (a role changed while the page was open).
      expect(await marked.text()).toContain("what you typed may still be there: go back with your browser");
      expect(html).not.toContain("what you typed may still be there");
      const log = await auditLog(database.handle);
      expect(log.filter((line) => line.action === "access.denied").map((line) => line.subject)).toEqual([
        `GET /staff/submissions/${reference}`,
        "GET /staff/export",
        `POST /staff/submissions/${reference}/review`,
      ]);
      expect(log.some((line) => line.action === "submission.handled")).toBe(false);
    });

    it("sends an editor from the inbox to a start page that names nobody, and shows only its menu", async () => {
      const area = await open();
      await storeValid(database.handle, "contact");
      const editor = await area.signInAs("editor");
      const inbox = await area.request("/staff", { cookie: editor });
      expect(inbox.status).toBe(303);
      expect(inbox.headers.get("Location")).toBe("/staff/start");
      const start = await (await area.request("/staff/start", { cookie: editor })).text();
      expect(start).toContain('href="/staff/content"');
      for (const hidden of [
        'href="/staff"',
        "/staff?status=spam",
        "/staff/donations",
        "/staff/privacy",
        "/staff/accounts",
      ])
        expect(start, hidden).not.toContain(hidden);
      // The test contact submission's sender.
      expect(start).not.toMatch(/Ravi|Priya|@example\.org/);
    });

    it("refuses a translator's English text and publishing, and lets Telugu through to the screen", async () => {
      const area = await open();
      const translator = await area.signInAs("translator");
      const english = await area.request("/staff/content/texts/home", {
        method: "POST",
        cookie: translator,
        form: { "en:impactBand.title": "Changed", "te:impactBand.title": "మార్పు" },
      });
      expect(english.status).toBe(403);
      expect(await english.text()).toContain("A translator changes only Telugu texts");
      const publish = await area.request("/staff/content/texts/home", {
        method: "POST",
        cookie: translator,
        form: { "te:impactBand.title": "మార్పు", intent: "publish" },
      });
      expect(publish.status).toBe(403);
      const telugu = await area.request("/staff/content/texts/home", {
        method: "POST",
        cookie: translator,
        form: { "te:impactBand.title": "మార్పు" },
      });
      // Past the role check, the texts screen keeps it as a draft.
      expect(telugu.status).toBe(303);
      expect(telugu.headers.get("Location")).toBe("/staff/content/texts/home?done=draft");
    });

    it("gives a translator the English to read, not to edit, and keeps their review in the draft", async () => {
      const area = await open();
      const translator = await area.signInAs("translator");
      const editor = await (await area.request("/staff/content/texts/home", { cookie: translator })).text();
      expect(editor).toContain('name="te:impactBand.title"');
      expect(editor).not.toContain('name="en:impactBand.title"');
      expect(editor).not.toContain('value="publish"');
      const reviewed = await area.request("/staff/content/texts/home", {
        method: "POST",
        cookie: translator,
        form: { "te:impactBand.title": "మా ప్రభావం", intent: "review" },
      });
      expect(reviewed.headers.get("Location")).toBe("/staff/content/texts/home?done=review-draft");
      expect(await publishedItems(area.db)).toEqual({});
    });

    it("applies a role change and a removal from the next request", async () => {
      const area = await open();
      const office = await area.signInAs("office", "ravi.office@staff.test");
      expect((await area.request("/staff", { cookie: office })).status).toBe(200);
      await changeRole(area.db, { email: "ravi.office@staff.test", role: "editor" }, commandLine);
      expect((await area.request("/staff/donations", { cookie: office })).status).toBe(403);
      const admin = await area.signIn();
      const account = await area.db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", "ravi.office@staff.test")
        .executeTakeFirstOrThrow();
      const removed = await area.request(`/staff/accounts/${account.id}/remove`, {
        method: "POST",
        cookie: admin,
      });
      expect(removed.headers.get("Location")).toBe("/staff/accounts?done=removed");
      const after = await area.request("/staff/content/settings", { cookie: office });
      expect(after.status).toBe(303);
      expect(after.headers.get("Location")).toBe("/staff/sign-in");
    });

    it("never removes or demotes the last administrator, from the web or the command line", async () => {
      const area = await open();
      const admin = await area.signIn();
      const self = await area.db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", staffEmail)
        .executeTakeFirstOrThrow();
      const demote = await area.request(`/staff/accounts/${self.id}/role`, {
        method: "POST",
        cookie: admin,
        form: { role: "office" },
      });
      expect(demote.headers.get("Location")).toBe("/staff/accounts?problem=last");
      const remove = await area.request(`/staff/accounts/${self.id}/remove`, {
        method: "POST",
        cookie: admin,
      });
      expect(remove.headers.get("Location")).toBe("/staff/accounts?problem=last");
      expect(await changeRole(area.db, { email: staffEmail, role: "editor" }, commandLine)).toMatchObject({
        status: "error",
      });
      const page = await (await area.request("/staff/accounts?problem=last", { cookie: admin })).text();
      expect(page).toContain("that is the last administrator");
      expect((await area.request("/staff/accounts", { cookie: admin })).status).toBe(200);
      // With a second administrator, the first may step down.
      await area.signInAs("administrator", "second.admin@staff.test");
      expect(await changeRole(area.db, { email: staffEmail, role: "office" }, commandLine)).toMatchObject({
        status: "ok",
      });
      expect(
        await changeRole(area.db, { email: "second.admin@staff.test", role: "office" }, commandLine),
      ).toMatchObject({
        status: "error",
      });
    });

    it("adds a colleague from the web, audited, who signs in by the welcome email's link", async () => {
      const area = await open();
      const admin = await area.signIn();
      const added = await area.request("/staff/accounts", {
        method: "POST",
        cookie: admin,
        form: { email: "Lakshmi@Staff.test", name: "Lakshmi", role: "translator" },
      });
      expect(added.headers.get("Location")).toBe("/staff/accounts?done=added");
      await area.deliver();
      const welcome = area.sent.findLast((email) => email.to[0]?.address === "lakshmi@staff.test");
      expect(welcome?.subject).toMatch(/^Welcome to the staff area/);
      expect(welcome?.text).toContain("as translator");
      // They asked for nothing: the email does not say they did.
      expect(welcome?.text).toContain("If you do not know why you were given an account");
      expect(welcome?.text).not.toContain("If you did not ask to sign in");
      const token = area.lastLink().searchParams.get("token") ?? "";
      const signedIn = await area.request("/staff/sign-in/link", { method: "POST", form: { token } });
      const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
      expect((await area.request("/staff/start", { cookie })).status).toBe(200);
      expect((await area.request("/staff/accounts", { cookie })).status).toBe(403);
      const again = await area.request("/staff/accounts", {
        method: "POST",
        cookie: admin,
        form: { email: "lakshmi@staff.test", name: "Lakshmi", role: "editor" },
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("There is already an account for lakshmi@staff.test.");
      const lines = (await auditLog(database.handle)).map((line) => [
        line.staff_email,
        line.action,
        line.subject,
      ]);
      expect(lines).toContainEqual([staffEmail, "account.add", "lakshmi@staff.test (translator)"]);
    });

    it("shows administrators the audit log, filtered, and who is signed in, and ends a person's sessions", async () => {
      const area = await open();
      const admin = await area.signIn();
      const editor = await area.signInAs("editor");
      await area.request("/staff/donations", { cookie: editor });
      const all = await (await area.request("/staff/audit", { cookie: admin })).text();
      expect(all).toContain("Refused: not part of their role");
      // Each value named for a screen reader, as the columns' headings name it for the eye.
      expect(all).toMatch(
        /<span class="sr-only">, who: <\/span><bdi>editor@staff.test<\/bdi>[\s\S]*?<span class="sr-only">, action: <\/span>Refused: not part of their role/,
      );
      expect(all).toContain("GET /staff/donations");
      const denied = await (await area.request("/staff/audit?action=sign_in", { cookie: admin })).text();
      expect(denied).not.toContain("GET /staff/donations");
      expect((await area.request("/staff/audit?from=yesterday", { cookie: admin })).status).toBe(400);
      const sessions = await (await area.request("/staff/sessions", { cookie: admin })).text();
      expect(sessions).toContain("editor@staff.test");
      const account = await area.db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", "editor@staff.test")
        .executeTakeFirstOrThrow();
      const ended = await area.request(`/staff/sessions/${account.id}/end`, {
        method: "POST",
        cookie: admin,
      });
      expect(ended.headers.get("Location")).toBe("/staff/sessions?done=ended");
      expect((await area.request("/staff/start", { cookie: editor })).status).toBe(303);
      const lines = (await auditLog(database.handle)).map((line) => [line.action, line.subject]);
      expect(lines).toContainEqual(["sessions.end", "editor@staff.test (1)"]);
    });
  });
}
