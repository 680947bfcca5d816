import { describe, expect, it } from "vitest";
import type { NewsPost } from "#app/content/news-posts.ts";
import { publishedSettings } from "#app/content/settings/published.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { isTouched, pageOfFile, type Touched, touchedPages } from "./touched-paths.ts";

const base: SiteContent = {
  settings: publishedSettings({}, false),
  items: { "texts:about": { texts: {}, figures: {} }, "list:team": { members: [] } },
  production: false,
  news: [],
  documents: [],
};

const post = (slug: string, title: string): NewsPost => ({
  slug,
  date: "2026-11-20",
  publishedAt: "2026-11-20T05:00:00.000Z",
  versions: { en: { title, summary: "", bodyHtml: `<p>${title}</p>` } },
});

const files = [
  "/",
  "/_.data",
  "/te",
  "/te.data",
  "/about",
  "/about.data",
  "/te/about",
  "/te/about.data",
  "/team",
  "/te/team",
  "/programs/health",
  "/te/programs/health.data",
  "/news",
  "/news/feed.xml",
  "/te/news/feed.xml",
  "/news/old-well",
  "/news/new-school",
  "/te/news/new-school.data",
  "/transparency",
  "/contact",
];

const touchedFiles = (touched: Touched) => files.filter((file) => isTouched(touched, file));

const withItem = (key: string, data: unknown): SiteContent => ({
  ...base,
  items: { ...base.items, [key]: data },
});

describe("the pages a publish touches", () => {
  it("names each rendered file by its English page", () => {
    expect(["/_.data", "/te", "/te.data", "/te/about.data", "/te/news/feed.xml"].map(pageOfFile)).toEqual([
      "/",
      "/",
      "/",
      "/about",
      "/news/feed.xml",
    ]);
  });

  it("renders nothing when nothing changed", () => {
    expect(touchedFiles(touchedPages(base, structuredClone(base)))).toEqual([]);
  });

  it("a page's texts touch that page in both languages with its .data twins, and nothing else", () => {
    const next = withItem("texts:programs/health", { texts: { "banner.intro": { en: "New" } }, figures: {} });
    expect(touchedFiles(touchedPages(base, next))).toEqual(["/programs/health", "/te/programs/health.data"]);
    const about = withItem("texts:about", { texts: { "banner.title": { en: "Who we are" } }, figures: {} });
    expect(touchedFiles(touchedPages(base, about))).toEqual([
      "/about",
      "/about.data",
      "/te/about",
      "/te/about.data",
    ]);
  });

  it("the home page's texts touch the about page too, which shows its vision and mission", () => {
    const next = withItem("texts:home", { texts: { "vision.title": { en: "Vision" } }, figures: {} });
    expect(touchedFiles(touchedPages(base, next))).toEqual([
      "/",
      "/_.data",
      "/te",
      "/te.data",
      "/about",
      "/about.data",
      "/te/about",
      "/te/about.data",
    ]);
  });

  it("settings, production mode and an unknown key touch every page", () => {
    const settings = { ...base, settings: publishedSettings({ phone: "+91 94400 12345" }, false) };
    expect(touchedPages(base, settings)).toEqual({ all: true });
    expect(touchedPages(base, { ...base, production: true })).toEqual({ all: true });
    expect(touchedPages(base, withItem("gallery:main", { photos: [] }))).toEqual({ all: true });
    expect(touchedPages(base, withItem("texts:no-such-page", { texts: {}, figures: {} }))).toEqual({
      all: true,
    });
  });

  it("a news post touches its own page, the news list, the feeds and home, not the other posts", () => {
    const before = { ...base, news: [post("old-well", "A new well")] };
    const after = { ...base, news: [post("new-school", "A school opens"), post("old-well", "A new well")] };
    expect(touchedFiles(touchedPages(before, after))).toEqual([
      "/",
      "/_.data",
      "/te",
      "/te.data",
      "/news",
      "/news/feed.xml",
      "/te/news/feed.xml",
      "/news/new-school",
      "/te/news/new-school.data",
    ]);
  });

  it("a post renamed again touches its first address too, which must now lead to the new one", () => {
    const before = {
      ...base,
      news: [post("new-school", "A school opens")],
      formerNewsSlugs: { "old-well": "new-school" },
    };
    const after = {
      ...base,
      news: [post("school-opens", "A school opens")],
      formerNewsSlugs: { "old-well": "school-opens", "new-school": "school-opens" },
    };
    const touched = touchedFiles(touchedPages(before, after));
    expect(touched).toContain("/news/old-well");
    expect(touched).toContain("/news/new-school");
    expect(touched).toContain("/te/news/new-school.data");
  });

  it("the team list touches /team in both languages; the documents touch /transparency", () => {
    expect(touchedFiles(touchedPages(base, withItem("list:team", { members: [{ name: "Meena" }] })))).toEqual(
      ["/team", "/te/team"],
    );
    const documents = [{ id: 1 }] as unknown as SiteContent["documents"];
    expect(touchedFiles(touchedPages(base, { ...base, documents }))).toEqual(["/transparency"]);
  });

  it("a changed picture touches the pages whose items show it", () => {
    const picture = (alt: string) => ({ alt: { en: alt } }) as unknown as PublishedImage;
    const showing = withItem("list:team", { members: [{ name: "Meena", photo: "media:7" }] });
    const before = { ...showing, images: { "media:7": picture("Meena in the field") } };
    const after = { ...showing, images: { "media:7": picture("Meena at the library") } };
    expect(touchedFiles(touchedPages(before, after))).toEqual(["/team", "/te/team"]);
  });
});
