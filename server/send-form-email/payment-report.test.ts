import { describe, expect, it } from "vitest";
import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import { receivePayment } from "../donations/receipts.ts";
import { withPaymentReports } from "../donations/report-schema.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";

warnWhenPostgresMissing("the payment report tests");

const path = "/api/payment-report";
const { hints } = paymentReportWording.en;

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`POST ${path} against ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const reports = () =>
      withPaymentReports(database.handle.db)
        .selectFrom("payment_reports")
        .selectAll()
        .orderBy("created_at")
        .execute();

    /** A stored donation pledge, as the donation form leaves it; its reference. */
    async function pledge() {
      const { post } = await openTestApi(database.handle);
      const answer = await (
        await post(validSubmissions.donation, { headers: { "X-Form-Elapsed-Ms": "9000" } })
      ).json();
      return { id: String(answer.id), reference: String(answer.reference) };
    }

    const report = (reference: string, data: Record<string, string> = {}) => ({
      data: { reference, paidOn: "2026-11-20", mode: "upi", paymentReference: "4321 0987 6543", ...data },
    });

    it("stores a report against its pledge once, however often the same report is sent", async () => {
      const { id, reference } = await pledge();
      const { post } = await openTestApi(database.handle);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await post(report(reference.toLowerCase()), { path });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true, reference });
      }
      expect(await reports()).toEqual([
        expect.objectContaining({
          submission_id: id,
          paid_on: "2026-11-20",
          mode: "upi",
          payment_reference: "432109876543",
          status: "received",
        }),
      ]);
    });

    it("names the receipt of a payment the office recorded first, and asks nobody to act", async () => {
      const { reference } = await pledge();
      const recorded = await receivePayment(
        { database: database.handle, emailReceipt: false },
        {
          pledgeReference: reference,
          amountPaise: 100_000,
          paidOn: "2026-11-20",
          mode: "upi",
          paymentReference: "432109876543",
        },
      );
      if (recorded.status !== "recorded") throw new Error(`Not recorded: ${recorded.status}`);
      const receipt = recorded.payment.receipt_number;
      const reportEmails = () =>
        database.handle.db
          .selectFrom("email_jobs")
          .select("kind")
          .where("kind", "in", ["report_confirmation", "report_notification"])
          .execute();
      const { post, app, postForm } = await openTestApi(database.handle);

      const answer = await post(report(reference), { path });
      expect(await answer.json()).toEqual({ ok: true, reference, receipt });
      expect(await reportEmails()).toEqual([]);

      // Without JavaScript, the page after the post names the receipt too.
      const fields = {
        language: "te",
        reference,
        paidOn: "2026-11-20",
        mode: "upi",
        paymentReference: "432109876543",
        idempotencyKey: crypto.randomUUID(),
        issuedAt: String(Date.now() - 60_000),
        website: "",
      };
      const location = (await postForm(fields, { path })).headers.get("Location") ?? "";
      expect(await (await app.request(location)).json()).toMatchObject({
        outcome: { status: "sent", reference, receipt },
      });

      // Another payment of the same pledge is still the office's to check.
      const other = await post(report(reference, { paymentReference: "111122223333" }), { path });
      expect(await other.json()).toEqual({ ok: true, reference });
      expect((await reportEmails()).map(({ kind }) => kind).sort()).toEqual([
        "report_confirmation",
        "report_notification",
      ]);
    });

    it("rejects a UPI reference that is not 12 digits with its hint, storing nothing", async () => {
      const { reference } = await pledge();
      const { post } = await openTestApi(database.handle);
      const response = await post(report(reference, { paymentReference: "12345" }), { path });
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([
        { path: "paymentReference", message: hints.upiReference },
      ]);
      expect(await reports()).toEqual([]);
    });

    it("takes a report against a pledge the spam rule held, and brings the pledge to the office", async () => {
      // Filled in within a second (a browser's autofill): held as spam, yet shown its payment page.
      const { post } = await openTestApi(database.handle);
      const held = await (
        await post(validSubmissions.donation, { headers: { "X-Form-Elapsed-Ms": "900" } })
      ).json();
      const pledges = () => database.handle.db.selectFrom("submissions").select(["id", "status"]).execute();
      expect(await pledges()).toEqual([{ id: held.id, status: "spam" }]);
      const response = await post(report(String(held.reference)), { path });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, reference: held.reference });
      expect(await pledges()).toEqual([{ id: held.id, status: "received" }]);
      expect((await reports()).map((row) => [row.submission_id, row.status])).toEqual([
        [held.id, "received"],
      ]);
      const emails = await database.handle.db
        .selectFrom("email_jobs")
        .select("kind")
        .where("payment_report_id", "is not", null)
        .orderBy("kind")
        .execute();
      expect(emails.map((email) => email.kind)).toEqual(["report_confirmation", "report_notification"]);
    });

    it("rejects a reference no pledge has, storing nothing", async () => {
      await pledge();
      const { post } = await openTestApi(database.handle);
      const response = await post(report("DON-2222ZZ"), { path });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: hints.unknownReference,
        issues: [{ path: "reference", message: hints.unknownReference }],
      });
      expect(await reports()).toEqual([]);
    });

    it("answers a post without JavaScript with the page in the form's language", async () => {
      const { reference } = await pledge();
      const { app, postForm } = await openTestApi(database.handle);
      const fields = {
        language: "te",
        reference,
        paidOn: "2026-11-21",
        mode: "bank",
        paymentReference: "sbin1234567",
        idempotencyKey: crypto.randomUUID(),
        issuedAt: String(Date.now() - 60_000),
        website: "",
      };
      // Post/redirect/get: a reload of the answer, and a resent post, show the one report's success.
      const sent = await postForm(fields, { path });
      expect(sent.status).toBe(303);
      const location = sent.headers.get("Location") ?? "";
      expect(location).toMatch(/^\/te\/donate\/paid\?sent=[0-9a-f-]{36}#form-outcome$/);
      expect((await postForm(fields, { path })).headers.get("Location")).toBe(location);
      for (let reload = 0; reload < 2; reload += 1) {
        expect(await (await app.request(location)).json()).toMatchObject({
          page: expect.stringMatching(/^\/te\/donate\/paid\?sent=[0-9a-f-]{36}$/),
          outcome: { status: "sent", reference },
        });
      }
      // Send pressed again under the success, on the emptied form: that success again, not a refusal.
      const id = /sent=([0-9a-f-]{36})/.exec(location)?.[1] ?? "";
      const emptied = { ...fields, paidOn: "", mode: "", paymentReference: "", sentBefore: id };
      for (const shownReference of ["", reference]) {
        const again = await postForm({ ...emptied, reference: shownReference }, { path });
        expect(again.status).toBe(303);
        expect(again.headers.get("Location")).toBe(location);
      }
      // Something typed is a new report, checked as any other.
      expect((await postForm({ ...emptied, paidOn: "2026-11-22" }, { path })).status).toBe(400);
      const elsewhere = await app.request(location.replace("/te/donate/paid", "/donate"));
      // The donate page's ?sent= is a pledge's payment page: a report's id names none.
      expect(await elsewhere.json(), "another page's key").toMatchObject({ outcome: { status: "closed" } });
      const unknown = await postForm({ ...fields, reference: "DON-3333ZZ" }, { path });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({
        outcome: { status: "invalid", hints: { reference: paymentReportWording.te.hints.unknownReference } },
      });
      expect(await reports()).toEqual([
        expect.objectContaining({ mode: "bank", payment_reference: "SBIN1234567" }),
      ]);
    });

    it("keeps a report the honeypot caught as spam, and limits how often one address reports", async () => {
      const { reference } = await pledge();
      const { post } = await openTestApi(database.handle, { rateLimit: { limit: 2, windowMs: 60_000 } });
      const trapped = await post(report(reference), { path, headers: { "X-Form-Trap": "x" } });
      expect(trapped.status).toBe(200);
      expect((await reports()).map((row) => row.status)).toEqual(["spam"]);
      await post(report(reference, { paymentReference: "111122223333" }), { path });
      const limited = await post(report(reference, { paymentReference: "999988887777" }), { path });
      expect(limited.status).toBe(429);
      expect(await reports()).toHaveLength(2);
    });

    it("counts invalid reports, posted with or without JavaScript, towards the same limit", async () => {
      const { reference } = await pledge();
      const { post, postForm } = await openTestApi(database.handle, {
        rateLimit: { limit: 2, windowMs: 60_000 },
      });
      const invalid = report(reference, { paymentReference: "12345" });
      expect((await post(invalid, { path })).status).toBe(400);
      expect((await postForm({ ...invalid.data, language: "en" }, { path })).status).toBe(400);
      const limited = await postForm({ ...invalid.data, language: "en" }, { path });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({
        outcome: {
          status: "failed",
          reason: expect.stringMatching(
            /^Too many submissions from your connection; please try again in a minute\.$/,
          ),
        },
      });
      expect((await post(report(reference), { path })).status).toBe(429);
      expect(await reports()).toEqual([]);
    });
  });
}
