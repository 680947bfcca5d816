import { describe, expect, it } from "vitest";
import { teamPageData } from "#app/content/lists/team.ts";
import { partnersIn } from "#app/content/lists/partners.ts";
import { withStaffTables } from "../accounts/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { publishedItems } from "./items.ts";
import {
  entriesToFill,
  moveEntry,
  publishList,
  readEntry,
  readList,
  removeEntry,
  saveEntry,
  saveMessage,
} from "./lists.ts";

warnWhenPostgresMissing("the content lists tests");

const who = { actor: { id: null, email: "ravi.lists@example.org" }, now: new Date("2026-11-25T06:00:00Z") };

const lakshmi = {
  en: {
    name: "Lakshmi Bai",
    role: "Field Coordinator",
    experience: "Twelve years with women's groups",
    biography: "Works with self-help groups in Utnoor.",
  },
  te: { name: "లక్ష్మీ బాయి", role: "క్షేత్ర సమన్వయకర్త" },
  common: {},
};

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`lists on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("adds a member to the draft, moves it to the top, and only a publish shows it on the page", async () => {
      const added = await saveEntry(db(), "team", who, null, lakshmi);
      expect(added.status).toBe("saved");
      const id = added.status === "saved" ? (added.id ?? "") : "";
      await moveEntry(db(), "team", who, id, -1);
      await moveEntry(db(), "team", who, id, -1);
      for (let step = 0; step < 10; step++) await moveEntry(db(), "team", who, id, -1);

      const before = teamPageData((await publishedItems(db()))["list:team"], "en", false);
      expect(before.members.map((member) => member.name)).not.toContain("Lakshmi Bai");

      expect((await publishList(db(), "team", who)).status).toBe("saved");
      const stored = (await publishedItems(db()))["list:team"];
      const english = teamPageData(stored, "en", false).members;
      expect(english[0]).toMatchObject({ id, name: "Lakshmi Bai", role: "Field Coordinator" });
      // The code's six follow, in their order.
      expect(english.slice(1).map((member) => member.id)).toEqual([
        "managing-director",
        "programme-director",
        "livelihoods",
        "education",
        "natural-resources",
        "finance",
      ]);
      // A Telugu field left empty shows the English one.
      expect(teamPageData(stored, "te", false).members[0]).toMatchObject({
        name: "లక్ష్మీ బాయి",
        experience: "Twelve years with women's groups",
      });
      // In production the code's stand-ins are left out; the society's member stays.
      expect(teamPageData(stored, "en", true).members.map((member) => member.name)).toEqual(["Lakshmi Bai"]);
      expect((await readList(db(), "team")).draft).toBeNull();
    });

    it("refuses an entry saved, moved, removed or published from a list changed since, and changes nothing", async () => {
      const opened = (await readList(db(), "team")).base;
      const added = await saveEntry(db(), "team", { ...who, base: opened }, null, lakshmi);
      expect(added.status).toBe("saved");
      const after = await readList(db(), "team");
      const stale = { ...who, actor: { id: null, email: "sita.lists@example.org" }, base: opened };
      const refusals = [
        await saveEntry(db(), "team", stale, "finance", {
          ...lakshmi,
          en: { ...lakshmi.en, name: "Not kept" },
        }),
        await saveEntry(db(), "team", stale, null, { ...lakshmi, en: { ...lakshmi.en, name: "Nor this" } }),
        await moveEntry(db(), "team", stale, "finance", -1),
        await removeEntry(db(), "team", stale, "finance"),
        await saveMessage(db(), stale, { en: "Not kept either.", te: "", author: "managing-director" }),
        await publishList(db(), "team", stale),
      ];
      for (const refused of refusals)
        expect(refused).toMatchObject({ status: "conflict", latest: { what: "draft", by: who.actor.email } });
      expect(await readList(db(), "team")).toEqual(after);
      expect((await publishedItems(db()))["list:team"]).toBeUndefined();
      // From the list as it is now, the same change goes through.
      expect((await moveEntry(db(), "team", { ...stale, base: after.base }, "finance", -1)).status).toBe(
        "saved",
      );
    });

    it("refuses a partner's http website with its message, and changes nothing", async () => {
      const before = await readList(db(), "partners");
      const refused = await saveEntry(db(), "partners", who, null, {
        en: { name: "Adilabad Seeds", focus: "Seeds", type: "Market Partner", description: "Seeds." },
        te: {},
        common: { website: "http://seeds.example.org" },
      });
      expect(refused).toEqual({
        status: "invalid",
        errors: { "common.website": expect.stringContaining("https://") },
      });
      expect(await readList(db(), "partners")).toEqual(before);
      const missing = await saveEntry(db(), "partners", who, null, {
        en: { name: "", focus: "Seeds", type: "Market Partner", description: "Seeds." },
        te: {},
        common: {},
      });
      expect(missing).toEqual({ status: "invalid", errors: { "en.name": "Enter the name in English." } });
    });

    it("edits a default entry in place, removes another, and keeps the rest as the code's", async () => {
      const edited = await saveEntry(db(), "partners", who, "spices-board", {
        en: { name: "Spices Board India", focus: "Spices", type: "Government Board", description: "Spices." },
        te: { name: "భారత సుగంధ ద్రవ్యాల బోర్డు" },
        common: { website: "https://www.indianspices.com" },
      });
      expect(edited).toEqual({ status: "saved", id: "spices-board" });
      expect(await removeEntry(db(), "partners", who, "livestock")).toEqual({ status: "saved" });
      expect(await removeEntry(db(), "partners", who, "livestock")).toEqual({ status: "missing" });
      expect((await readEntry(db(), "partners", "spices-board"))?.fromCode).toBe(false);
      expect((await readEntry(db(), "partners", "state-government"))?.fromCode).toBe(true);
      await publishList(db(), "partners", who);

      const stored = (await publishedItems(db()))["list:partners"];
      const partners = partnersIn(stored, "en", false);
      expect(partners).toHaveLength(9);
      expect(partners.find((partner) => partner.id === "spices-board")).toMatchObject({
        name: "Spices Board India",
        website: "https://www.indianspices.com",
      });
      expect(partnersIn(stored, "en", true).map((partner) => partner.id)).toEqual(["spices-board"]);

      // The launch page lists the stand-ins still published, each with its editor, and the message.
      const toFill = await entriesToFill(db());
      expect(toFill).toContainEqual({
        list: "partners",
        id: "state-government",
        label: "State Government of Telangana",
      });
      expect(toFill.some((entry) => entry.id === "spices-board" || entry.id === "livestock")).toBe(false);
      expect(toFill).toContainEqual({ list: "team", id: "message", label: "Managing director's message" });
    });

    it("keeps the last slide: removing it is refused and changes nothing", async () => {
      for (const id of ["community", "water", "farm"])
        expect(await removeEntry(db(), "slides", who, id)).toEqual({ status: "saved" });
      const before = await readList(db(), "slides");
      expect(await removeEntry(db(), "slides", who, "women")).toEqual({
        status: "invalid",
        errors: { entries: "Keep at least 1 slide: the page needs one." },
      });
      expect(await readList(db(), "slides")).toEqual(before);
    });

    it("keeps the director's message with its author, and writes the audit lines by kind", async () => {
      expect((await saveMessage(db(), who, { en: "", te: "", author: "" })).status).toBe("invalid");
      await saveMessage(db(), who, {
        en: "First paragraph.\n\nSecond paragraph.",
        te: "",
        author: "managing-director",
      });
      await publishList(db(), "team", who);
      const data = teamPageData((await publishedItems(db()))["list:team"], "te", false);
      expect(data.message?.paragraphs).toEqual(["First paragraph.", "Second paragraph."]);
      expect(data.message?.author?.id).toBe("managing-director");
      expect((await entriesToFill(db())).some((entry) => entry.id === "message")).toBe(false);
      const actions = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .execute();
      expect(actions).toEqual([
        { action: "content.list.save_draft", subject: "list:team" },
        { action: "content.list.publish", subject: "list:team v1" },
      ]);
    });
  });
}
