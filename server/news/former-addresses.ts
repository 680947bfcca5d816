import type { Kysely } from "kysely";
import type { FormerNewsSlugs, NewsPost } from "#app/content/news-posts.ts";
import { publishedItems, storedValue, versionsUnder } from "../content/items.ts";
import type { Database } from "../db/database.ts";
import { itemImages } from "./images.ts";
import { postKeyPrefix, postKind, type PostValues } from "./post.ts";
import { visiblePosts } from "./public.ts";

/*
 * The addresses a post had before staff changed it, each with the post's address now, so that
 * /news/<old> and /te/news/<old> lead to it (docs/decisions/075-a-renamed-post-keeps-its-old-address.md).
 * They come from the post's published versions, which keep every address it was published under:
 * nothing more is stored. A post's address now always wins over another post's former one, and of
 * two posts that once had the same address, the later one to have it gets it. Only posts on the
 * site are led to: the former addresses of a post taken off it answer 404, as its own does.
 */

type AddressVersion = { key: string; values: Pick<PostValues, "slug"> };

/**
 * Former slug → current slug, from the posts' versions (oldest first), their latest versions
 * (`items`, by key) and the posts visible now.
 */
export function formerSlugsOf(
  versions: readonly AddressVersion[],
  items: Readonly<Record<string, unknown>>,
  visible: readonly NewsPost[],
): FormerNewsSlugs {
  const onSite = new Set(visible.map((post) => post.slug));
  const slugNow = new Map(
    Object.entries(items)
      .filter(([key]) => key.startsWith(postKeyPrefix))
      .map(([key, data]) => [key, storedValue(postKind, JSON.stringify(data)).slug] as const),
  );
  const former = new Map<string, string>();
  // Oldest first: a later holder of an address replaces an earlier one.
  for (const { key, values } of versions) {
    const target = slugNow.get(key);
    if (values.slug && target && target !== values.slug && onSite.has(target))
      former.set(values.slug, target);
  }
  for (const slug of onSite) former.delete(slug);
  return Object.fromEntries(former);
}

/** The former slugs of the posts visible now (`visible`, from the published `items`). */
export async function formerSlugs(
  db: Kysely<Database>,
  items: Readonly<Record<string, unknown>>,
  visible: readonly NewsPost[],
): Promise<FormerNewsSlugs> {
  return formerSlugsOf(await versionsUnder(db, postKeyPrefix, postKind), items, visible);
}

/** The former slugs as the site leads them now, from the database (the news editor's warning). */
export async function formerSlugsNow(db: Kysely<Database>, at: Date): Promise<FormerNewsSlugs> {
  const items = await publishedItems(db);
  return formerSlugs(db, items, visiblePosts(items, at, await itemImages(db, items)));
}
