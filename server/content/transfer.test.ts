import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { commandLine } from "../accounts/audit.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { contentRevision, publishedItems } from "./items.ts";
import { publishList, readList, saveEntry } from "./lists.ts";
import { publishSettings, readSettings, saveSettingsDraft } from "./settings.ts";
import { textPage } from "./text-pages.ts";
import { readPageTexts, savePageTexts } from "./texts.ts";
import { exportContent, importContent } from "./transfer.ts";

warnWhenPostgresMissing("the content export and import tests");

const meena = { id: null, email: "meena@example.org" };
const at = (time: string) => new Date(`2026-11-21T${time}:00.000Z`);
const home = textPage("home");
if (!home) throw new Error("The home page's texts are not registered");
const introTitle = {
  texts: { "introduction.title": { en: "Working with Adilabad's villages" } },
  figures: {},
};
const member = {
  en: {
    name: "Export Test Member",
    role: "Transfer Coordinator",
    experience: "Four years",
    biography: "Keeps the records.",
  },
  te: {},
  common: {},
};

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
        // The IFSC, unset here, says where donations are paid: the administrators are told.
        paymentChanged: true,
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
        paymentChanged: false,
      });
    });

    it("carries a page's texts and a list in the export, and an import puts them back", async () => {
      const who = { actor: meena, now: at("08:00") };
      await savePageTexts(db(), home, {
        actor: meena,
        input: introTitle,
        now: at("08:00"),
        intent: "publish",
      });
      const added = await saveEntry(db(), "partners", who, null, {
        en: {
          name: "Export Test Partner",
          focus: "Records",
          type: "Government",
          description: "Helps move the site.",
        },
        te: {},
        common: { website: "https://export-test.example.org" },
      });
      expect(added.status).toBe("saved");
      expect((await publishList(db(), "partners", who)).status).toBe("saved");
      const exported = await exportContent(db(), at("08:01"));
      expect(exported.items["texts:home"]?.versions.map((version) => version.data)).toEqual([introTitle]);
      const partners = exported.items["list:partners"]?.versions[0]?.data as { entries: { id: string }[] };
      expect(partners.entries.map((entry) => entry.id)).toContain(added.status === "saved" ? added.id : "");
      expect(Object.keys(exported.items)).toEqual(expect.arrayContaining(["list:team", "list:slides"]));

      // Changed here afterwards; the import brings back what the file holds, each as a new version.
      await savePageTexts(db(), home, {
        actor: meena,
        input: { texts: { "introduction.title": { en: "A later title" } }, figures: {} },
        now: at("08:02"),
        intent: "publish",
      });
      const outcome = await importContent(db(), JSON.stringify(exported), commandLine, at("08:03"));
      expect(outcome).toEqual({
        status: "imported",
        published: [{ key: "texts:home", version: 3 }],
        unchanged: expect.arrayContaining(["list:partners"]),
        paymentChanged: false,
      });
      expect((await readPageTexts(db(), home)).published).toEqual(introTitle);
      const labels = (await readList(db(), "partners")).working.entries.map((entry) =>
        "en" in entry ? entry.en.name : entry.id,
      );
      expect(labels).toContain("Export Test Partner");
    });

    it("refuses a whole file whose list holds one invalid entry, and changes nothing", async () => {
      const who = { actor: meena, now: at("09:00") };
      expect((await saveEntry(db(), "team", who, null, member)).status).toBe("saved");
      expect((await publishList(db(), "team", who)).status).toBe("saved");
      await savePageTexts(db(), home, {
        actor: meena,
        input: introTitle,
        now: at("09:00"),
        intent: "publish",
      });
      const good = await exportContent(db(), at("09:01"));
      const team = good.items["list:team"];
      const version = team?.versions[0];
      if (!team || !version) throw new Error("The export has no team list.");
      const entries = (version.data as { entries: Record<string, unknown>[] }).entries;
      // A member without a name, beside a valid page texts item in the same file.
      const broken = entries.map((entry) =>
        "en" in entry ? { ...entry, en: { ...(entry.en as object), name: "" } } : entry,
      );
      const bad = {
        ...good,
        items: {
          ...good.items,
          "texts:home": {
            versions: [
              { ...version, data: { texts: { "introduction.title": { en: "Not imported" } }, figures: {} } },
            ],
            draft: null,
          },
          "list:team": { ...team, versions: [{ ...version, version: 2, data: { entries: broken } }] },
        },
      };
      const before = { items: await publishedItems(db()), revision: await contentRevision(db()) };
      const outcome = await importContent(db(), JSON.stringify(bad), commandLine, at("09:02"));
      expect(outcome.status).toBe("refused");
      expect(
        outcome.status === "refused" &&
          outcome.problems.some((problem) => problem.startsWith("list:team version 2")),
      ).toBe(true);
      expect({ items: await publishedItems(db()), revision: await contentRevision(db()) }).toEqual(before);
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
