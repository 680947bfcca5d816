import { describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { addAccount } from "../../accounts/accounts.ts";
import { commandLine } from "../../accounts/audit.ts";
import { publishSettings } from "../../content/settings.ts";
import { randomUUID } from "node:crypto";
import { donationWording } from "#app/content/forms/donation.ts";
import { recordPaymentReport } from "../../donations/payment-reports.ts";
import { receivePayment } from "../../donations/receipts.ts";
import { storeSubmission } from "../../send-form-email/store.ts";
import { newReference } from "../../send-form-email/reference.ts";
import { validSubmissions } from "../../testing/submissions.ts";
import { openStaffArea, storeValid } from "../testing.ts";

warnWhenPostgresMissing("the staff privacy page tests");

const noticeOf = (html: string) => /<div role="status"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`privacy requests in the staff area on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const open = async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signIn();
      /** Posts the look-up form; resolves with where it leads. */
      const lookUp = async (email: string) => {
        const response = await area.request("/staff/privacy", { method: "POST", cookie, form: { email } });
        return { response, location: response.headers.get("Location") ?? "" };
      };
      const page = (url: string, as = cookie) => area.request(url, { cookie: as });
      return { ...area, cookie, lookUp, page };
    };

    it("looks an address up by a post; the page's URL and its links hold an id, never the address", async () => {
      const { lookUp, page } = await open();
      const contact = await storeValid(database.handle, "contact");
      const { response, location } = await lookUp(" Ravi@Example.org ");
      expect(response.status).toBe(303);
      expect(location).toMatch(/^\/staff\/privacy\?lookup=[\w-]{22}$/);

      const html = await (await page(location)).text();
      expect(html).toContain(contact.reference);
      expect(html).toContain("Stored about <bdi>ravi@example.org</bdi>");
      const copyHref = /href="(\/staff\/privacy\/export\?[^"]+)"/.exec(html)?.[1] ?? "";
      expect(copyHref).toMatch(/^\/staff\/privacy\/export\?lookup=[\w-]{22}$/);
      const copy = await page(copyHref);
      expect(copy.headers.get("Content-Disposition")).toMatch(/^attachment;/);
      expect(JSON.stringify(await copy.json())).toContain(contact.reference);
    });

    it("mentions a staff note only where one was written, not where only the status was set", async () => {
      const { lookUp, page, request, cookie } = await open();
      const contact = await storeValid(database.handle, "contact");
      const review = (note: string) =>
        request(`/staff/submissions/${contact.reference}/review`, {
          method: "POST",
          cookie,
          form: { note, action: "handled" },
        });
      await review("");
      const { location } = await lookUp("ravi@example.org");
      expect(await (await page(location)).text()).not.toContain("a staff note");
      await review("Called back about the partnership");
      expect(await (await page(location)).text()).toContain("a staff note");
    });

    it("shows the erase form to an administrator only; the office is told to ask one", async () => {
      const { lookUp, page, signInAs, request } = await open();
      await storeValid(database.handle, "contact");
      const { location } = await lookUp("ravi@example.org");
      expect(await (await page(location)).text()).toContain('action="/staff/privacy/erase"');
      const office = await signInAs("office");
      const officeLookUp = await request("/staff/privacy", {
        method: "POST",
        cookie: office,
        form: { email: "ravi@example.org" },
      });
      const seen = await (await page(officeLookUp.headers.get("Location") ?? "", office)).text();
      expect(seen).toContain("Stored about <bdi>ravi@example.org</bdi>");
      expect(seen).not.toContain('action="/staff/privacy/erase"');
      expect(seen).toContain("Erasing is for an administrator");
    });

    it("finds the address from a reference, a phone number written another way, or a name, and offers a choice when several match", async () => {
      const { lookUp, page, request, cookie } = await open();
      const donation = await storeValid(database.handle, "donation");
      const internship = await storeValid(database.handle, "internship");
      for (const typed of [donation.reference.toLowerCase(), "098765 43210", "asha devi"]) {
        const { response, location } = await lookUp(typed);
        expect(response.status, typed).toBe(303);
        expect(await (await page(location)).text(), typed).toContain(
          "Stored about <bdi>asha@example.org</bdi>",
        );
      }
      const { location } = await lookUp("91234 56789");
      expect(await (await page(location)).text()).toContain(internship.reference);

      // A second Asha Devi, with another address: staff choose.
      const other = await storeValid(database.handle, "donation");
      await database.handle.db
        .updateTable("submissions")
        .set({ data: JSON.stringify({ name: "Asha Devi", email: "asha.devi@example.net" }) })
        .where("reference", "=", other.reference)
        .execute();
      const several = await lookUp("Asha Devi");
      expect(several.response.status).toBe(200);
      const choices = await several.response.text();
      expect(choices).toContain("Several people match");
      expect([...choices.matchAll(/name="email" value="([^"]+)"/g)].map((match) => match[1])).toEqual([
        "asha.devi@example.net",
        "asha@example.org",
      ]);
      // A caller gives a first name, or their names the other way round: each word is looked for.
      for (const typed of ["asha", "Devi   ASHA"]) {
        const partly = await lookUp(typed);
        expect(partly.response.status, typed).toBe(200);
        expect([...(await partly.response.text()).matchAll(/name="email" value="([^"]+)"/g)]).toHaveLength(2);
      }
      // LIKE's wildcards alone match nobody, rather than everybody.
      expect((await lookUp("%_")).response.status).toBe(404);
      expect(
        (
          await request("/staff/privacy", {
            method: "POST",
            cookie,
            form: { email: "asha.devi@example.net" },
          })
        ).status,
      ).toBe(303);
    });

    it("gives the person's copy as a document to read, every field labelled, with their consent and emails", async () => {
      const { lookUp, page, db } = await open();
      const internship = await storeValid(database.handle, "internship");
      const { location } = await lookUp("sravani@example.org");
      const html = await (await page(location)).text();
      const copyHref = /href="(\/staff\/privacy\/copy\?[^"]+)"/.exec(html)?.[1] ?? "";
      expect(copyHref).toMatch(/^\/staff\/privacy\/copy\?lookup=[\w-]{22}$/);
      const copy = await page(copyHref);
      expect(copy.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(copy.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="personal-data-[\d-]{10}\.html"$/,
      );
      const document = await copy.text();
      expect(document).toMatch(/^<!doctype html><html lang="en-IN">/);
      expect(document).not.toContain("<script");
      expect(document).toContain(`Internship form, reference ${internship.reference}`);
      expect(document).toContain("<dt>Statement of Purpose</dt>");
      expect(document).toContain("I grew up in Adilabad and want to work on village libraries.");
      expect(document).toContain("Confirmation to you: Waiting to be sent");
      const audit = await db.selectFrom("staff_audit_log").select(["action", "subject"]).execute();
      expect(audit).toContainEqual({ action: "privacy.export", subject: "html" });
    });

    it("gives a Telugu donor their copy in Telugu, with their report, payments, receipts and every email", async () => {
      const { lookUp, page } = await open();
      const db = database.handle.db;
      const now = () => new Date("2026-05-04T06:00:00.000Z");
      const pledge = await storeSubmission(
        { db, now, newId: randomUUID, newReference },
        {
          submission: validSubmissions.donation,
          status: "received",
          idempotencyKey: null,
          requestHash: "telugu-pledge",
          addressHash: "address",
          userAgent: null,
          language: "te",
        },
        ["notification", "acknowledgement"],
      );
      if (pledge.status !== "stored") throw new Error("not stored");
      await recordPaymentReport(
        { db, now, newId: randomUUID },
        { reference: pledge.reference, paidOn: "2026-05-02", mode: "upi", paymentReference: "412345678901" },
        "received",
      );
      const receipts = [
        await receivePayment(
          { database: database.handle, now },
          {
            pledgeReference: pledge.reference,
            amountPaise: 250_000,
            paidOn: "2026-05-02",
            mode: "upi",
            paymentReference: "412345678901",
          },
        ),
        // A gift recorded without a pledge, under her address written in capitals.
        await receivePayment(
          { database: database.handle, now, emailReceipt: false },
          {
            donor: { name: "Asha Devi", email: "ASHA@example.org", pan: "ABCDE1234F", address: "Adilabad" },
            amountPaise: 100_000,
            paidOn: "2026-05-03",
            mode: "cash",
          },
        ),
      ].map((result) => (result.status === "recorded" ? result.payment.receipt_number : result.error));

      await publishSettings(db, commandLine, { "name.te": "దాయి గ్రామీణాభివృద్ధి సంఘం" }, now());
      const { location } = await lookUp("asha@example.org");
      const html = await (await page(location)).text();
      const copyHref = /href="(\/staff\/privacy\/copy\?[^"]+)"/.exec(html)?.[1] ?? "";
      const document = (await (await page(copyHref)).text()).replace(/<!-- -->/g, "");
      expect(document).toMatch(/^<!doctype html><html lang="te-IN">/);
      // Under the name the society published, as its pages show it.
      expect(document).toContain("<h1>దాయి గ్రామీణాభివృద్ధి సంఘం వద్ద ఉన్న మీ సమాచారం</h1>");
      expect(document).toContain(`విరాళం ఫారం, రిఫరెన్స్ ${pledge.reference}`);
      // Her answers under the Telugu form's own labels.
      expect(document).toContain(`<dt>${donationWording.te.labels.name}</dt>`);
      expect(document).toContain("యూపీఐ (UPI) 412345678901, చెల్లించిన తేదీ");
      expect(document).toContain("మీ చెల్లింపు సమాచారం అందినట్లు మీకు నిర్ధారణ: పంపాల్సి ఉంది");
      for (const receipt of receipts) expect(document).toContain(`రసీదు ${receipt}`);
      expect(document).toContain('<dd dir="auto">₹2,500</dd>');
      expect(document).toContain('<dd dir="auto">నగదు</dd>');
      expect(document).toContain("PDF తో మీ రసీదు: పంపాల్సి ఉంది");
      expect(document).toContain("మీరు పంపిన ఫారాలు: 1");
      expect(document).not.toMatch(/\{\w+\}/);

      const exportHref = /href="(\/staff\/privacy\/export\?[^"]+)"/.exec(html)?.[1] ?? "";
      const exported = await (await page(exportHref)).json();
      expect(exported.language).toBe("te");
      expect(exported.submissions[0].paymentReports).toMatchObject([
        { paidOn: "2026-05-02", mode: "upi", paymentReference: "412345678901" },
      ]);
      expect(exported.payments.map((payment: { receiptNumber: string }) => payment.receiptNumber)).toEqual(
        receipts,
      );
      expect(exported.payments[1]).toMatchObject({ pledgeReference: null, amountRupees: 1000, mode: "cash" });
    });

    it("finds a donor known only by payments the office recorded, by name or receipt number, and says their receipts stay", async () => {
      const { lookUp, page, request, cookie } = await open();
      const now = () => new Date("2026-05-04T06:00:00.000Z");
      const recorded = await receivePayment(
        { database: database.handle, now, emailReceipt: false },
        {
          donor: {
            name: "Suresh Reddy",
            email: "Suresh@example.org",
            pan: "ABCPK1234D",
            address: "Siddipet",
          },
          amountPaise: 15_000_000,
          paidOn: "2026-03-15",
          mode: "cheque",
          paymentReference: "000123",
        },
      );
      if (recorded.status !== "recorded") throw new Error(recorded.error);
      const receipt = recorded.payment.receipt_number;
      for (const typed of ["suresh reddy", receipt]) {
        const { response, location } = await lookUp(typed);
        expect(response.status, typed).toBe(303);
        const html = await (await page(location)).text();
        expect(html, typed).toContain("Stored about <bdi>suresh@example.org</bdi>");
        expect(html, typed).toContain("paid 15 March 2026");
        expect(html.replace(/<!-- -->/g, ""), typed).toContain(
          `Their receipt (${receipt}) stays: the tax law requires the society to keep every receipt`,
        );
      }
      // Erased, the notice names the receipt kept by law: nothing says everything went.
      const { location } = await lookUp("suresh@example.org");
      const lookupId = new URL(location, "http://x").searchParams.get("lookup") ?? "";
      const erased = await request("/staff/privacy/erase", {
        method: "POST",
        cookie,
        form: { email: "suresh@example.org", lookup: lookupId, confirm: "erase suresh@example.org" },
      });
      const notice = noticeOf(await (await page(erased.headers.get("Location") ?? "")).text());
      expect(notice?.replace(/<!-- -->/g, "")).toContain(`Kept by law: ${receipt}.`);

      // What was typed stays in the box when nothing matches.
      const unknown = await lookUp("Suresh Redy");
      expect(unknown.response.status).toBe(404);
      expect(await unknown.response.text()).toMatch(/<input [^>]*name="email"[^>]*value="Suresh Redy"/);
    });

    it("keeps a look-up for its maker only", async () => {
      const { lookUp, page, db, signIn } = await open();
      await addAccount(db, { email: "gopal@example.org", name: "Gopal" }, commandLine);
      const other = await signIn("gopal@example.org");
      await storeValid(database.handle, "contact");
      const { location } = await lookUp("ravi@example.org");
      const theirs = await page(location, other);
      expect(theirs.status).toBe(404);
      const html = await theirs.text();
      expect(html).toContain("That look-up has ended");
      expect(html).not.toContain("ravi@example.org");
      expect((await page(location.replace("/privacy?", "/privacy/export?"), other)).status).toBe(404);
    });

    it("refuses text with a control or bidi character, finds nothing for an unknown name, and keeps nothing", async () => {
      const { lookUp, db } = await open();
      for (const email of ["ravi\u202E@example.org", "ravi@exa\u0000mple.org", " "]) {
        const { response } = await lookUp(email);
        expect(response.status, email).toBe(400);
        expect(await response.text()).toContain("Enter their email address, a reference such as CON-7F3K2Q");
      }
      const unknown = await lookUp("no-at-sign");
      expect(unknown.response.status).toBe(404);
      expect(await unknown.response.text()).toContain("Nothing is stored under that.");
      const kept = await db
        .withTables<{ staff_searches: { id: string } }>()
        .selectFrom("staff_searches")
        .select("id")
        .execute();
      expect(kept).toEqual([]);
    });

    it("shows no text from the URL as a notice: an erasure's notice is read from its own record", async () => {
      const { request, lookUp, page, cookie, db, signIn } = await open();
      for (const erased of ["Everything about everyone", "<script>alert(1)</script>", "1"]) {
        const html = await (await page(`/staff/privacy?${new URLSearchParams({ erased })}`)).text();
        expect(noticeOf(html), erased).toBeUndefined();
        expect(html).not.toContain("Everything about everyone");
        expect(html).not.toContain("alert(1)");
      }

      await storeValid(database.handle, "contact");
      // Someone else's submission whose staff note quotes the address (and nothing else does).
      const neighbour = await storeValid(database.handle, "volunteer");
      const noted = await request(`/staff/submissions/${neighbour.reference}/review`, {
        method: "POST",
        cookie,
        form: { note: "Same village as ravi@example.org", action: "save" },
      });
      expect(noted.status).toBe(303);
      const { location } = await lookUp("ravi@example.org");
      const lookupId = new URL(location, "http://x").searchParams.get("lookup") ?? "";
      const searched = await request("/staff/search", {
        method: "POST",
        cookie,
        form: { q: "RAVI@Example.org" },
      });
      const searchUrl = searched.headers.get("Location") ?? "";
      const erased = await request("/staff/privacy/erase", {
        method: "POST",
        cookie,
        form: { email: "ravi@example.org", lookup: lookupId, confirm: "erase ravi@example.org" },
      });
      const done = erased.headers.get("Location") ?? "";
      expect(done).toMatch(/^\/staff\/privacy\?erased=[\w-]+$/);
      expect(done).not.toContain("ravi");
      expect(noticeOf(await (await page(done)).text())).toBe(
        "Erased. 1 submission(s) deleted, the address cleared from 1 other submission(s) or their notes, 0 email file(s) deleted.",
      );

      // Another staff member's erasure record is not theirs to announce.
      await addAccount(db, { email: "gopal@example.org", name: "Gopal" }, commandLine);
      expect(noticeOf(await (await page(done, await signIn("gopal@example.org"))).text())).toBeUndefined();

      // Nobody's look-up or search keeps the erased address.
      expect((await page(location)).status).toBe(404);
      expect(await (await page(searchUrl)).text()).toContain("That search has ended");
    });
  });
}
