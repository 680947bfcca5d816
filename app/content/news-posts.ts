import type { PublishedImage } from "#app/utils/published-image.ts";
import { type Language, languages, otherLanguage } from "./language.ts";

/*
 * News (/news, /te/news): the posts staff publish at /staff/news, as the server hands them to the
 * pages when it renders them (server/news/public.ts): only posts whose time has come, newest first,
 * each body already rendered from Markdown to safe HTML on the server. The build, which has no
 * database, prerenders an empty list.
 */

/** One language version of a post: the body is HTML the server made from Markdown (raw HTML escaped). */
export type NewsVersion = { title: string; summary: string; bodyHtml: string };

export type NewsPost = {
  slug: string;
  /** The post's date (2026-11-20), an IST calendar day: as staff gave it, or left empty the day it appeared. */
  date: string;
  /** When it became visible (ISO UTC): the feed's "updated". */
  publishedAt: string;
  /** The cover photo from the media library, when the post has one ready for pages. */
  cover?: PublishedImage;
  versions: Partial<Record<Language, NewsVersion>>;
};

/**
 * The slugs posts had before staff changed them, each with the post's slug now: /news/<former>
 * redirects there (docs/decisions/075-a-renamed-post-keeps-its-old-address.md).
 */
export type FormerNewsSlugs = Readonly<Record<string, string>>;

/** Posts per page of /news; page 2 is at /news/page/2. */
export const newsPageSize = 10;

export const newsPath = "/news";

export const newsPostPath = (slug: string) => `${newsPath}/${slug}`;

/** The address of page `page` of the list (1 is /news itself). */
export const newsListPath = (page: number) => (page <= 1 ? newsPath : `${newsPath}/page/${page}`);

export const newsPageCount = (posts: number) => Math.max(1, Math.ceil(posts / newsPageSize));

/** The version shown in `language`: its own when written, else the other one (the page says so). */
export function versionFor(post: NewsPost, language: Language) {
  const own = post.versions[language];
  if (own) return { version: own, language, translated: true };
  const other = otherLanguage(language);
  const version = post.versions[other];
  return version ? { version, language: other, translated: false } : null;
}

/** A post for a list (the news pages, the home page): its summaries without the bodies. */
export function withoutBodies(post: NewsPost): NewsPost {
  const versions: NewsPost["versions"] = {};
  for (const language of languages) {
    const version = post.versions[language];
    if (version) versions[language] = { ...version, bodyHtml: "" };
  }
  return { ...post, versions };
}
