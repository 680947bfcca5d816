import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import {
  type ContentKind,
  contentRevision,
  decodeItemBase,
  encodeItemBase,
  itemBaseOf,
  itemVersion,
  itemVersions,
  publishedItems,
  publishItem,
  readItem,
  restoreItemVersion,
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

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `a change from an older state, history and restore on ${backend.name}`,
    () => {
      const database = databasePerTest(backend);
      const db = () => database.handle.db;
      const ravi = { id: null, email: "ravi@example.org" };

      it("refuses a save or publish whose base is no longer current, and changes nothing", async () => {
        await publishItem(db(), {
          key: "list:one",
          kind: words,
          actor: meena,
          input: ["first"],
          now: at("08:00"),
        });
        // Meena and Ravi open the editor at the same state.
        const opened = itemBaseOf(await readItem(db(), "list:one", words));
        expect(opened).toEqual({ version: 1, draftSavedAt: null });
        const mine = await saveItemDraft(db(), {
          key: "list:one",
          kind: words,
          actor: meena,
          input: ["meena"],
          now: at("08:01"),
          base: opened,
        });
        expect(mine.status).toBe("saved");
        for (const change of [saveItemDraft, publishItem]) {
          const refused = await change(db(), {
            key: "list:one",
            kind: words,
            actor: ravi,
            input: ["ravi"],
            now: at("08:02"),
            base: opened,
          });
          expect(refused).toEqual({
            status: "conflict",
            latest: { what: "draft", by: "meena@example.org", at: at("08:01").toISOString(), version: 1 },
          });
        }
        const state = await readItem(db(), "list:one", words);
        expect(state.draft?.values).toEqual(["meena"]);
        expect(state.published).toEqual(["first"]);
        expect(await contentRevision(db())).toBe(1);
        // From the state after Meena's draft, Ravi's publish goes through; without a base, as before.
        const fresh = encodeItemBase(itemBaseOf(state));
        expect(
          (
            await publishItem(db(), {
              key: "list:one",
              kind: words,
              actor: ravi,
              input: ["ravi"],
              now: at("08:03"),
              base: decodeItemBase(fresh),
            })
          ).status,
        ).toBe("saved");
        // Meena's form, still at her draft, is now behind Ravi's publish.
        const late = await publishItem(db(), {
          key: "list:one",
          kind: words,
          actor: meena,
          input: ["late"],
          now: at("08:04"),
          base: decodeItemBase(fresh),
        });
        expect(late).toMatchObject({
          status: "conflict",
          latest: { what: "published", by: "ravi@example.org", version: 2 },
        });
        expect(decodeItemBase("nonsense")).toBeUndefined();
      });

      it("lets only one of two changes from the same state through, when both arrive at once", async () => {
        const base = itemBaseOf(await readItem(db(), "list:one", words));
        const outcomes = await Promise.all(
          [meena, ravi].map((actor, index) =>
            publishItem(db(), {
              key: "list:one",
              kind: words,
              actor,
              input: [`at${index}`],
              now: at("08:30"),
              base,
            }),
          ),
        );
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["conflict", "saved"]);
        expect(await itemVersions(db(), "list:one")).toHaveLength(1);
      });

      it("lists every version, and restores one as a new version, keeping a draft in progress", async () => {
        const publish = (input: string[], time: string) =>
          publishItem(db(), { key: "list:one", kind: words, actor: meena, input, now: at(time) });
        await publish(["first"], "09:00");
        await publish(["second"], "09:01");
        await saveItemDraft(db(), {
          key: "list:one",
          kind: words,
          actor: meena,
          input: ["draft"],
          now: at("09:02"),
        });

        expect(await itemVersions(db(), "list:one")).toEqual([
          { number: 2, publishedAt: at("09:01").toISOString(), publishedBy: "meena@example.org" },
          { number: 1, publishedAt: at("09:00").toISOString(), publishedBy: "meena@example.org" },
        ]);
        expect(await itemVersion(db(), "list:one", words, 1)).toEqual(["first"]);
        expect(await itemVersion(db(), "list:one", words, 7)).toBeUndefined();

        const base = itemBaseOf(await readItem(db(), "list:one", words));
        const restored = await restoreItemVersion(db(), {
          key: "list:one",
          kind: words,
          actor: ravi,
          now: at("09:03"),
          version: 1,
          base,
        });
        expect(restored).toEqual({ status: "restored", version: 3 });
        const state = await readItem(db(), "list:one", words);
        expect(state.published).toEqual(["first"]);
        expect(state.version?.publishedBy).toBe("ravi@example.org");
        expect(state.draft?.values).toEqual(["draft"]);
        expect(await contentRevision(db())).toBe(3);
        // The same restore from the state before it is refused: the item moved on.
        expect(
          (
            await restoreItemVersion(db(), {
              key: "list:one",
              kind: words,
              actor: ravi,
              now: at("09:04"),
              version: 2,
              base,
            })
          ).status,
        ).toBe("conflict");
        expect(
          await restoreItemVersion(db(), {
            key: "list:one",
            kind: words,
            actor: ravi,
            now: at("09:04"),
            version: 9,
          }),
        ).toEqual({ status: "missing" });
        const audit = await withStaffTables(db())
          .selectFrom("staff_audit_log")
          .select(["action", "subject", "staff_email"])
          .where("action", "=", "content.list.restore")
          .execute();
        expect(audit).toEqual([
          { action: "content.list.restore", subject: "list:one v3 from v1", staff_email: "ravi@example.org" },
        ]);
      });
    },
  );
}
