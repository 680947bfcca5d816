import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { contentRevision } from "./items.ts";
import {
  publishedSettingValues,
  publishSettings,
  readSettings,
  saveSettingsDraft,
  unsetSettings,
} from "./settings.ts";

warnWhenPostgresMissing("the content settings tests");

const meena = { id: null, email: "meena@example.org" };
const at = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`organisation settings on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;
    const auditLines = () =>
      withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject", "staff_email"])
        .orderBy("created_at")
        .execute();

    it("keeps a draft apart from what is published, then publishes numbered versions with who and when", async () => {
      expect(await readSettings(db())).toEqual({ draft: null, published: {}, version: null });
      const revisionBefore = await contentRevision(db());

      const saved = await saveSettingsDraft(
        db(),
        meena,
        { phone: "098765 43210", pan: "aaatd1234k" },
        at("06:00"),
      );
      expect(saved).toEqual({ status: "saved", values: { phone: "+91 98765 43210", pan: "AAATD1234K" } });
      const drafted = await readSettings(db());
      expect(drafted.draft).toEqual({
        values: { phone: "+91 98765 43210", pan: "AAATD1234K" },
        savedAt: at("06:00").toISOString(),
        savedBy: "meena@example.org",
      });
      expect(drafted.published).toEqual({});
      expect(await contentRevision(db())).toBe(revisionBefore);

      await publishSettings(db(), meena, { phone: "+91 98765 43210", pan: "AAATD1234K" }, at("06:05"));
      const first = await readSettings(db());
      expect(first.draft).toBeNull();
      expect(first.published).toEqual({ phone: "+91 98765 43210", pan: "AAATD1234K" });
      expect(first.version).toEqual({
        number: 1,
        publishedAt: at("06:05").toISOString(),
        publishedBy: "meena@example.org",
      });
      expect(await contentRevision(db())).toBe(revisionBefore + 1);

      // An emptied field is no longer set: the default comes back and the launch page lists it again.
      await publishSettings(db(), meena, { phone: "", email: "office@dai.org.in" }, at("06:10"));
      expect(await publishedSettingValues(db())).toEqual({ email: "office@dai.org.in" });
      expect((await readSettings(db())).version?.number).toBe(2);
      expect(await contentRevision(db())).toBe(revisionBefore + 2);
      expect(unsetSettings(await publishedSettingValues(db()))).toContain("phone");
      expect(unsetSettings(await publishedSettingValues(db()))).not.toContain("email");

      expect(await auditLines()).toEqual([
        { action: "content.settings.save_draft", subject: "settings", staff_email: "meena@example.org" },
        {
          action: "content.settings.publish",
          subject: "settings v1 changed: Phone, PAN",
          staff_email: "meena@example.org",
        },
        {
          action: "content.settings.publish",
          subject: "settings v2 changed: Phone, Email, PAN",
          staff_email: "meena@example.org",
        },
      ]);
    });

    it("refuses a bad IFSC with its message and changes nothing, as a draft or a publish", async () => {
      await publishSettings(db(), meena, { "bank.ifsc": "SBIN0001234" }, at("07:00"));
      const before = {
        state: await readSettings(db()),
        revision: await contentRevision(db()),
        audit: await auditLines(),
      };

      for (const change of [saveSettingsDraft, publishSettings]) {
        const refused = await change(
          db(),
          meena,
          { "bank.ifsc": "SBIN1001234", phone: "+91 98765 43210" },
          at("07:05"),
        );
        expect(refused).toEqual({
          status: "invalid",
          errors: {
            "bank.ifsc":
              "Enter the IFSC as on a cheque: 11 characters, four letters, a zero, then six letters or digits (SBIN0001234).",
          },
        });
      }
      expect(await readSettings(db())).toEqual(before.state);
      expect(await contentRevision(db())).toBe(before.revision);
      expect(await auditLines()).toEqual(before.audit);
    });

    it("checks every kind of value: phone, email, https address, PAN, UPI ID, and a merchant UPI ID's code", async () => {
      const refused = await saveSettingsDraft(
        db(),
        meena,
        {
          phone: "12345",
          email: "office at dai",
          "social.instagram": "http://www.instagram.com/dai",
          pan: "AAAT1234KK",
          "upi.id": "daisociety",
          "address.pin": "50400",
        },
        at("08:00"),
      );
      expect(refused.status === "invalid" && Object.keys(refused.errors).sort()).toEqual(
        ["address.pin", "email", "pan", "phone", "social.instagram", "upi.id"].sort(),
      );
      const merchant = await saveSettingsDraft(db(), meena, { "upi.kind": "merchant" }, at("08:01"));
      expect(merchant).toEqual({
        status: "invalid",
        errors: { "upi.merchantCode": "A merchant UPI ID needs the four-digit merchant category code." },
      });
      expect((await readSettings(db())).draft).toBeNull();
    });
  });
}
