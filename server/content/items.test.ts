import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import {
  type ContentKind,
  contentRevision,
  publishedItems,
  publishItem,
  readItem,
  saveItemDraft,
} from "./items.ts";

warnWhenPostgresMissing("the content items tests");

const meena = { id: null, email: "meena@example.org" };
const at = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);

/** A kind of item for the test: a list of words, each at most ten letters. */
const words: ContentKind<string[]> = {
  empty: [],
  check(input) {
    if (!Array.isArray(input) || !input.every((word) => typeof word === "string"))
      return { ok: false, errors: { words: "A list of words, please." } };
    const long = input.find((word: string) => word.length > 10);
    return long
      ? { ok: false, errors: { words: `"${long}" is longer than ten letters.` } }
      : { ok: true, values: input };
  },
};

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`content items on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("keeps each item's versions apart, and hands the pages every item's latest published data", async () => {
      const change = (key: string, input: string[], time: string) =>
        publishItem(db(), { key, kind: words, actor: meena, input, now: at(time) });
      await change("list:one", ["first"], "06:00");
      await change("list:two", ["alpha"], "06:01");
      await change("list:one", ["second"], "06:02");
      await saveItemDraft(db(), {
        key: "list:two",
        kind: words,
        actor: meena,
        input: ["draft"],
        now: at("06:03"),
      });

      expect(await publishedItems(db())).toEqual({ "list:one": ["second"], "list:two": ["alpha"] });
      expect(await contentRevision(db())).toBe(3);
      const two = await readItem(db(), "list:two", words);
      expect(two.draft?.values).toEqual(["draft"]);
      expect(two.version?.number).toBe(1);
      expect((await readItem(db(), "list:one", words)).version?.number).toBe(2);
      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .orderBy("created_at")
        .execute();
      expect(audit.map((line) => `${line.action} ${line.subject}`)).toEqual([
        "content.list.publish list:one v1",
        "content.list.publish list:two v1",
        "content.list.publish list:one v2",
        "content.list.save_draft list:two",
      ]);
    });

    it("refuses what the kind's schema refuses, and changes nothing", async () => {
      const refused = await publishItem(db(), {
        key: "list:one",
        kind: words,
        actor: meena,
        input: ["far-too-long-word"],
        now: at("07:00"),
      });
      expect(refused).toEqual({
        status: "invalid",
        errors: { words: '"far-too-long-word" is longer than ten letters.' },
      });
      expect(await publishedItems(db())).toEqual({});
      expect(await contentRevision(db())).toBe(0);
    });
  });
}
