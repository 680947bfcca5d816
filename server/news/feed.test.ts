// @vitest-environment jsdom
// (for DOMParser: the feed is parsed as XML the way a feed reader does)
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteContent, siteContentContext } from "#app/content/site-content.ts";
import { loader } from "#app/routes/news-feed.ts";
import { emptyPost } from "./post.ts";
import { visiblePosts } from "./public.ts";

/** The feed at `path` as the server renders it with these posts, parsed as XML (a syntax error throws). */
async function feedAt(path: string, items: Record<string, unknown>) {
  const context = new RouterContextProvider();
  context.set(siteContentContext, {
    ...defaultSiteContent,
    items,
    news: visiblePosts(items, new Date("2026-11-25T00:00:00Z")),
  });
  const request = new Request(`http://site.invalid${path}`);
  const response = loader({
    context,
    request,
    params: {},
    url: new URL(request.url),
    pattern: path,
    unstable_pattern: path,
  } as never);
  const xml = await response.text();
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  return { response, document };
}

const atom = "http://www.w3.org/2005/Atom";
const items = {
  "news:one": {
    ...emptyPost,
    slug: "water-tanks-cleaned",
    date: "2026-11-10",
    publishAt: "2026-11-10T05:00:00.000Z",
    titleEn: "Water tanks cleaned <together>",
    summaryEn: "Ten villages & their tanks",
    bodyEn: "Read [the plan](/programs/natural-resource).\n\n<script>alert(1)</script>",
  },
};

describe("the news feed", () => {
  it("is Atom: a feed with its id, title, updated, author and self link, and an entry per post", async () => {
    const { response, document } = await feedAt("/news/feed.xml", items);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/atom\+xml/);
    const feed = document.documentElement;
    expect(feed.namespaceURI).toBe(atom);
    expect(feed.localName).toBe("feed");
    for (const name of ["id", "title", "updated", "author"])
      expect(feed.getElementsByTagNameNS(atom, name).length, name).toBeGreaterThan(0);
    expect(feed.querySelector('link[rel="self"]')?.getAttribute("href")).toMatch(/\/news\/feed\.xml$/);
    // The posts' own addresses ("/media/…", "/programs/…") resolve against the site.
    expect(feed.getAttribute("xml:base")).toMatch(/^https?:\/\/[^/]+\/$/);
    const entries = feed.getElementsByTagNameNS(atom, "entry");
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry?.getElementsByTagNameNS(atom, "title")[0]?.textContent).toBe(
      "Water tanks cleaned <together>",
    );
    expect(entry?.getElementsByTagNameNS(atom, "updated")[0]?.textContent).toBe("2026-11-10T05:00:00.000Z");
    expect(entry?.querySelector("link")?.getAttribute("href")).toMatch(/\/news\/water-tanks-cleaned$/);
    const content = entry?.getElementsByTagNameNS(atom, "content")[0]?.textContent ?? "";
    expect(content).toContain('<a href="/programs/natural-resource">the plan</a>');
    expect(content).not.toContain("<script>");
  });

  it("in Telugu, lists an English-only post in English, marked with its language", async () => {
    const { document } = await feedAt("/te/news/feed.xml", items);
    expect(document.documentElement.getAttribute("xml:lang")).toBe("te-IN");
    const entry = document.getElementsByTagNameNS(atom, "entry")[0];
    expect(entry?.getAttribute("xml:lang")).toBe("en-IN");
    expect(entry?.querySelector("link")?.getAttribute("href")).toMatch(/\/te\/news\/water-tanks-cleaned$/);
  });

  it("without posts is still a valid feed", async () => {
    const { document } = await feedAt("/news/feed.xml", {});
    expect(document.getElementsByTagNameNS(atom, "entry")).toHaveLength(0);
    expect(document.getElementsByTagNameNS(atom, "updated")[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
