import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { addAccount } from "../../accounts/accounts.ts";
import { commandLine } from "../../accounts/audit.ts";
import { openStaffArea, storeValid } from "../testing.ts";

warnWhenPostgresMissing("the staff inbox tests");

const references = (html: string) =>
  [...html.matchAll(/href="\/staff\/submissions\/([A-Z]{3}-[A-Z0-9]{6})"/g)].map((match) => match[1]);

const hrefs = (html: string) =>
  [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the inbox's search on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    afterEach(() => {
      vi.useRealTimers();
    });

    it("is posted and kept on the server: the URL holds an id, with which the page reloads, pages and exports", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const start = new Date("2026-04-01T00:00:00Z").getTime();
      for (let index = 0; index < 52; index += 1)
        await storeValid(database.handle, "contact", "received", new Date(start + index * 1000));
      const donation = await storeValid(database.handle, "donation");

      const inbox = await (await request("/staff", { cookie })).text();
      expect(inbox).toMatch(/<form [^>]*role="search" action="\/staff\/search" method="post">/);

      const posted = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: "Ravi@Example.org", anywhere: "1", form: "contact", status: "all", from: "", to: "" },
      });
      expect(posted.status).toBe(303);
      const location = posted.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/staff\?form=contact&status=all&search=[\w-]{22}$/);

      const first = await (await request(location, { cookie })).text();
      expect(references(first)).toHaveLength(50);
      expect(first).toContain('value="Ravi@Example.org"');
      const links = hrefs(first);
      expect(links.join(" ")).not.toMatch(/ravi/i);
      const older = links.find((href) => href.includes("after="));
      expect(older).toMatch(/search=[\w-]{22}/);
      const second = await (await request(older ?? "", { cookie })).text();
      expect(references(second)).toHaveLength(2);
      expect(references(second)).not.toContain(donation.reference);

      // Reloading is asking again for the same URL.
      expect(references(await (await request(location, { cookie })).text())).toEqual(references(first));

      const exportHref = links.find((href) => href.includes("format=csv")) ?? "";
      expect(exportHref).toMatch(/^\/staff\/export\?form=contact&status=all&search=[\w-]{22}&format=csv$/);
      const csv = await (await request(exportHref, { cookie })).text();
      expect(csv.trim().split("\r\n")).toHaveLength(53);
      expect(csv).not.toContain(donation.reference);
    });

    it("without text, goes to the filter's own URL and keeps nothing", async () => {
      const { request, signIn, db } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const posted = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: " ", form: "", status: "inbox", from: "2026-03-01", to: "" },
      });
      expect(posted.headers.get("Location")).toBe("/staff?from=2026-03-01");
      const kept = await db
        .withTables<{ staff_searches: { id: string } }>()
        .selectFrom("staff_searches")
        .select("id")
        .execute();
      expect(kept).toEqual([]);
    });

    it("answers a bad filter with its messages, keeping what was typed, and keeps nothing", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const posted = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: "ravi", from: "2026-03-09", to: "2026-03-01" },
      });
      expect(posted.status).toBe(400);
      const html = await posted.text();
      expect(html).toContain("The “from” date is after the “to” date.");
      expect(html).toContain('value="ravi"');
    });

    it("does not run a search typed into the URL, and does not show it", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const contact = await storeValid(database.handle, "contact");
      for (const url of ["/staff?q=ravi.kumar.typed", "/staff?anywhere=1&q=ravi.kumar.typed"]) {
        const response = await request(url, { cookie });
        expect(response.status).toBe(400);
        const html = await response.text();
        expect(html).toContain("a search is not kept in the page’s address");
        expect(html).not.toContain("ravi.kumar.typed");
        expect(references(html)).toEqual([]);
      }
      expect(
        (await request("/staff/export?q=ravi&format=csv", { cookie })).status,
        "an export with a search in its URL",
      ).toBe(400);
      expect(references(await (await request("/staff", { cookie })).text())).toEqual([contact.reference]);
    });

    it("is its maker's alone, and ends after eight hours", async () => {
      const { request, signIn, db } = await openStaffArea(database.handle);
      await addAccount(db, { email: "gopal@example.org", name: "Gopal" }, commandLine);
      const cookie = await signIn();
      const other = await signIn("gopal@example.org");
      await storeValid(database.handle, "contact");
      const posted = await request("/staff/search", { method: "POST", cookie, form: { q: "ravi" } });
      const location = posted.headers.get("Location") ?? "";
      expect(references(await (await request(location, { cookie })).text())).toHaveLength(1);

      const theirs = await request(location, { cookie: other });
      expect(theirs.status).toBe(400);
      expect(await theirs.text()).toContain("That search has ended");

      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 8 * 60 * 60 * 1000 + 1000 });
      const later = await request(location, { cookie });
      expect(later.status).toBe(400);
      const html = await later.text();
      expect(html).toContain("That search has ended (a search is kept for 8 hours)");
      expect(references(html)).toEqual([]);
      expect(
        (await request(`${location}&format=csv`.replace("/staff?", "/staff/export?"), { cookie })).status,
      ).toBe(400);
    });
  });

  describe.skipIf(!backend.available)(`a submission's notice on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("is a fixed text chosen by its code; any other code, or none, shows no notice", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const { reference } = await storeValid(database.handle, "contact");
      const page = (done: string) =>
        request(`/staff/submissions/${reference}?${new URLSearchParams({ done })}`, { cookie });
      expect(await (await page("note")).text()).toContain('role="status"');
      expect(await (await page("note")).text()).toContain("Note saved.");
      for (const code of ["<b>Erased everything</b>", "constructor", "__proto__", "toString", ""]) {
        const response = await page(code);
        expect(response.status, code).toBe(200);
        const html = await response.text();
        expect(html, code).not.toContain('role="status"');
        expect(html, code).not.toContain("Erased everything");
      }
    });
  });
}
