import { describe, expect, it } from "vitest";
import type { SiteContent } from "#app/content/site-content.ts";
import { publishSettings, readSettings } from "../../content/settings.ts";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { auditLog, openStaffArea } from "../testing.ts";

warnWhenPostgresMissing("the content history and preview routes tests");

const meena = { id: null, email: "meena@example.org" };

/** A stand-in for the site's build: two pages that print the phone, with a script and links. */
const pages = {
  pagePaths: new Set(["/", "/contact", "/te/contact"]),
  async renderHtml(urlPath: string, content: SiteContent) {
    return (
      `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body class="page">` +
      `<a href="/">Home</a><a href="/te/contact#form">తెలుగు</a><a href="/assets/file.pdf">PDF</a>` +
      `<p>${urlPath}: ${content.settings.phone ?? "none"}</p><script>window.hydrate()</script></body></html>`
    );
  },
};

const formOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(base|version)" value="([^"]*)"/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `history, restore, refused saves and preview on ${backend.name}`,
    () => {
      const database = databasePerTest(backend);

      it("lists the versions, compares one with the current field by field, and restores it as a new version", async () => {
        const refreshed: string[] = [];
        const { request, signIn } = await openStaffArea(database.handle, {
          content: { refresh: async () => void refreshed.push("refresh"), production: false, pages },
        });
        const cookie = await signIn();
        await publishSettings(
          database.handle.db,
          meena,
          { phone: "98765 10001" },
          new Date("2026-11-20T06:00:00Z"),
        );
        await publishSettings(
          database.handle.db,
          meena,
          { phone: "98765 10002", pan: "AAATD1234K" },
          new Date("2026-11-20T06:30:00Z"),
        );

        const history = await (await request("/staff/content/history/settings", { cookie })).text();
        expect(history).toContain("Version 2");
        expect(history).toContain("Version 1");
        expect(history).toContain("meena@example.org, 20 Nov 2026");
        const compared = await (
          await request("/staff/content/history/settings?compare=1", { cookie })
        ).text();
        expect(compared).toContain("Version 1 compared with the current (version 2)");
        expect(compared).toMatch(/Phone[\s\S]*\+91 98765 10001[\s\S]*\+91 98765 10002/);
        expect(compared).toMatch(/PAN[\s\S]*not set[\s\S]*AAATD1234K/);

        const restore = await request("/staff/content/history/settings/restore", {
          method: "POST",
          cookie,
          form: { ...formOf(compared), version: "1" },
        });
        expect(restore.status).toBe(303);
        expect(restore.headers.get("Location")).toBe("/staff/content/history/settings?done=restored");
        expect((await readSettings(database.handle.db)).published).toEqual({ phone: "+91 98765 10001" });
        expect((await readSettings(database.handle.db)).version?.number).toBe(3);
        expect(refreshed).toEqual(["refresh"]);
        expect((await auditLog(database.handle)).map((line) => `${line.action} ${line.subject}`)).toContain(
          "content.settings.restore settings v3 from v1",
        );
        // The same page's form again: its base is old now, so the restore is refused.
        const again = await request("/staff/content/history/settings/restore", {
          method: "POST",
          cookie,
          form: { ...formOf(compared), version: "2" },
        });
        expect(again.status).toBe(409);
        expect(await again.text()).toContain("Someone else saved this after you opened it");
        expect((await readSettings(database.handle.db)).version?.number).toBe(3);
        expect((await request("/staff/content/history/nothing-here", { cookie })).status).toBe(404);
      });

      it("refuses the later of two saves from the same state, keeping what was typed in the form", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const opened = formOf(await (await request("/staff/content/settings", { cookie })).text());
        const first = await request("/staff/content/settings", {
          method: "POST",
          cookie,
          form: { base: opened.base ?? "", intent: "draft", phone: "98765 20001" },
        });
        expect(first.status).toBe(303);
        const second = await request("/staff/content/settings", {
          method: "POST",
          cookie,
          form: { base: opened.base ?? "", intent: "publish", phone: "98765 20002" },
        });
        expect(second.status).toBe(409);
        const page = await second.text();
        expect(page).toContain("Someone else saved this after you opened it: asha@example.org saved a draft");
        expect(page).toContain("Nothing of yours was saved yet.");
        expect(page).toContain("Phone: theirs is <bdi>“+91 98765 20001”</bdi>");
        expect(page).toContain('value="+91 98765 20002"');
        const state = await readSettings(database.handle.db);
        expect(state.draft?.values).toEqual({ phone: "+91 98765 20001" });
        expect(state.version).toBeNull();
      });

      it("previews a page with the drafts applied, for staff only, without scripts and not indexed", async () => {
        const { request, signIn } = await openStaffArea(database.handle, {
          content: { refresh: async () => {}, production: false, pages },
        });
        expect((await request("/staff/preview/contact")).status).toBe(303);
        const cookie = await signIn();
        await publishSettings(database.handle.db, meena, { phone: "98765 30001" }, new Date());
        const saved = await request("/staff/content/settings", {
          method: "POST",
          cookie,
          form: { intent: "preview", phone: "98765 30002" },
        });
        expect(saved.headers.get("Location")).toBe("/staff/preview/contact?from=settings");
        for (const page of ["/contact", "/te/contact"]) {
          const response = await request(`/staff/preview${page}`, { cookie });
          expect(response.status).toBe(200);
          expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
          expect(response.headers.get("Cache-Control")).toBe("no-store");
          expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
          expect(response.headers.get("Content-Security-Policy")).toContain("form-action 'none'");
          const html = await response.text();
          expect(html).toContain(`${page}: +91 98765 30002`);
          expect(html).toContain("Preview — not published.");
          expect(html).not.toContain("<script");
          expect(html).toContain('href="/staff/preview/"');
          expect(html).toContain('href="/staff/preview/te/contact#form"');
          expect(html).toContain('href="/assets/file.pdf"');
        }
        expect((await request("/staff/preview/no-such-page", { cookie })).status).toBe(404);
      });
    },
  );
}
