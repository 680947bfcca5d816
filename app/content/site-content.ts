import { createContext } from "react-router";
import type { PublishedImage } from "#app/utils/published-image.ts";
import type { FormerNewsSlugs, NewsPost } from "./news-posts.ts";
import type { PublishedDocument } from "./published-documents.ts";
import { defaultSettings, type PublishedSettings } from "./settings/published.ts";

/*
 * The society's published content as the server hands it to the site's React Router build when it
 * renders a page (server/content/pages.ts): the settings, ready for the pages, and every other
 * content item's published data by its key ("texts:home", "list:team"…), parsed but unchecked.
 * Each page reads its items through their kind's one schema, so a value that no longer passes it
 * reads as the code's default. The build prerenders with the defaults: it has no database.
 * `news` is the posts visible when the pages were rendered, newest first (server/news/public.ts), and
 * `formerNewsSlugs` the addresses they had before;
 * `documents` the PDFs published on /transparency (server/documents/).
 */
export type SiteContent = {
  settings: PublishedSettings;
  items: Readonly<Record<string, unknown>>;
  /**
   * Production mode: a list entry still holding the code's flagged stand-in is left out (decision
   * 035). Absent (the build's prerender, the tests) means not production: the stand-ins show.
   */
  production?: boolean;
  news: readonly NewsPost[];
  /**
   * The visible posts' former slugs, each with the post's slug now (server/news/former-addresses.ts).
   * Absent (the build's prerender, the tests) means no post was renamed.
   */
  formerNewsSlugs?: FormerNewsSlugs;
  documents: readonly PublishedDocument[];
  /**
   * The media library pictures the published items refer to ("media:<id>"), resolved by the server
   * when it renders (server/media/content-images.ts); a picture not ready for pages is left out, and
   * the page then shows what it shows without one. Absent in the build's prerender.
   */
  images?: ContentImages;
};

/** Pictures by their reference, "media:<id>". */
export type ContentImages = Readonly<Record<string, PublishedImage>>;

/** The picture an entry's field refers to, when it is one ready for pages. */
export const imageOf = (images: ContentImages | undefined, reference: string | undefined) =>
  reference && images ? images[reference] : undefined;

export const defaultSiteContent: SiteContent = {
  settings: defaultSettings,
  items: {},
  news: [],
  documents: [],
};

/**
 * The server reads this object from the build (app/entry.server.tsx exports it), never from this
 * module: the build holds its own copy, and contexts are matched by identity.
 */
export const siteContentContext = createContext<SiteContent>(defaultSiteContent);

/** One item's published data, or undefined while the society has published none. */
export const publishedItem = (content: SiteContent, key: string): unknown => content.items[key];
