import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { NewsPost } from "#app/content/news-posts.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { startLiveContent } from "../content/live.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "../content/pages.ts";
import { createLogger } from "../log.ts";
import { loadSite, siteRoutes } from "../site.ts";
import { publishedItems } from "../content/items.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { projectDir } from "../testing/server-process.ts";
import { formerSlugs, formerSlugsOf } from "./former-addresses.ts";
import { publishPost, unpublishPost } from "./posts.ts";
import { visiblePosts } from "./public.ts";

warnWhenPostgresMissing("the former addresses of news posts");

/*
 * A post whose address staff change keeps its old ones: /news/<old> and /te/news/<old> redirect for
 * good to the post's address now, however many times it was renamed, unless another post has taken
 * that address since (decision 075).
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const meena = { id: null, email: "meena@example.org" };

const visible = (...slugs: string[]): NewsPost[] =>
  slugs.map((slug) => ({ slug, date: "2026-11-20", publishedAt: "2026-11-20T04:00:00.000Z", versions: {} }));
const latest = (slug: string) => ({
  slug,
  date: "2026-11-20",
  titleEn: "T",
  bodyEn: "B",
  publishAt: "2026-11-20T04:00:00.000Z",
});
const version = (key: string, slug: string) => ({ key, values: { slug } });

describe("a post's former addresses", () => {
  it("leads every address a post had to its address now", () => {
    const versions = [version("news:a", "first"), version("news:a", "second"), version("news:a", "third")];
    expect(formerSlugsOf(versions, { "news:a": latest("third") }, visible("third"))).toEqual({
      first: "third",
      second: "third",
    });
  });

  it("never shadows another post's address, and gives an address two posts once had to the later one", () => {
    const versions = [
      version("news:a", "shared"),
      version("news:a", "a-now"),
      version("news:b", "shared"),
      version("news:b", "b-now"),
      version("news:c", "taken"),
      version("news:c", "c-now"),
      version("news:d", "taken"),
    ];
    const items = {
      "news:a": latest("a-now"),
      "news:b": latest("b-now"),
      "news:c": latest("c-now"),
      "news:d": latest("taken"),
    };
    expect(formerSlugsOf(versions, items, visible("a-now", "b-now", "c-now", "taken"))).toEqual({
      shared: "b-now",
    });
  });

  it("leads nowhere for a post not on the site", () => {
    const versions = [version("news:a", "old"), version("news:a", "new")];
    expect(formerSlugsOf(versions, { "news:a": latest("new") }, visible())).toEqual({});
  });
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`a post's former addresses on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    it("are read from the post's published versions, oldest first", async () => {
      const db = database.handle.db;
      let now = new Date("2026-11-20T04:00:00.000Z");
      for (const slug of ["first", "second", "third"]) {
        now = new Date(now.getTime() + 60_000);
        const input = { slug, date: "2026-11-20", titleEn: "Library day", bodyEn: "Books for all." };
        await publishPost(db, { id: "library", actor: meena, input, now });
      }
      const items = await publishedItems(db);
      expect(await formerSlugs(db, items, visiblePosts(items, now))).toEqual({
        first: "third",
        second: "third",
      });
    });
  });
}

describe("a renamed post's old addresses, as the server answers them", { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
  }, 600_000);

  const database = databasePerTest(sqliteBackend());

  it("redirect permanently in both languages, keep doing so after a second rename, and give way to a new post", async () => {
    const db = database.handle.db;
    let now = new Date("2026-11-20T04:00:00.000Z");
    const publish = async (id: string, slug: string) => {
      now = new Date(now.getTime() + 60_000);
      const result = await publishPost(db, {
        id,
        actor: meena,
        input: { slug, date: "2026-11-20", titleEn: `Post ${id} at ${slug}`, bodyEn: "The library opened." },
        now,
      });
      expect(result.status).toBe("saved");
    };
    await publish("library", "library-opens");
    await publish("library", "gram-library-opens");
    await publish("library", "gram-library-opens-in-utnoor");

    const site = await loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const live = await startLiveContent({
      db,
      renderer: createPageRenderer({ build, site, notFoundPath }),
      production: false,
      log: createLogger("silent"),
      pollMs: 3_600_000,
      now: () => now,
    });
    const get = (address: string) => siteRoutes(site).request(address);
    try {
      for (const language of ["", "/te"]) {
        for (const old of ["library-opens", "gram-library-opens"]) {
          const response = await get(`${language}/news/${old}`);
          expect(response.status, `${language}/news/${old}`).toBe(301);
          expect(response.headers.get("Location")).toBe(`${language}/news/gram-library-opens-in-utnoor`);
        }
        expect((await get(`${language}/news/gram-library-opens-in-utnoor`)).status).toBe(200);
      }
      // With JavaScript, the router asks for the page's data: it is told the same redirect.
      const data = await get("/te/news/library-opens.data");
      expect(data.status).toBe(200);
      expect(await data.text()).toContain("/te/news/gram-library-opens-in-utnoor");
      const sitemap = await (await get("/sitemap.xml")).text();
      expect(sitemap).toContain("/news/gram-library-opens-in-utnoor<");
      expect(sitemap).not.toContain("/news/library-opens<");

      // A new post at an old address is that address's post; the other old address still redirects.
      await publish("reading-day", "library-opens");
      await live.refresh();
      const taken = await get("/news/library-opens");
      expect(taken.status).toBe(200);
      expect(await taken.text()).toContain("Post reading-day at library-opens");
      expect((await get("/te/news/library-opens")).status).toBe(200);
      expect((await get("/news/gram-library-opens")).headers.get("Location")).toBe(
        "/news/gram-library-opens-in-utnoor",
      );

      // Taken off the site, the post's old addresses go with it.
      now = new Date(now.getTime() + 60_000);
      expect(await unpublishPost(db, { id: "library", actor: meena, now })).toBe("unpublished");
      await live.refresh();
      expect((await get("/news/gram-library-opens")).status).toBe(404);
      expect((await get("/news/gram-library-opens-in-utnoor")).status).toBe(404);
    } finally {
      live.stop();
    }
  });
});
