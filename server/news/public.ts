import { type Language, languages, pathIn } from "#app/content/language.ts";
import {
  type FormerNewsSlugs,
  newsListPath,
  type NewsPost,
  newsPageCount,
  newsPostPath,
  type NewsVersion,
} from "#app/content/news-posts.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import { storedValue } from "../content/items.ts";
import { renderMarkdown } from "./markdown.ts";
import { postDay, postKeyPrefix, postKind, type PostValues } from "./post.ts";

/*
 * The posts the public pages show, from every item's latest published version
 * (server/content/items.ts publishedItems): only those whose publishAt has come, newest first, the
 * bodies rendered from Markdown here so that the pages receive safe HTML and no Markdown library.
 */

export function publishedPosts(items: Readonly<Record<string, unknown>>): PostValues[] {
  return Object.entries(items)
    .filter(([key]) => key.startsWith(postKeyPrefix))
    .map(([, data]) => storedValue(postKind, JSON.stringify(data)))
    .filter((post) => post.slug && post.publishAt);
}

type Images = ReadonlyMap<string, PublishedImage>;

function version(
  [title, summary, body]: [string, string, string],
  language: Language,
  images: Images,
): NewsVersion | undefined {
  return title && body ? { title, summary, bodyHtml: renderMarkdown(body, { images, language }) } : undefined;
}

/**
 * The posts visible at `now`, newest first (by their date, left empty the day they appeared, then
 * by when they appeared), with their
 * pictures from `images` (server/news/images.ts): a cover or body image not there is left out.
 */
export function visiblePosts(
  items: Readonly<Record<string, unknown>>,
  now: Date,
  images: Images = new Map(),
): NewsPost[] {
  return publishedPosts(items)
    .filter((post) => Date.parse(post.publishAt) <= now.getTime())
    .map((post) => ({ ...post, date: postDay(post) }))
    .sort((a, b) => b.date.localeCompare(a.date) || b.publishAt.localeCompare(a.publishAt))
    .map((post) => {
      const en = version([post.titleEn, post.summaryEn, post.bodyEn], "en", images);
      const te = version([post.titleTe, post.summaryTe, post.bodyTe], "te", images);
      const cover = images.get(post.cover.slice("media:".length));
      return {
        slug: post.slug,
        date: post.date,
        publishedAt: post.publishAt,
        ...(post.cover && cover && { cover }),
        // A language left empty is absent, not undefined: the pages' data keeps no empty keys.
        versions: { ...(en && { en }), ...(te && { te }) },
      };
    });
}

/** The next scheduled post's time after `now`, when one waits: the pages are rendered again then. */
export function nextScheduled(items: Readonly<Record<string, unknown>>, now: Date): number | null {
  const times = publishedPosts(items)
    .map((post) => Date.parse(post.publishAt))
    .filter((time) => time > now.getTime());
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The addresses the posts add to the site, in both languages, each page with its `.data` twin (a
 * page with scripts may link here): every post, the list's pages after the first, and each post's
 * former addresses (which redirect to the post).
 */
export function newsPagePaths(posts: readonly NewsPost[], formerSlugs: FormerNewsSlugs = {}): string[] {
  const pages = [
    ...posts.map((post) => newsPostPath(post.slug)),
    ...Object.keys(formerSlugs).map(newsPostPath),
    ...Array.from({ length: newsPageCount(posts.length) - 1 }, (_, index) => newsListPath(index + 2)),
  ];
  return languages.flatMap((language) =>
    pages.flatMap((page) => {
      const localised = pathIn(language, page);
      return [localised, `${localised}.data`];
    }),
  );
}
