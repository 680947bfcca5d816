import { englishPath } from "#app/content/language.ts";
import {
  type FormerNewsSlugs,
  newsListPath,
  newsPageCount,
  type NewsPost,
  newsPostPath,
} from "#app/content/news-posts.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { yearlyFiguresKey } from "#app/content/yearly-figures.ts";
import { postKeyPrefix } from "../news/post.ts";
import { textPage } from "./text-pages.ts";

/*
 * Which pages a publish changes, from what differs between the content the pages were last rendered
 * with and the new content (docs/decisions/033-settings-published-and-pages-regenerated.md): only
 * those are rendered again; every other page keeps its file, bytes and ETag. Pages are named by
 * their English address; each stands for its Telugu twin and both `.data` files.
 * Anything not attributed here renders the whole site: a new kind of item, or a loader that starts
 * reading another page's item, must be added to `itemReaders` (grep the loaders for pageTexts,
 * publishedItem and context.get(siteContentContext)).
 */

/** The pages that read an item, by its key. A "texts:<page>" item not listed reads on its own page. */
export const itemReaders: Readonly<Record<string, readonly string[]>> = {
  // The about page shows the home page's vision and mission (app/routes/about.tsx).
  "texts:home": ["/", "/about"],
  // One module answers both addresses of the rural sports programme (app/routes.ts).
  "texts:programs/sports": ["/programs/sports", "/programs/rural-sports"],
  "list:slides": ["/"],
  "list:team": ["/team"],
  "list:partners": ["/collaborators"],
  [yearlyFiguresKey]: ["/transparency"],
};

/** The documents' list is on the transparency page only. */
const documentReaders = ["/transparency"];

/** What a render must redo: every page, or these pages (English addresses). */
export type Touched = { all: true } | { all: false; pages: ReadonlySet<string> };

export const everything: Touched = { all: true };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The pages an item's key is read by, or null when nothing here knows it. */
function readersOf(key: string): readonly string[] | null {
  const listed = itemReaders[key];
  if (listed) return listed;
  if (key.startsWith("texts:")) {
    const page = textPage(key.slice("texts:".length));
    return page ? [page.path] : null;
  }
  // A post's item reaches the pages through `news` (only posts visible now), compared on its own.
  if (key.startsWith(postKeyPrefix)) return [];
  return null;
}

/**
 * The news pages a change of the visible posts touches: each post added, changed or gone, every
 * list page of either set (a post moves every later one down), the feed, and the home page's
 * latest three.
 */
function newsPages(previous: readonly NewsPost[], next: readonly NewsPost[]) {
  if (same(previous, next)) return [];
  const before = new Map(previous.map((post) => [post.slug, post]));
  const after = new Map(next.map((post) => [post.slug, post]));
  const posts = [...new Set([...before.keys(), ...after.keys()])].filter(
    (slug) => !same(before.get(slug), after.get(slug)),
  );
  const listPages = Math.max(newsPageCount(previous.length), newsPageCount(next.length));
  return [
    "/",
    "/news/feed.xml",
    ...Array.from({ length: listPages }, (_, index) => newsListPath(index + 1)),
    ...posts.map(newsPostPath),
  ];
}

/** A post's former addresses that now lead elsewhere, or nowhere, or lead somewhere for the first time. */
function formerAddressPages(previous: FormerNewsSlugs = {}, next: FormerNewsSlugs = {}) {
  return [...new Set([...Object.keys(previous), ...Object.keys(next)])]
    .filter((slug) => previous[slug] !== next[slug])
    .map(newsPostPath);
}

/** The item keys whose published data names one of these pictures ("media:<id>"). */
function keysShowing(items: Readonly<Record<string, unknown>>, references: readonly string[]) {
  return Object.entries(items)
    .filter(([, data]) => {
      const text = JSON.stringify(data) ?? "";
      return references.some((reference) => text.includes(reference));
    })
    .map(([key]) => key);
}

export function touchedPages(previous: SiteContent, next: SiteContent): Touched {
  // Settings reach every page's header and footer; production mode decides what every page leaves out.
  if (!same(previous.settings, next.settings) || previous.production !== next.production) return everything;
  const changedKeys = [...new Set([...Object.keys(previous.items), ...Object.keys(next.items)])].filter(
    (key) => !same(previous.items[key], next.items[key]),
  );
  const images = { ...previous.images, ...next.images };
  const changedImages = Object.keys(images).filter(
    (reference) => !same(previous.images?.[reference], next.images?.[reference]),
  );
  const keys = [
    ...new Set([
      ...changedKeys,
      ...keysShowing(previous.items, changedImages),
      ...keysShowing(next.items, changedImages),
    ]),
  ];
  const pages = new Set<string>([
    ...newsPages(previous.news, next.news),
    ...formerAddressPages(previous.formerNewsSlugs, next.formerNewsSlugs),
  ]);
  for (const key of keys) {
    const readers = readersOf(key);
    if (!readers) return everything;
    for (const page of readers) pages.add(page);
  }
  if (!same(previous.documents, next.documents)) for (const page of documentReaders) pages.add(page);
  return { all: false, pages };
}

/** The English page a rendered file belongs to: /te/about.data → /about, /_.data and /te → /. */
export function pageOfFile(urlPath: string) {
  const page = urlPath.endsWith(".data") ? urlPath.slice(0, -".data".length) : urlPath;
  return englishPath(page === "/_" ? "/" : page) || "/";
}

export const isTouched = (touched: Touched, urlPath: string) =>
  touched.all || touched.pages.has(pageOfFile(urlPath));
