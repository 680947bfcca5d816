import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { commandLine } from "../accounts/audit.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { contentRevision, publishedItems } from "./items.ts";
import { publishSettings, readSettings, saveSettingsDraft } from "./settings.ts";
import { exportContent, importContent } from "./transfer.ts";

warnWhenPostgresMissing("the content export and import tests");

const meena = { id: null, email: "meena@example.org" };
const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`moving content as one document on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("exports every version and the draft, and imports the latest version of each as a new one", async () => {
      await publishSettings(db(), meena, { phone: "98765 43210" }, at("06:00"));
      await publishSettings(db(), meena, { phone: "98765 43211", "bank.ifsc": "SBIN0001234" }, at("06:01"));
      await saveSettingsDraft(db(), meena, { phone: "98765 43212" }, at("06:02"));
      const exported = await exportContent(db(), at("06:03"));
      expect(exported.items.settings?.versions.map((version) => version.data)).toEqual([
        { phone: "+91 98765 43210" },
        { phone: "+91 98765 43211", "bank.ifsc": "SBIN0001234" },
      ]);
      expect(exported.items.settings?.draft?.data).toEqual({ phone: "+91 98765 43212" });

      // Elsewhere (here, after other publishes), the import publishes the latest as a new version.
      await publishSettings(db(), meena, { phone: "90000 11111" }, at("06:04"));
      await saveSettingsDraft(db(), meena, { phone: "90000 22222" }, at("06:04"));
      const outcome = await importContent(db(), JSON.stringify(exported), commandLine, at("06:05"));
      expect(outcome).toEqual({
        status: "imported",
        published: [{ key: "settings", version: 4 }],
        unchanged: [],
      });
      const state = await readSettings(db());
      expect(state.published).toEqual({ phone: "+91 98765 43211", "bank.ifsc": "SBIN0001234" });
      // The draft here is this installation's own work, untouched.
      expect(state.draft?.values).toEqual({ phone: "+91 90000 22222" });
      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject", "staff_email"])
        .where("action", "=", "content.settings.import")
        .execute();
      expect(audit).toEqual([
        { action: "content.settings.import", subject: "settings v4", staff_email: "command line" },
      ]);
      // The same file again changes nothing.
      expect(await importContent(db(), JSON.stringify(exported), commandLine, at("06:06"))).toEqual({
        status: "imported",
        published: [],
        unchanged: ["settings"],
      });
    });

    it("refuses the whole document when any part is invalid, and changes nothing", async () => {
      await publishSettings(db(), meena, { phone: "98765 43210" }, at("07:00"));
      const good = await exportContent(db(), at("07:01"));
      const before = { items: await publishedItems(db()), revision: await contentRevision(db()) };
      const settings = good.items.settings;
      if (!settings) throw new Error("The export has no settings.");
      const badIfsc = {
        ...good,
        items: {
          settings: {
            ...settings,
            versions: [
              ...settings.versions,
              { ...settings.versions[0], version: 2, data: { "bank.ifsc": "BAD" } },
            ],
          },
        },
      };
      const refusals = [
        await importContent(db(), JSON.stringify(badIfsc), commandLine, at("07:02")),
        await importContent(
          db(),
          JSON.stringify({ ...good, items: { ...good.items, "texts:nowhere": settings } }),
          commandLine,
          at("07:02"),
        ),
        await importContent(
          db(),
          JSON.stringify({ ...good, format: "something-else" }),
          commandLine,
          at("07:02"),
        ),
        await importContent(db(), "{ not json", commandLine, at("07:02")),
      ];
      expect(refusals.map((outcome) => outcome.status)).toEqual(["refused", "refused", "refused", "refused"]);
      const problems = refusals.flatMap((outcome) => (outcome.status === "refused" ? outcome.problems : []));
      expect(problems.some((problem) => problem.startsWith("settings version 2, bank.ifsc:"))).toBe(true);
      expect(problems).toContain("texts:nowhere: this site has no such content item.");
      expect(problems).toContain("The file is not JSON.");
      expect({ items: await publishedItems(db()), revision: await contentRevision(db()) }).toEqual(before);
    });
  });
}
