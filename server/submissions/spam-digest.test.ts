import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../log.ts";
import type { OutgoingEmail } from "../mail/transport.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { addAccount } from "../accounts/accounts.ts";
import { commandLine } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import { withPaymentReports } from "../donations/report-schema.ts";
import { digestTimeToday, sendSpamDigestIfDue } from "./spam-digest.ts";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the daily spam digest on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    let sent: OutgoingEmail[];

    beforeEach(async () => {
      sent = [];
      const db = withStaffTables(database.handle.db);
      await addAccount(db, { email: "meena@example.org", name: "Meena" }, commandLine);
      await addAccount(db, { email: "ravi@example.org", name: "Ravi", role: "office" }, commandLine);
      // Editors and translators do not read the inbox: no digest for them.
      await addAccount(db, { email: "sita@example.org", name: "Sita", role: "editor" }, commandLine);
    }, 30_000);

    const runAt = (iso: string) =>
      sendSpamDigestIfDue({
        db: database.handle.db,
        transport: {
          delivery: "smtp",
          description: "memory",
          async send(email) {
            sent.push(email);
            return { status: "sent" };
          },
          close() {},
        },
        mailFrom: "Staff area <no-reply@example.org>",
        siteUrl: "https://example.org",
        log: createLogger("silent"),
        now: () => new Date(iso),
      });

    let spamCount = 0;
    const spamAt = (iso: string) =>
      database.handle.db
        .insertInto("submissions")
        .values({
          id: `spam-${(spamCount += 1)}`,
          reference: `CON-SPAM${String(spamCount).padStart(2, "2")}`,
          form_type: "contact",
          data: "{}",
          status: "spam",
          address_hash: "a",
          created_at: iso,
        })
        .execute();

    it("is due from 09:00 IST", () => {
      expect(digestTimeToday(new Date("2026-03-02T10:00:00Z")).toISOString()).toBe(
        "2026-03-02T03:30:00.000Z",
      );
      // 01:00 IST on 2 March is still 1 March in UTC.
      expect(digestTimeToday(new Date("2026-03-01T19:30:00Z")).toISOString()).toBe(
        "2026-03-02T03:30:00.000Z",
      );
    });

    it("tells every account that reads the inbox once a day how much new spam arrived, and says nothing when none did", async () => {
      expect(await runAt("2026-03-01T04:00:00Z")).toBe(0); // the first run starts counting
      await spamAt("2026-03-01T05:00:00Z");
      await spamAt("2026-03-01T20:00:00Z");
      expect(await runAt("2026-03-02T02:00:00Z")).toBe(0); // 07:30 IST: not yet
      expect(await runAt("2026-03-02T03:45:00Z")).toBe(2);
      expect(sent.map((email) => email.to[0]?.address).sort()).toEqual([
        "meena@example.org",
        "ravi@example.org",
      ]);
      expect(sent[0]?.subject).toBe("2 submissions in the spam folder");
      expect(sent[0]?.text).toContain("https://example.org/staff?status=spam");
      expect(sent[0]?.text).toContain("1 Mar 2026, 9:30 am IST");
      expect(await runAt("2026-03-02T08:00:00Z")).toBe(0); // once a day
      expect(await runAt("2026-03-03T04:00:00Z")).toBe(0); // no new spam since
      expect(sent).toHaveLength(2);
    });

    it("counts donors' payment reports set aside as spam too, which live with their pledges", async () => {
      expect(await runAt("2026-03-01T04:00:00Z")).toBe(0);
      await database.handle.db
        .insertInto("submissions")
        .values({
          id: "pledge-1",
          reference: "DON-7F3K2Q",
          form_type: "donation",
          data: "{}",
          status: "received",
          address_hash: "a",
          created_at: "2026-03-01T04:30:00Z",
        })
        .execute();
      await withPaymentReports(database.handle.db)
        .insertInto("payment_reports")
        .values({
          id: "report-1",
          submission_id: "pledge-1",
          paid_on: "2026-03-01",
          mode: "upi",
          payment_reference: "412345678901",
          status: "spam",
          created_at: "2026-03-01T05:00:00Z",
        })
        .execute();
      expect(await runAt("2026-03-02T03:45:00Z")).toBe(2);
      expect(sent[0]?.subject).toBe("1 donor’s payment report set aside as spam");
      expect(sent[0]?.text).toContain("https://example.org/staff/donations?show=set-aside");
      expect(sent[0]?.text).not.toContain("/staff?status=spam");
    });
  });
}
