import { receivePayment } from "../donations/receipts.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { outboxHealth } from "../health.ts";
import { recordPaymentReport } from "../donations/payment-reports.ts";
import { type validSubmissions } from "../testing/submissions.ts";
import { exportSubmissions } from "../submissions/export.ts";
import { addAccount, removeAccount } from "../accounts/accounts.ts";
import { commandLine } from "../accounts/audit.ts";
import { openStaffArea, ownOrigin, staffEmail, storeValid } from "./testing.ts";

warnWhenPostgresMissing("the staff area tests");

type Stored = { id: string; reference: string };

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the staff area on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    afterEach(() => {
      vi.useRealTimers();
    });

    const store = (
      submission: keyof typeof validSubmissions,
      status: "received" | "spam" = "received",
      at?: Date,
    ): Promise<Stored> => storeValid(database.handle, submission, status, at);

    describe("without a session", () => {
      it("gives back what was typed in a form posted after the session ended, saving nothing", async () => {
        const { request } = await openStaffArea(database.handle);
        const body = "విత్తన బ్యాంకు తెరిచారు.\n\nForty farmers <b>came</b>.";
        const response = await request("/staff/news/new", {
          method: "POST",
          form: { titleEn: "Seed bank opens", bodyTe: body, base: "3:", intent: "publish" },
        });
        expect(response.status).toBe(401);
        const html = await response.text();
        expect(html).toContain("What you typed");
        expect(html).toContain(">Seed bank opens</textarea>");
        expect(html).toContain("Forty farmers &lt;b&gt;came&lt;/b&gt;.</textarea>");
        // The page's own hidden fields are not words the person typed.
        expect(html).not.toContain(">3:</textarea>");
        expect(html).not.toContain(">publish</textarea>");
      });

      it("sends every page to sign-in and refuses every action with 401", async () => {
        const { request } = await openStaffArea(database.handle);
        const { reference } = await store("contact");
        for (const page of [
          "/staff",
          "/staff?status=spam",
          `/staff/submissions/${reference}`,
          "/staff/export?format=csv",
          "/staff/privacy",
          "/staff/privacy/export?lookup=x",
          "/staff/no-such-page",
        ]) {
          const response = await request(page);
          expect(response.status, page).toBe(303);
          expect(response.headers.get("Location")).toBe("/staff/sign-in");
        }
        const erase = await request("/staff/privacy/erase", {
          method: "POST",
          form: { email: "ravi@example.org", confirm: "erase ravi@example.org" },
        });
        expect(erase.status).toBe(401);
        for (const [path, form] of [
          ["/staff/search", { q: "ravi" }],
          ["/staff/privacy", { email: "ravi@example.org" }],
        ] as const)
          expect((await request(path, { method: "POST", form })).status, path).toBe(401);
        for (const action of ["handled", "spam", "not-spam", "save"]) {
          const response = await request(`/staff/submissions/${reference}/review`, {
            method: "POST",
            form: { action, note: "x" },
          });
          expect(response.status, action).toBe(401);
        }
        const bulk = await request("/staff/bulk", { method: "POST", form: { action: "spam", reference } });
        expect(bulk.status).toBe(401);
        expect((await request("/staff/sign-out", { method: "POST" })).status).toBe(401);
        const reviews = await database.handle.db
          .withTables<{ submission_reviews: { submission_id: string } }>()
          .selectFrom("submission_reviews")
          .selectAll()
          .execute();
        expect(reviews).toEqual([]);
      });
    });

    describe("signing in", () => {
      it("emails a one-time link to a staff account; the link signs in once", async () => {
        const { request, sent, deliver, lastLink } = await openStaffArea(database.handle);
        const asked = await request("/staff/sign-in", {
          method: "POST",
          form: { email: " Asha@Example.org " },
        });
        expect(asked.status).toBe(303);
        expect(asked.headers.get("Location")).toBe("/staff/sign-in?sent=1");
        expect(sent).toEqual([]);
        await deliver();
        expect(sent).toHaveLength(1);
        expect(sent[0]?.to).toEqual([{ name: "", address: staffEmail }]);
        const link = lastLink();
        expect(link.origin).toBe(ownOrigin);

        const confirm = await request(`${link.pathname}${link.search}`);
        expect(await confirm.text()).toContain('name="token"');
        const token = link.searchParams.get("token") ?? "";
        const used = await request("/staff/sign-in/link", { method: "POST", form: { token } });
        expect(used.status).toBe(303);
        expect(used.headers.get("Location")).toBe("/staff");
        const cookie = used.headers.getSetCookie()[0] ?? "";
        expect(cookie).toMatch(/^staff\.session_token=/);
        expect(cookie).toMatch(/HttpOnly/);
        expect(cookie).toMatch(/SameSite=Lax/);
        expect(cookie).toMatch(/Path=\/staff/);
        expect(cookie).toMatch(/Max-Age=\d+/);
        expect(cookie).not.toMatch(/Secure/);

        const inbox = await request("/staff", { cookie: cookie.split(";")[0] });
        expect(inbox.status).toBe(200);
        expect(await inbox.text()).toContain("Asha Devi");

        const again = await request("/staff/sign-in/link", { method: "POST", form: { token } });
        expect(again.headers.get("Location")).toBe("/staff/sign-in?error=link");
        expect(again.headers.getSetCookie()).toEqual([]);
      });

      it("ends an account's other waiting links once one of them has signed in", async () => {
        const { request, deliver, lastLink } = await openStaffArea(database.handle);
        const ask = async () => {
          await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
          await deliver();
          return lastLink().searchParams.get("token") ?? "";
        };
        const earlier = await ask();
        const later = await ask();
        expect(earlier).not.toBe(later);
        const used = await request("/staff/sign-in/link", { method: "POST", form: { token: later } });
        expect(used.headers.get("Location")).toBe("/staff");
        const stale = await request("/staff/sign-in/link", { method: "POST", form: { token: earlier } });
        expect(stale.headers.get("Location")).toBe("/staff/sign-in?error=link");
        expect(stale.headers.getSetCookie()).toEqual([]);
      });

      it("keeps an address it refuses in its field, marked invalid and described by the refusal", async () => {
        const { request } = await openStaffArea(database.handle);
        const refused = await request("/staff/sign-in", {
          method: "POST",
          form: { email: "asha at example" },
        });
        expect(refused.status).toBe(400);
        const html = await refused.text();
        expect(html).toContain("<title>Error: Sign in");
        const input = /<input id="email"[^>]*>/.exec(html)?.[0] ?? "";
        for (const attribute of [
          'value="asha at example"',
          'aria-invalid="true"',
          'aria-describedby="email-error"',
          'autofocus=""',
        ])
          expect(input).toContain(attribute);
        expect(html).toContain(
          '<p id="email-error" class="mt-1 font-semibold text-terracotta-700">Enter an email address such as name@example.org.</p>',
        );
      });

      it("answers known and unknown addresses alike, and sends no email while answering", async () => {
        const mailCalls: string[] = [];
        // A mail server that never answers: any email work inside the request would hang it.
        const { request, sent, deliver, db } = await openStaffArea(database.handle, {
          transport: {
            delivery: "smtp",
            description: "never answers",
            send(email) {
              mailCalls.push(email.to.map((to) => to.address).join());
              return new Promise(() => {});
            },
            close() {},
          },
        });
        const answers = [];
        for (const email of [staffEmail, "stranger@example.org"]) {
          const response = await request("/staff/sign-in", { method: "POST", form: { email } });
          answers.push({
            status: response.status,
            location: response.headers.get("Location"),
            cookies: response.headers.getSetCookie(),
            body: await response.text(),
          });
        }
        expect(answers[0]).toEqual(answers[1]);
        expect(answers[0]).toMatchObject({ status: 303, location: "/staff/sign-in?sent=1" });
        expect(mailCalls).toEqual([]);
        const jobs = await db
          .selectFrom("email_jobs")
          .innerJoin("staff_users", "staff_users.id", "email_jobs.staff_user_id")
          .select(["email_jobs.kind", "email_jobs.status", "staff_users.email"])
          .execute();
        expect(jobs).toEqual([{ kind: "sign_in", status: "pending", email: staffEmail }]);
        expect(await db.selectFrom("email_jobs").select("id").execute()).toHaveLength(1);

        // Only the outbox sends it, outside any request; nothing goes to the stranger.
        void deliver();
        await vi.waitFor(() => expect(mailCalls).toEqual([staffEmail]));
        expect(sent).toEqual([]);
      });

      it("keeps a failed sign-in email from everyone but the log and the health figures", async () => {
        const { request, deliver, db } = await openStaffArea(database.handle, {
          transport: {
            delivery: "smtp",
            description: "refuses",
            send: async () => ({ status: "error", error: "ECONNREFUSED: no mail server" }),
            close() {},
          },
        });
        const response = await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe("/staff/sign-in?sent=1");
        await deliver();
        const health = await outboxHealth(database.handle.db);
        expect(health.fields).toEqual({ outbox: { pending: 1, failed: 0, written: 0, retrying: 0 } });
        const [job] = await db.selectFrom("email_jobs").select(["status", "last_error"]).execute();
        expect(job).toEqual({ status: "pending", last_error: "ECONNREFUSED: no mail server" });
      });

      it("refuses a link after its 15 minutes", async () => {
        const { request, deliver, lastLink } = await openStaffArea(database.handle);
        vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
        await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } });
        await deliver();
        vi.setSystemTime(Date.now() + 16 * 60_000);
        const response = await request("/staff/sign-in/link", {
          method: "POST",
          form: { token: lastLink().searchParams.get("token") ?? "" },
        });
        expect(response.headers.get("Location")).toBe("/staff/sign-in?error=link");
      });

      it("refuses sign-in requests beyond the limit", async () => {
        const { request, sent, deliver } = await openStaffArea(database.handle, {
          signInLimit: { limit: 3, windowMs: 60_000 },
        });
        const statuses = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push(
            (await request("/staff/sign-in", { method: "POST", form: { email: staffEmail } })).status,
          );
        }
        expect(statuses).toEqual([303, 303, 303, 429]);
        await deliver();
        expect(sent).toHaveLength(3);
      });

      it("sends someone whose address others asked links for to the links in their inbox, or their passkey", async () => {
        const { request, sent, deliver } = await openStaffArea(database.handle, {
          signInLimit: { limit: 3, windowMs: 60_000 },
          trustProxy: true,
        });
        const askFrom = (client: string) =>
          request("/staff/sign-in", {
            method: "POST",
            form: { email: staffEmail },
            headers: { "X-Forwarded-For": client },
          });
        for (const client of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
          expect((await askFrom(client)).status).toBe(303);
        const theirs = await askFrom("198.51.100.7");
        expect(theirs.status).toBe(429);
        const said = await theirs.text();
        expect(said).toContain("Several sign-in links were asked for this address in the last few minutes");
        expect(said).toContain("Use the newest link in your inbox");
        expect(said).not.toContain("from here");
        await deliver();
        expect(sent).toHaveLength(3);
      });

      it("makes the cookie Secure when the site is served over https", async () => {
        const { signIn } = await openStaffArea(database.handle, { siteUrl: "https://staff.test" });
        expect(await signIn()).toMatch(/^__Secure-staff\.session_token=/);
      });
    });

    describe("sessions", () => {
      it("ends every session of an account removed from the command line", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        expect((await request("/staff", { cookie })).status).toBe(200);
        // Another administrator first: the last one cannot be removed.
        await addAccount(db, { email: "second-admin@example.org", name: "Second" }, commandLine);
        await removeAccount(db, staffEmail, commandLine);
        const after = await request("/staff", { cookie });
        expect(after.status).toBe(303);
        expect(after.headers.get("Location")).toBe("/staff/sign-in");
      });

      it("signs out on every device", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const phone = await signIn();
        const laptop = await signIn();
        const out = await request("/staff/sign-out", {
          method: "POST",
          cookie: phone,
          form: { scope: "everywhere" },
        });
        expect(out.headers.get("Location")).toBe("/staff/sign-in");
        expect(out.headers.getSetCookie().join()).toMatch(/staff\.session_token=;/);
        expect((await request("/staff", { cookie: laptop })).status).toBe(303);
      });

      it("refuses a POST from another site or with no origin at all, and changes nothing", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("contact");
        const crossSite = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { action: "handled" },
          headers: { Origin: "https://evil.example" },
        });
        expect(crossSite.status).toBe(403);
        // The staff area's own host over https is another origin than this http server.
        const otherScheme = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { action: "handled" },
          headers: { Origin: "https://staff.test" },
        });
        expect(otherScheme.status).toBe(403);
        const noOrigin = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { action: "save", note: "x" },
          headers: { Origin: "null" },
        });
        expect(noOrigin.status).toBe(403);
        expect(await db.selectFrom("submission_reviews").selectAll().execute()).toEqual([]);
      });
    });

    describe("the inbox", () => {
      it("lists newest first, filters by form, status, date and search, and pages", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const older = await store("donation", "received", new Date("2026-03-01T10:00:00Z"));
        const newer = await store("contact", "received", new Date("2026-03-05T10:00:00Z"));
        const spam = await store("volunteer", "spam", new Date("2026-03-06T10:00:00Z"));
        const references = (html: string) =>
          [...html.matchAll(/href="\/staff\/submissions\/([A-Z]{3}-[A-Z0-9]{6})(?:\?back=[^"]*)?"/g)].map(
            (match) => match[1],
          );
        const page = async (query: string) =>
          references(await (await request(`/staff${query}`, { cookie })).text());
        /** The filter form as the page posts it, then the page it leads to. */
        const search = async (form: Record<string, string>) => {
          const posted = await request("/staff/search", { method: "POST", cookie, form });
          expect(posted.status).toBe(303);
          return page(posted.headers.get("Location")?.replace(/^\/staff/, "") ?? "");
        };
        expect(await page("")).toEqual([newer.reference, older.reference]);
        expect(await page("?status=spam")).toEqual([spam.reference]);
        expect(await page("?status=all")).toEqual([spam.reference, newer.reference, older.reference]);
        expect(await page("?form=donation")).toEqual([older.reference]);
        expect(await page("?from=2026-03-02&to=2026-03-05")).toEqual([newer.reference]);
        expect(await search({ q: newer.reference.toLowerCase() })).toEqual([newer.reference]);
        expect(await search({ q: "ASHA@example.org" })).toEqual([older.reference]);
        expect(await search({ q: "asha@" })).toEqual([older.reference]);
        expect(await search({ q: "ravi" })).toEqual([newer.reference]);
        expect(await search({ q: "kumar" })).toEqual([]);
        expect(await search({ q: "kumar", anywhere: "1" })).toEqual([newer.reference]);
        expect(await search({ q: "100%" })).toEqual([]);
        expect(await search({ q: "ravi", status: "all", form: "contact" })).toEqual([newer.reference]);
        const html = await (await request("/staff", { cookie })).text();
        expect(html).toMatch(/Spam <span[^>]*>1<\/span>/);
        expect(html).toContain("1 Mar 2026, 3:30 pm IST");

        const bad = await request("/staff?status=unknown&from=yesterday", { cookie });
        expect(bad.status).toBe(400);
        expect(await bad.text()).toContain("Dates look like 2026-03-01.");
        // 30 February is not read as 2 March.
        const noSuchDay = await request("/staff?from=2026-02-30", { cookie });
        expect(noSuchDay.status).toBe(400);
        expect(await noSuchDay.text()).toContain("That date does not exist.");
      });

      it("pages by 50 without repeating or skipping a row", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const at = new Date("2026-04-01T00:00:00Z");
        const stored: Stored[] = [];
        // Pairs share a timestamp, so the id decides their order.
        for (let index = 0; index < 60; index += 1)
          stored.push(
            await store("contact", "received", new Date(at.getTime() + Math.floor(index / 2) * 1000)),
          );
        const seen: string[] = [];
        let next: string | undefined = "/staff";
        while (next) {
          const html: string = await (await request(next, { cookie })).text();
          seen.push(
            ...[
              ...html.matchAll(/href="\/staff\/submissions\/([A-Z]{3}-[A-Z0-9]{6})(?:\?back=[^"]*)?"/g),
            ].map((match) => match[1] ?? ""),
          );
          next = /href="(\/staff\?[^"]*after=[^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
        }
        expect(seen).toHaveLength(60);
        expect(new Set(seen)).toEqual(new Set(stored.map((row) => row.reference)));
      });

      it("shows every field as labelled on its form, and its emails", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("internship");
        const html = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        for (const text of [
          "Full Name",
          "Sravani Reddy",
          "Statement of Purpose",
          "Notification to the society",
          "Waiting to be sent",
        ])
          expect(html).toContain(text);
      });

      it("says in which language the person filled in the form", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { id, reference } = await store("contact");
        await database.handle.db
          .updateTable("submissions")
          .set({ language: "te" })
          .where("id", "=", id)
          .execute();
        const html = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        expect(html).toMatch(/form in (<!-- -->)?Telugu/);
      });

      it("shows a donation's citizenship confirmation and what the donor reported paying", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("donation");
        await recordPaymentReport(
          { db: database.handle.db, now: () => new Date(), newId: () => crypto.randomUUID() },
          { reference, paidOn: "2026-11-20", mode: "upi", paymentReference: "432109876543" },
          "received",
        );
        const html = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        expect(html).toMatch(/I am an Indian citizen<\/dt><dd[^>]*>Yes</);
        expect(html).toContain("Payment reported by the donor");
        expect(html).toContain("UPI 432109876543 on 20 November 2026");
        expect(html).toContain(
          `href="/staff/donations/pledges/${reference}" class="font-semibold text-forest-700 underline">record the payment</a>`,
        );

        // Once recorded, the page says so with the receipt, and no longer asks for the payment.
        const recorded = await receivePayment(
          { database: database.handle, now: () => new Date("2026-11-21T06:00:00.000Z"), emailReceipt: false },
          {
            pledgeReference: reference,
            amountPaise: 100_000,
            paidOn: "2026-11-20",
            mode: "upi",
            paymentReference: "432109876543",
          },
        );
        if (recorded.status !== "recorded") throw new Error(recorded.error);
        const after = (await (await request(`/staff/submissions/${reference}`, { cookie })).text()).replace(
          /<!-- -->/g,
          "",
        );
        expect(after).toContain(`receipt ${recorded.payment.receipt_number}</a> (₹1,000)`);
        expect(after).not.toContain(">record the payment</a>");
      });

      it("keeps a note typed before “Mark as handled”, in one post, and audits both without the note", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("contact");
        const handled = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { note: "Called back on Monday", action: "handled" },
        });
        expect(handled.headers.get("Location")).toBe(`/staff/submissions/${reference}?done=note.handled`);
        const html = await (await request(handled.headers.get("Location") ?? "", { cookie })).text();
        expect(html).toContain("Note saved. Marked as handled.");
        expect(html).toContain("Called back on Monday");
        expect(html).toContain(`by <bdi>${staffEmail}</bdi>`);
        const inbox = await (await request("/staff?status=handled", { cookie })).text();
        expect(inbox).toContain(reference);
        expect(await (await request("/staff?status=new", { cookie })).text()).not.toContain(reference);

        const audit = await db
          .selectFrom("staff_audit_log")
          .select(["staff_email", "action", "subject"])
          .orderBy("created_at")
          .execute();
        expect(audit.map((entry) => entry.action)).toEqual([
          "account.add",
          "sign_in",
          "submission.note",
          "submission.handled",
        ]);
        expect(audit.at(-1)).toEqual({
          staff_email: staffEmail,
          action: "submission.handled",
          subject: reference,
        });
        expect(JSON.stringify(audit)).not.toContain("Monday");

        const tooLong = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { note: `Keep this ${"x".repeat(2001)}`, action: "in_progress" },
        });
        expect(tooLong.status).toBe(400);
        const shownAgain = await tooLong.text();
        expect(shownAgain, "the typed note comes back to be shortened").toContain("Keep this xxx");
        expect(shownAgain).toContain("Nothing was saved");
        const after = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        expect(after).toContain("Called back on Monday");
        expect(after).toContain("Mark as not handled");
      });

      it("a note on a new submission puts it in progress; “Mark as not handled” leaves it in progress", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("volunteer");
        const review = (form: Record<string, string>) =>
          request(`/staff/submissions/${reference}/review`, { method: "POST", cookie, form });
        const listed = async (status: string) =>
          (await (await request(`/staff?status=${status}`, { cookie })).text()).includes(reference);
        expect(await listed("new")).toBe(true);
        await review({ note: "Asked for her availability", action: "save" });
        expect(await listed("new")).toBe(false);
        expect(await listed("in_progress")).toBe(true);
        await review({ note: "Asked for her availability", action: "handled" });
        expect(await listed("handled")).toBe(true);
        const reopened = await review({ note: "Asked for her availability", action: "in_progress" });
        expect(reopened.headers.get("Location")).toContain("done=in_progress");
        expect(await listed("in_progress")).toBe(true);
        const unchanged = await review({ note: "Asked for her availability", action: "save" });
        expect(unchanged.headers.get("Location")).toContain("done=unchanged");
      });

      it("marks spam from the page, cancelling its waiting emails, and “Not spam” queues them again", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { id, reference } = await store("contact");
        const jobs = () =>
          db
            .selectFrom("email_jobs")
            .where("submission_id", "=", id)
            .select(["kind", "status"])
            .orderBy("kind")
            .execute();
        expect(await jobs()).toHaveLength(2);
        const spam = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { note: "Advertising", action: "spam" },
        });
        expect(spam.headers.get("Location")).toContain("done=spam.note");
        expect(await jobs()).toEqual([]);
        const page = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        expect(page).toContain("Advertising");
        expect(page).toContain('value="not-spam"');
        expect(await (await request("/staff?status=spam", { cookie })).text()).toContain(reference);

        await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { note: "Advertising", action: "not-spam" },
        });
        expect(await jobs()).toEqual([
          { kind: "acknowledgement", status: "pending" },
          { kind: "notification", status: "pending" },
        ]);
        const audit = await db.selectFrom("staff_audit_log").select(["action", "subject"]).execute();
        expect(audit.filter((line) => line.subject === reference).map((line) => line.action)).toEqual([
          "submission.spam",
          "submission.note",
          "submission.not_spam",
        ]);
      });

      it("says “Not spam” sends nothing again when the emails had gone out before", async () => {
        const { request, signIn, deliver } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { reference } = await store("contact");
        await deliver();
        const review = (action: string) =>
          request(`/staff/submissions/${reference}/review`, {
            method: "POST",
            cookie,
            form: { note: "", action },
          });
        await review("spam");
        const moved = await review("not-spam");
        const location = moved.headers.get("Location") ?? "";
        expect(location).toContain("done=not-spam-sent-before");
        expect(await (await request(location, { cookie })).text()).toContain(
          "Its emails had gone out before it was put in the spam folder, so none is sent again.",
        );
      });

      it("marks several as spam from the inbox, and back, keeping the inbox's filter", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const first = await store("contact");
        const second = await store("volunteer");
        const kept = await store("donation");
        const body = new URLSearchParams([
          ["back", "form=contact&status=all"],
          ["action", "spam"],
          ["reference", first.reference],
          ["reference", second.reference],
        ]);
        const posted = await request("/staff/bulk", {
          method: "POST",
          cookie,
          body,
        });
        expect(posted.headers.get("Location")).toBe("/staff?form=contact&status=all&done=spam&n=2");
        const inbox = await (await request(posted.headers.get("Location") ?? "", { cookie })).text();
        expect(inbox).toContain("2 submissions moved to the spam folder");
        const statuses = await db.selectFrom("submissions").select(["reference", "status"]).execute();
        expect(Object.fromEntries(statuses.map((row) => [row.reference, row.status]))).toEqual({
          [first.reference]: "spam",
          [second.reference]: "spam",
          [kept.reference]: "received",
        });
        const pending = await db
          .selectFrom("email_jobs")
          .select("submission_id")
          .where("status", "=", "pending")
          .execute();
        expect(pending.map((job) => job.submission_id)).toEqual([kept.id, kept.id]);

        const back = await request("/staff/bulk", {
          method: "POST",
          cookie,
          form: { back: "status=spam", action: "not-spam", reference: second.reference },
        });
        expect(back.headers.get("Location")).toBe("/staff?status=spam&done=not-spam&n=1");
        const audit = await db.selectFrom("staff_audit_log").select(["action", "subject"]).execute();
        expect(audit.filter((line) => line.action.startsWith("submission."))).toEqual([
          { action: "submission.spam", subject: first.reference },
          { action: "submission.spam", subject: second.reference },
          { action: "submission.not_spam", subject: second.reference },
        ]);
      });

      it("moves spam to the inbox and queues its emails, once", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { id, reference } = await store("volunteer", "spam");
        expect(
          await db.selectFrom("email_jobs").where("submission_id", "=", id).selectAll().execute(),
        ).toEqual([]);
        const notSpam = { method: "POST", cookie, form: { action: "not-spam" } };
        await request(`/staff/submissions/${reference}/review`, notSpam);
        const second = await request(`/staff/submissions/${reference}/review`, notSpam);
        expect(second.headers.get("Location")).toContain("done=unchanged");
        const jobs = await db
          .selectFrom("email_jobs")
          .where("submission_id", "=", id)
          .select(["kind", "status"])
          .orderBy("kind")
          .execute();
        expect(jobs).toEqual([
          { kind: "acknowledgement", status: "pending" },
          { kind: "notification", status: "pending" },
        ]);
        const row = await db
          .selectFrom("submissions")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe("received");
      });

      it("sends a failed email again", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const { id, reference } = await store("contact");
        const job = await db
          .selectFrom("email_jobs")
          .select("id")
          .where("submission_id", "=", id)
          .executeTakeFirstOrThrow();
        await db
          .updateTable("email_jobs")
          .set({ status: "failed", attempts: 9, last_error: "EAUTH 535: refused" })
          .where("id", "=", job.id)
          .execute();
        const page = await (await request(`/staff/submissions/${reference}`, { cookie })).text();
        expect(page).toContain("EAUTH 535: refused");
        expect(page).toMatch(/<button[^>]*form="review"[^>]*name="resend"[^>]*>Send again</);
        // "Send again" is a button of the page's one form: a note being typed goes with it.
        const resent = await request(`/staff/submissions/${reference}/review`, {
          method: "POST",
          cookie,
          form: { resend: job.id, note: "Mail server password fixed" },
        });
        expect(resent.headers.get("Location")).toContain("done=note.in_progress.resent");
        const after = await db
          .selectFrom("email_jobs")
          .select(["status", "attempts"])
          .where("id", "=", job.id)
          .executeTakeFirstOrThrow();
        expect({ ...after, attempts: Number(after.attempts) }).toEqual({ status: "pending", attempts: 0 });
      });

      it("finds, copies and erases what is stored about an address, through the privacy module", async () => {
        const { request, signIn, db } = await openStaffArea(database.handle);
        const cookie = await signIn();
        const contact = await store("contact");
        const donation = await store("donation");
        const lookedUp = await request("/staff/privacy", {
          method: "POST",
          cookie,
          form: { email: "Ravi@Example.org" },
        });
        expect(lookedUp.status).toBe(303);
        const found = await (await request(lookedUp.headers.get("Location") ?? "", { cookie })).text();
        expect(found).toContain(contact.reference);
        expect(found).not.toContain(donation.reference);

        const copyHref = /href="(\/staff\/privacy\/export\?[^"]+)"/.exec(found)?.[1] ?? "";
        const copy = await request(copyHref, { cookie });
        expect(copy.headers.get("Content-Disposition")).toMatch(/^attachment;/);
        const exported = await copy.json();
        expect(exported.submissions.map((submission: { reference: string }) => submission.reference)).toEqual(
          [contact.reference],
        );

        const unconfirmed = await request("/staff/privacy/erase", {
          method: "POST",
          cookie,
          form: { email: "ravi@example.org", confirm: "erase" },
        });
        expect(unconfirmed.status).toBe(400);
        expect(await unconfirmed.text()).toContain("Nothing was erased");
        const erased = await request("/staff/privacy/erase", {
          method: "POST",
          cookie,
          form: { email: "ravi@example.org", confirm: "Erase ravi@example.org" },
        });
        expect(erased.status).toBe(303);
        const summary = await (await request(erased.headers.get("Location") ?? "", { cookie })).text();
        expect(summary).toContain("1 submission(s) deleted");
        const left = await db.selectFrom("submissions").select("reference").execute();
        expect(left.map((row) => row.reference)).toEqual([donation.reference]);

        const refused = await request("/staff/privacy/erase", {
          method: "POST",
          cookie,
          form: { email: "asha@example.org", confirm: "erase asha@example.org" },
        });
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain("must be kept under the tax rules");
        expect(await db.selectFrom("submissions").select("reference").execute()).toHaveLength(1);

        const audit = await db.selectFrom("staff_audit_log").select(["action", "subject"]).execute();
        expect(audit.map((entry) => entry.action)).toContain("privacy.erase");
        expect(JSON.stringify(audit)).not.toContain("ravi@");
      });

      it("exports JSON in the command line's format", async () => {
        const { request, signIn } = await openStaffArea(database.handle);
        const cookie = await signIn();
        await store("donation");
        await store("volunteer", "spam");
        const json = await request("/staff/export?status=all&format=json", { cookie });
        expect(await json.json()).toEqual(JSON.parse((await exportSubmissions(database.handle.db, {})).text));
      });
    });
  });
}
