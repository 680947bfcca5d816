import { describe, expect, it } from "vitest";
import { postgresBackend, sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../../testing/postgres.ts";
import { auditLog, openStaffArea, storeValid } from "../testing.ts";

warnWhenPostgresMissing("the correction of a person's details");

/*
 * The privacy notice's "To correct": the office corrects how a person is named and reached, on the
 * submission's page, checked by the form's own rules; the audit line names the fields, not the values.
 */

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`correcting a person's details on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("corrects the name and address the person asks for, refusing a bad one and keeping what was typed", async () => {
      const area = await openStaffArea(database.handle);
      const cookie = await area.signInAs("office");
      const { reference } = await storeValid(database.handle, "contact");
      const page = await (await area.request(`/staff/submissions/${reference}`, { cookie })).text();
      expect(page).toContain("Correct their details");
      expect(page).toContain(`action="/staff/submissions/${reference}/correct"`);
      expect(page).toMatch(/name="name"[^>]*value="Ravi Kumar"/);

      const correct = (form: Record<string, string>) =>
        area.request(`/staff/submissions/${reference}/correct`, { method: "POST", cookie, form });
      const refused = await correct({ name: "Ravi Kumar Goud", email: "ravi at example.org" });
      expect(refused.status).toBe(400);
      const shown = await refused.text();
      expect(shown).toContain("Please enter a valid email address, like name@example.com.");
      expect(shown).toMatch(/name="email"[^>]*value="ravi at example.org"/);
      expect(shown).toMatch(/name="name"[^>]*value="Ravi Kumar Goud"/);
      const stored = () =>
        database.handle.db
          .selectFrom("submissions")
          .select("data")
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow();
      expect(JSON.parse((await stored()).data)).toMatchObject({
        name: "Ravi Kumar",
        email: "ravi@example.org",
      });

      const corrected = await correct({ name: "  Ravi Kumar Goud ", email: "ravi.goud@example.org" });
      expect(corrected.status).toBe(303);
      const location = corrected.headers.get("Location") ?? "";
      expect(location).toContain("done=corrected");
      const after = await (await area.request(location, { cookie })).text();
      expect(after).toContain("Their details are corrected.");
      expect(after).toContain("Ravi Kumar Goud");
      // What they wrote stays as they wrote it.
      expect(JSON.parse((await stored()).data)).toEqual({
        name: "Ravi Kumar Goud",
        email: "ravi.goud@example.org",
        subject: "partnership",
        message: "నమస్కారం — we would like to partner.\nThanks.",
      });
      const lines = (await auditLog(database.handle)).filter((line) => line.action === "submission.correct");
      expect(lines.map((line) => line.subject)).toEqual([`${reference} (name, email)`]);

      // The same again changes nothing, and says so.
      const again = await correct({ name: "Ravi Kumar Goud", email: "ravi.goud@example.org" });
      expect(again.headers.get("Location")).toContain("done=unchanged");
    });

    it("is the office's, not an editor's", async () => {
      const area = await openStaffArea(database.handle);
      const { reference } = await storeValid(database.handle, "contact");
      const editor = await area.signInAs("editor");
      const refused = await area.request(`/staff/submissions/${reference}/correct`, {
        method: "POST",
        cookie: editor,
        form: { name: "Someone else" },
      });
      expect(refused.status).toBe(403);
    });
  });
}
