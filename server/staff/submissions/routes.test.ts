import ExcelJS from "exceljs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { asWholeWords } from "../../testing/submissions.ts";
import { addAccount } from "../../accounts/accounts.ts";
import { commandLine } from "../../accounts/audit.ts";
import { openStaffArea, storeValid } from "../testing.ts";

warnWhenPostgresMissing("the staff inbox tests");

const references = (html: string) =>
  [...html.matchAll(/href="\/staff\/submissions\/([A-Z]{3}-[A-Z0-9]{6})(?:\?back=[^"]*)?"/g)].map(
    (match) => match[1],
  );

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
      expect(links.join(" ")).not.toMatch(new RegExp(asWholeWords("ravi"), "i"));
      const older = links.find((href) => href.includes("after="));
      expect(older).toMatch(/search=[\w-]{22}/);
      const second = await (await request(older ?? "", { cookie })).text();
      expect(references(second)).toHaveLength(2);
      expect(references(second)).not.toContain(donation.reference);

      // Reloading is asking again for the same URL.
      expect(references(await (await request(location, { cookie })).text())).toEqual(references(first));

      // The export buttons post the same form: the same filter, the search kept on the server again.
      const exported = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: "Ravi@Example.org", anywhere: "1", form: "contact", status: "all", export: "csv" },
      });
      const exportHref = exported.headers.get("Location") ?? "";
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

  describe.skipIf(!backend.available)(`the inbox's export on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("exports what the filter form holds when its button is pressed, Show or not: the workbook and a form's CSV", async () => {
      const { request, signIn, db } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const handled = await storeValid(database.handle, "contact");
      const other = await storeValid(database.handle, "contact");
      const donation = await storeValid(database.handle, "donation");
      await request(`/staff/submissions/${handled.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: "Phoned, will visit", action: "handled" },
      });

      // The form as changed on the screen (handled contact messages), exported without pressing Show.
      const form = { q: "", form: "contact", status: "handled", from: "", to: "" };
      const asked = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { ...form, export: "xlsx" },
      });
      expect(asked.headers.get("Location")).toBe("/staff/export?form=contact&status=handled&format=xlsx");
      const xlsx = await request(asked.headers.get("Location") ?? "", { cookie });
      expect(xlsx.headers.get("Content-Type")).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      expect(xlsx.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await xlsx.arrayBuffer()) as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet("Contact messages");
      expect(workbook.worksheets).toHaveLength(1);
      expect(sheet?.rowCount).toBe(2);
      expect(sheet?.getRow(2).getCell(1).value).toBe(handled.reference);
      expect(sheet?.getRow(2).getCell(3).value).toBe("Handled");
      expect(sheet?.getRow(2).getCell(4).value).toBe("Phoned, will visit");

      const csvAsked = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { ...form, status: "inbox", q: "ravi", export: "csv" },
      });
      const csvUrl = csvAsked.headers.get("Location") ?? "";
      expect(csvUrl).toMatch(/^\/staff\/export\?form=contact&search=[\w-]{22}&format=csv$/);
      const csv = await request(csvUrl, { cookie });
      expect(csv.headers.get("Content-Disposition")).toMatch(/filename="contact-\d{4}-\d{2}-\d{2}\.csv"/);
      // Read as a spreadsheet does: the byte order mark that says UTF-8 is kept, not swallowed.
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
      expect(text.split("\r\n")[0]).toBe(
        "\uFEFFReference,Received (IST),Status,Note,Full Name,Email Address,Subject,Message,Language of the form",
      );
      expect(text).toContain(`${handled.reference},`);
      expect(text).toContain(`${other.reference},`);
      expect(text).not.toContain(donation.reference);
      expect(text).toContain(
        ',Handled,"Phoned, will visit",Ravi Kumar,ravi@example.org,Partnership Inquiry,',
      );

      const noForm = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { ...form, form: "", export: "csv" },
      });
      expect(noForm.status).toBe(400);
      expect(await noForm.text()).toContain("A CSV file holds one form");

      const audit = await db
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .where("action", "=", "export")
        .execute();
      expect(audit.map((line) => line.subject)).toEqual([
        "xlsx, 1 submissions",
        "csv contact, 2 submissions",
      ]);
    });
  });

  describe.skipIf(!backend.available)(`signing in from an email's link on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("returns to the page asked for, and only to a page of the staff area", async () => {
      const { request, lastLink, deliver } = await openStaffArea(database.handle);
      const { reference } = await storeValid(database.handle, "contact");
      const asked = await request(`/staff/submissions/${reference}`);
      expect(asked.headers.get("Location")).toBe("/staff/sign-in");
      const remembered = asked.headers.getSetCookie().find((cookie) => cookie.startsWith("staff_return="));
      expect(remembered).toMatch(/^staff_return=[^;]+; Path=\/staff; Max-Age=1800; HttpOnly; SameSite=Lax$/);
      const returnCookie = remembered?.split(";")[0] ?? "";

      const follow = async (cookie: string) => {
        await request("/staff/sign-in", { method: "POST", form: { email: "asha@example.org" } });
        await deliver();
        return request("/staff/sign-in/link", {
          method: "POST",
          cookie,
          form: { token: lastLink().searchParams.get("token") ?? "" },
        });
      };
      const signedIn = await follow(returnCookie);
      expect(signedIn.headers.get("Location")).toBe(`/staff/submissions/${reference}`);
      expect(signedIn.headers.getSetCookie().join()).toMatch(/staff_return=; Path=\/staff; Max-Age=0/);

      for (const planted of [
        "https://evil.example/staff",
        "//evil.example/staff",
        "/staff/../elsewhere",
        "/staff/sign-in",
      ]) {
        const response = await follow(`staff_return=${encodeURIComponent(planted)}`);
        expect(response.headers.get("Location"), planted).toBe("/staff");
      }
    });
  });

  describe.skipIf(!backend.available)(`going back to the inbox on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    /** The submission page's "Back to the …" link: its address and words. */
    const backLink = (html: string) => {
      const [, href = "", words = ""] = /<a href="([^"]*)"[^>]*>← Back to the ([^<]*)<\/a>/.exec(html) ?? [];
      return { href: href.replaceAll("&amp;", "&"), words };
    };
    /** The inbox row's link to a submission, as the page has it. */
    const rowLink = (html: string, reference: string) =>
      new RegExp(`href="(/staff/submissions/${reference}[^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&") ??
      "";

    it("returns to the inbox as it was left: its filters, its search and its page, also after an action", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const volunteer = await storeValid(database.handle, "volunteer");
      await storeValid(database.handle, "contact");

      const inbox = await (await request("/staff?form=volunteer&status=new", { cookie })).text();
      const opened = rowLink(inbox, volunteer.reference);
      expect(opened).toBe(`/staff/submissions/${volunteer.reference}?back=form%3Dvolunteer%26status%3Dnew`);
      const page = await (await request(opened, { cookie })).text();
      expect(backLink(page)).toEqual({ href: "/staff?form=volunteer&status=new", words: "inbox" });
      expect(page).toContain('<input type="hidden" name="back" value="form=volunteer&amp;status=new"/>');

      // Changing its status answers with its page, which still goes back to the same inbox.
      const marked = await request(`/staff/submissions/${volunteer.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: "", action: "in_progress", back: "form=volunteer&status=new" },
      });
      const location = marked.headers.get("Location") ?? "";
      expect(location).toBe(
        `/staff/submissions/${volunteer.reference}?done=in_progress&back=form%3Dvolunteer%26status%3Dnew`,
      );
      const after = await (await request(location, { cookie })).text();
      expect(after).toContain("Marked as in progress.");
      expect(backLink(after).href).toBe("/staff?form=volunteer&status=new");

      // A note too long is shown again with the same way back.
      const tooLong = await request(`/staff/submissions/${volunteer.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: "x".repeat(5000), action: "save", back: "form=volunteer&status=new" },
      });
      expect(tooLong.status).toBe(400);
      expect(backLink(await tooLong.text()).href).toBe("/staff?form=volunteer&status=new");

      // Telugu is counted in letters as read: 1,500 letters (3,000 code units) fit, 2,001 do not.
      const teluguNote = (letters: number) => "తు".repeat(letters);
      const saved = await request(`/staff/submissions/${volunteer.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: teluguNote(1500), action: "save", back: "" },
      });
      expect(saved.status).toBe(303);
      const overTelugu = await request(`/staff/submissions/${volunteer.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: teluguNote(2001), action: "save", back: "" },
      });
      expect(overTelugu.status).toBe(400);
      expect(await overTelugu.text()).toContain("A note holds up to 2000 characters; this one has 2001.");

      // A search: its id (never its text) goes with the link, and comes back.
      const searched = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: volunteer.reference, status: "all" },
      });
      const searchUrl = searched.headers.get("Location") ?? "";
      expect(searchUrl).toMatch(/^\/staff\?status=all&search=[\w-]{22}$/);
      const found = rowLink(await (await request(searchUrl, { cookie })).text(), volunteer.reference);
      expect(decodeURIComponent(found)).toBe(
        `/staff/submissions/${volunteer.reference}?back=${searchUrl.replace("/staff?", "")}`,
      );
      expect(backLink(await (await request(found, { cookie })).text()).href).toBe(searchUrl);
    });

    it("keeps the page of a long inbox, and goes back to the spam folder from it", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const start = new Date("2026-04-01T00:00:00Z").getTime();
      for (let index = 0; index < 51; index += 1)
        await storeValid(database.handle, "contact", "received", new Date(start + (index + 1) * 1000));
      const oldest = await storeValid(database.handle, "contact", "received", new Date(start));
      const first = await (await request("/staff?form=contact", { cookie })).text();
      const older = /href="(\/staff\?[^"]*after=[^"]+)"/.exec(first)?.[1]?.replaceAll("&amp;", "&") ?? "";
      expect(older).toMatch(/^\/staff\?form=contact&after=/);
      const second = await (await request(older, { cookie })).text();
      const page = await (await request(rowLink(second, oldest.reference), { cookie })).text();
      expect(backLink(page).href).toBe(older);

      const spam = await storeValid(database.handle, "contact", "spam");
      const folder = await (await request("/staff?status=spam", { cookie })).text();
      const spamPage = await (await request(rowLink(folder, spam.reference), { cookie })).text();
      expect(backLink(spamPage)).toEqual({ href: "/staff?status=spam", words: "spam folder" });
    });

    it("cannot be pointed anywhere else: a crafted `back` leaves the plain way back", async () => {
      const { request, signIn } = await openStaffArea(database.handle);
      const cookie = await signIn();
      const { reference } = await storeValid(database.handle, "contact");
      for (const crafted of [
        "https://evil.example/staff",
        "//evil.example",
        "/staff/../elsewhere",
        "status=new&next=https://evil.example",
        "status=new&q=crafted.search@example.org",
        "form=<script>alert(1)</script>",
      ]) {
        const page = await request(
          `/staff/submissions/${reference}?${new URLSearchParams({ back: crafted })}`,
          {
            cookie,
          },
        );
        expect(page.status, crafted).toBe(200);
        const html = await page.text();
        expect(backLink(html), crafted).toEqual({ href: "/staff", words: "inbox" });
        expect(html, crafted).not.toContain('name="back"');
        expect(html, crafted).not.toMatch(/evil\.example|crafted\.search|<script>alert/);

        const posted = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { note: "", action: "save", back: crafted },
        });
        expect(posted.headers.get("Location"), crafted).toBe(
          `/staff/submissions/${reference}?done=unchanged`,
        );
      }
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
