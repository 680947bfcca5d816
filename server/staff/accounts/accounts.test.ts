import { describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { openStaffArea } from "../testing.ts";
import { withStaffTables } from "../../accounts/database.ts";

warnWhenPostgresMissing("the accounts screen tests");

/*
 * The accounts screen's "Add a colleague" form stands below the list of accounts, screens down on a
 * phone: a refused add answers with its reasons where the browser takes the person to them at once,
 * first in the form, with what was typed kept.
 */

/** The add form's markup on a page, from its opening tag to its end. */
const addForm = (html: string) =>
  /<form [^>]*action="\/staff\/accounts"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`adding a colleague on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("answers a refusal with the reasons focused first in the form, and what was typed kept", async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      const add = (form: Record<string, string>) =>
        area.request("/staff/accounts", { method: "POST", cookie, form });
      // No role is chosen for the person adding: nobody gets one without it being chosen.
      const opened = addForm(await (await area.request("/staff/accounts", { cookie })).text());
      expect(opened).toContain('name="role"');
      // What is typed here is kept by the leave guard (decision 072): leaving half-filled asks first.
      expect(opened).toMatch(/^<form [^>]*data-leave-guard=""/);
      expect(opened).not.toMatch(/<input [^>]*checked=""/);
      const unchosen = await add({ email: "ravi@example.org", name: "Ravi" });
      expect(unchosen.status).toBe(400);
      expect(addForm(await unchosen.text())).toContain("Choose a role.");
      const added = await add({ email: "ravi@example.org", name: "Ravi", role: "office" });
      expect(added.headers.get("Location")).toBe("/staff/accounts?done=added");

      for (const [typed, reason] of [
        [
          { email: "RAVI@example.org", name: "Ravi Again", role: "translator" },
          "There is already an account for ravi@example.org.",
        ],
        [
          { email: "ravi.example.org", name: "Ravi Again", role: "translator" },
          "Enter an email address such as name@example.org.",
        ],
      ] as const) {
        const refused = await add(typed);
        expect(refused.status, typed.email).toBe(400);
        const form = addForm(await refused.text());
        // Focused as the page loads: the browser scrolls it into view, and a screen reader reads it.
        expect(form, typed.email).toMatch(
          /^<form [^>]*><div id="add-errors" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus=""[^>]*><h3 id="error-summary-title"[^>]*>There is a problem<\/h3>/,
        );
        expect(form, typed.email).toContain(reason);
        expect(form, typed.email).toMatch(
          new RegExp(`<input [^>]*name="email"[^>]*value="${typed.email.replaceAll(".", "\\.")}"`),
        );
        expect(form, typed.email).toMatch(/<input [^>]*name="name"[^>]*value="Ravi Again"/);
        expect(form, typed.email).toMatch(
          /<input type="radio" [^>]*name="role" checked="" value="translator"/,
        );
      }
      // A browser takes spaces as a name; the answer is the staff area's words, not the command line's.
      const blank = await add({ email: "sita@example.org", name: "   ", role: "translator" });
      expect(blank.status).toBe(400);
      expect(addForm(await blank.text())).toContain("Enter the person&#x27;s name.");
    });

    it("says nothing changed when the role chosen is the one the person has, and audits nothing", async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      await area.request("/staff/accounts", {
        method: "POST",
        cookie,
        form: { email: "ravi@example.org", name: "Ravi", role: "office" },
      });
      const db = withStaffTables(database.handle.db);
      const ravi = await db
        .selectFrom("staff_users")
        .select("id")
        .where("email", "=", "ravi@example.org")
        .executeTakeFirstOrThrow();
      const change = (role: string) =>
        area.request(`/staff/accounts/${ravi.id}/role`, { method: "POST", cookie, form: { role } });
      expect((await change("office")).headers.get("Location")).toBe("/staff/accounts?done=role-unchanged");
      const page = await (await area.request("/staff/accounts?done=role-unchanged", { cookie })).text();
      expect(page).toContain("Nothing changed: the person already has that role.");
      expect((await change("editor")).headers.get("Location")).toBe("/staff/accounts?done=role");
      const audited = await db
        .selectFrom("staff_audit_log")
        .select("subject")
        .where("action", "=", "account.role")
        .execute();
      expect(audited).toEqual([{ subject: "ravi@example.org (office → editor)" }]);
    });

    it("shows no summary when nothing was refused, and focuses the success so that it is read out", async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      const html = await (await area.request("/staff/accounts?done=added", { cookie })).text();
      expect(html).toMatch(/<div role="status" tabindex="-1" autofocus=""[^>]*>Account added\./);
      expect(html.match(/autofocus/g)).toHaveLength(1);
      expect(html).not.toContain('role="alert"');
      // A page visited, not the result of an action, focuses nothing.
      expect(await (await area.request("/staff/accounts", { cookie })).text()).not.toContain("autofocus");
    });
  });
}
