import { describe, expect, it } from "vitest";
import { mailSettings } from "../mail/messages.ts";
import { openTestApi, postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { recordPaymentReport } from "./payment-reports.ts";
import { composeReportEmail } from "./report-email.ts";

/*
 * A donor's "I have paid" report queues, with the report, the donor's confirmation (in the pledge's
 * language) and the office's notice linking to the pledge in the staff area (issue 32).
 */

warnWhenPostgresMissing("the payment report email tests");

const settings = {
  ...mailSettings({
    MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
    MAIL_TO: "Office <office@dai.example>",
    MAIL_TO_DONATION: "accounts@dai.example",
    MAIL_TO_CONTACT: undefined,
    MAIL_TO_VOLUNTEER: undefined,
    MAIL_TO_INTERNSHIP: undefined,
  }),
  siteUrl: "https://dai.example",
};
const report = { paidOn: "2026-11-20", mode: "upi", paymentReference: "432109876543" } as const;

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`a payment report's emails on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const dependencies = () => ({
      db: database.handle.db,
      now: () => new Date("2026-11-21T05:00:00Z"),
      newId: () => crypto.randomUUID(),
    });
    const jobs = () =>
      database.handle.db
        .selectFrom("email_jobs")
        .select(["kind", "payment_report_id"])
        .where("payment_report_id", "is not", null)
        .orderBy("kind")
        .execute();

    async function pledge(language: "en" | "te") {
      const { post } = await openTestApi(database.handle);
      const answer = await (await post({ ...validSubmissions.donation, language })).json();
      return String(answer.reference);
    }

    it("queues the donor's confirmation and the office's notice once, and none for spam", async () => {
      const reference = await pledge("en");
      const first = await recordPaymentReport(dependencies(), { reference, ...report }, "received");
      await recordPaymentReport(dependencies(), { reference, ...report }, "received");
      await recordPaymentReport(
        dependencies(),
        { reference, ...report, paymentReference: "999988887777" },
        "spam",
      );
      expect(first.status).toBe("stored");
      const reportId = first.status === "stored" ? first.reportId : "";
      expect(await jobs()).toEqual([
        { kind: "report_confirmation", payment_report_id: reportId },
        { kind: "report_notification", payment_report_id: reportId },
      ]);
    });

    it("confirms to the donor in the pledge's language and tells the office where the pledge is", async () => {
      const reference = await pledge("te");
      const stored = await recordPaymentReport(dependencies(), { reference, ...report }, "received");
      const reportId = stored.status === "stored" ? stored.reportId : "";

      const toDonor = await composeReportEmail(database.handle.db, reportId, "report_confirmation", settings);
      if (toDonor.status !== "ready") throw new Error(toDonor.error);
      expect(toDonor.email.to).toEqual([{ name: "Asha Devi", address: "asha@example.org" }]);
      expect(toDonor.email.subject).toBe(`మీ చెల్లింపు వివరాలు మాకు అందాయి [${reference}]`);
      expect(toDonor.email.text).toContain("432109876543");
      expect(toDonor.email.text).toContain("రసీదును ఈమెయిల్‌లో పంపుతాం");

      const toOffice = await composeReportEmail(
        database.handle.db,
        reportId,
        "report_notification",
        settings,
      );
      if (toOffice.status !== "ready") throw new Error(toOffice.error);
      expect(toOffice.email.to).toEqual([{ name: "", address: "accounts@dai.example" }]);
      expect(toOffice.email.replyTo).toEqual({ name: "Asha Devi", address: "asha@example.org" });
      expect(toOffice.email.subject).toBe(`Payment reported: ₹2,500 from Asha Devi [${reference}]`);
      expect(toOffice.email.text).toContain(`https://dai.example/staff/donations/pledges/${reference}`);
      expect(toOffice.email.text).toContain("UPI or bank reference: 432109876543");
    });

    it("is not composed once the report is gone", async () => {
      expect(
        await composeReportEmail(database.handle.db, crypto.randomUUID(), "report_notification", settings),
      ).toEqual({ status: "error", error: "The payment report no longer exists." });
    });
  });
}
