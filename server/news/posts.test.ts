import { describe, expect, it } from "vitest";
import { withStaffTables } from "../accounts/database.ts";
import { publishedItems } from "../content/items.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { deletePost, listPosts, publishPost, readPost, savePostDraft, unpublishPost } from "./posts.ts";
import { newsPagePaths, visiblePosts } from "./public.ts";

warnWhenPostgresMissing("the news posts tests");

const meena = { id: null, email: "meena@example.org" };
const at = (time: string) => new Date(`2026-11-20T${time}:00.000Z`);
const written = {
  slug: "",
  date: "2026-11-20",
  titleEn: "Seed bank opens in Utnoor",
  summaryEn: "Forty farmers",
  bodyEn: "The seed bank\r\nopened.",
};

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`news posts on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    it("keeps a draft from the public, publishes it, and audits both", async () => {
      const saved = await savePostDraft(db(), { id: "p1", actor: meena, input: written, now: at("06:00") });
      expect(saved.status).toBe("saved");
      expect(visiblePosts(await publishedItems(db()), at("06:01"))).toEqual([]);
      const post = await readPost(db(), "p1");
      expect(post?.draft?.values.slug).toBe("seed-bank-opens-in-utnoor");
      expect(post?.draft?.values.bodyEn).toBe("The seed bank\nopened.");

      await publishPost(db(), { id: "p1", actor: meena, input: written, now: at("06:05") });
      const [shown] = visiblePosts(await publishedItems(db()), at("06:06"));
      expect(shown?.slug).toBe("seed-bank-opens-in-utnoor");
      expect(shown?.publishedAt).toBe(at("06:05").toISOString());

      // Publishing an edit keeps the time the post first appeared.
      await publishPost(db(), {
        id: "p1",
        actor: meena,
        input: { ...written, titleEn: "Seed bank opens" },
        now: at("07:00"),
      });
      const [edited] = visiblePosts(await publishedItems(db()), at("07:01"));
      expect(edited?.versions.en?.title).toBe("Seed bank opens");
      expect(edited?.publishedAt).toBe(at("06:05").toISOString());

      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .execute();
      expect(audit).toEqual([
        { action: "content.news.save_draft", subject: "news:p1" },
        { action: "content.news.publish", subject: "news:p1 v1" },
        { action: "content.news.publish", subject: "news:p1 v2" },
      ]);
    });

    it("shows a scheduled post only from its time", async () => {
      await publishPost(db(), { id: "p2", actor: meena, input: written, now: at("06:00"), at: at("09:30") });
      expect(visiblePosts(await publishedItems(db()), at("09:29"))).toEqual([]);
      expect(visiblePosts(await publishedItems(db()), at("09:30"))).toHaveLength(1);
    });

    it("takes a post off the site, keeping it for staff, and publishes it again", async () => {
      await publishPost(db(), { id: "u1", actor: meena, input: written, now: at("06:00") });
      const draft = { ...written, titleEn: "Seed bank opens (draft)" };
      await savePostDraft(db(), { id: "u1", actor: meena, input: draft, now: at("06:10") });
      expect(await unpublishPost(db(), { id: "u1", actor: meena, now: at("06:20") })).toBe("unpublished");

      const shown = visiblePosts(await publishedItems(db()), at("06:21"));
      expect(shown).toEqual([]);
      // The pages the sitemap is made from, and so the sitemap, leave the post out.
      expect(newsPagePaths(shown).some((path) => path.includes("seed-bank-opens-in-utnoor"))).toBe(false);
      const kept = await readPost(db(), "u1");
      expect(kept?.published.titleEn).toBe("Seed bank opens in Utnoor");
      expect(kept?.published.publishAt).toBe("");
      expect(kept?.draft?.values.titleEn).toBe("Seed bank opens (draft)");
      // Off the site already: nothing more to take off.
      expect(await unpublishPost(db(), { id: "u1", actor: meena, now: at("06:22") })).toBe("missing");

      await publishPost(db(), { id: "u1", actor: meena, input: written, now: at("07:00") });
      expect(visiblePosts(await publishedItems(db()), at("07:01"))[0]?.publishedAt).toBe(
        at("07:00").toISOString(),
      );
      const audit = await withStaffTables(db()).selectFrom("staff_audit_log").select("action").execute();
      expect(audit.map((line) => line.action)).toContain("content.news.unpublish");
    });

    it("deletes a post with its history, audited, and leaves other posts alone", async () => {
      await publishPost(db(), { id: "d1", actor: meena, input: written, now: at("06:00") });
      await publishPost(db(), {
        id: "d2",
        actor: meena,
        input: { ...written, slug: "another-post" },
        now: at("06:01"),
      });
      expect(await deletePost(db(), { id: "d1", actor: meena, now: at("06:30") })).toBe(true);
      expect(await readPost(db(), "d1")).toBeNull();
      const shown = visiblePosts(await publishedItems(db()), at("06:31"));
      expect(shown.map((post) => post.slug)).toEqual(["another-post"]);
      expect(await deletePost(db(), { id: "d1", actor: meena, now: at("06:32") })).toBe(false);
      const audit = await withStaffTables(db())
        .selectFrom("staff_audit_log")
        .select(["action", "subject"])
        .where("action", "=", "content.news.delete")
        .execute();
      expect(audit).toEqual([{ action: "content.news.delete", subject: "news:d1 (1 versions)" }]);
    });

    it("refuses an address another post has, and invalid input, changing nothing", async () => {
      await savePostDraft(db(), { id: "p3", actor: meena, input: written, now: at("06:00") });
      // Typed as the other post's address made from its title (an address left empty is numbered instead).
      const taken = await publishPost(db(), {
        id: "p4",
        actor: meena,
        input: { ...written, slug: "seed-bank-opens-in-utnoor" },
        now: at("06:01"),
      });
      expect(taken).toMatchObject({ status: "invalid", errors: { slug: expect.any(String) } });
      const empty = await savePostDraft(db(), {
        id: "p5",
        actor: meena,
        input: { date: "soon" },
        now: at("06:02"),
      });
      expect(empty).toMatchObject({
        status: "invalid",
        errors: { date: expect.any(String), titleEn: expect.any(String) },
      });
      expect((await listPosts(db())).map((post) => post.id)).toEqual(["p3"]);
    });
  });
}
