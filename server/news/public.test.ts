import { describe, expect, it } from "vitest";
import { newsPagePaths, nextScheduled, visiblePosts } from "./public.ts";
import { emptyPost, type PostValues } from "./post.ts";

const post = (
  slug: string,
  date: string,
  publishAt: string,
  changes: Partial<PostValues> = {},
): PostValues => ({
  ...emptyPost,
  slug,
  date,
  publishAt,
  titleEn: `Title ${slug}`,
  bodyEn: `Body of ${slug}`,
  ...changes,
});

const now = new Date("2026-11-20T06:00:00.000Z");

describe("the posts the pages show", () => {
  it("shows only posts whose time has come, newest date first, and says when the next is due", () => {
    const items = {
      "news:a": post("older", "2026-11-01", "2026-11-01T04:00:00.000Z"),
      "news:b": post("newer", "2026-11-18", "2026-11-18T04:00:00.000Z"),
      "news:c": post("scheduled", "2026-11-21", "2026-11-21T03:30:00.000Z"),
      settings: { name: "not a post" },
    };
    expect(visiblePosts(items, now).map((entry) => entry.slug)).toEqual(["newer", "older"]);
    expect(nextScheduled(items, now)).toBe(Date.parse("2026-11-21T03:30:00.000Z"));
    const later = new Date("2026-11-21T03:30:00.000Z");
    expect(visiblePosts(items, later).map((entry) => entry.slug)).toEqual(["scheduled", "newer", "older"]);
    expect(nextScheduled(items, later)).toBeNull();
  });

  it("dates a post whose date was left empty the day it appears in India, and lists it by that day", () => {
    const items = {
      "news:early": post("early-december", "2026-12-05", "2026-12-05T04:00:00.000Z"),
      // Written on 30 November, scheduled for 25 December at 00:30 India time (24 December in UTC).
      "news:christmas": post("christmas", "", "2026-12-24T19:00:00.000Z"),
      "news:dated": post("dated", "2026-11-30", "2026-12-24T19:30:00.000Z"),
    };
    const shown = visiblePosts(items, new Date("2026-12-26T00:00:00.000Z"));
    expect(shown.map((entry) => [entry.slug, entry.date])).toEqual([
      ["christmas", "2026-12-25"],
      ["early-december", "2026-12-05"],
      ["dated", "2026-11-30"],
    ]);
  });

  it("keeps a language left empty out, and never passes on a stored version that no longer checks", () => {
    const items = {
      "news:te": post("telugu-only", "2026-11-10", "2026-11-10T04:00:00.000Z", {
        titleEn: "",
        bodyEn: "",
        titleTe: "గ్రామ గ్రంథాలయం",
        bodyTe: "వార్త",
      }),
      "news:bad": { slug: "Not A Slug!", date: "someday", publishAt: "2026-11-10T04:00:00.000Z" },
    };
    const [only, ...rest] = visiblePosts(items, now);
    expect(rest).toEqual([]);
    expect(only?.versions.en).toBeUndefined();
    expect(only?.versions.te).toEqual({ title: "గ్రామ గ్రంథాలయం", summary: "", bodyHtml: "<p>వార్త</p>\n" });
  });

  it("adds a page for every post and for every ten posts after the first ten, in both languages", () => {
    const items = Object.fromEntries(
      Array.from({ length: 21 }, (_, index) => [
        `news:${index}`,
        post(`post-${index}`, `2026-10-${String(index + 1).padStart(2, "0")}`, "2026-10-31T00:00:00.000Z"),
      ]),
    );
    const paths = newsPagePaths(visiblePosts(items, now));
    expect(paths).toContain("/news/post-0");
    expect(paths).toContain("/te/news/post-20.data");
    expect(paths).toContain("/news/page/2");
    expect(paths).toContain("/te/news/page/3");
    expect(paths).not.toContain("/news/page/4");
    expect(paths).not.toContain("/news/page/1");
    expect(paths).toHaveLength((21 + 2) * 2 * 2);
  });
});
