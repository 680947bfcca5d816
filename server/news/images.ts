import type { Kysely } from "kysely";
import type { PublishedImage } from "#app/utils/published-image.ts";
import type { Database } from "../db/database.ts";
import { publishedImage } from "../media/published.ts";
import { mediaIdsIn } from "./markdown.ts";
import { type PostValues } from "./post.ts";
import { publishedPosts } from "./public.ts";

/*
 * The library pictures the posts show (their covers, and "media:<id>" images in their bodies),
 * loaded before the pages are rendered: only pictures ready for pages come back
 * (server/media/published.ts), so a post whose picture is not ready shows none.
 */

/** The media ids one post refers to: its cover and its bodies' images. */
export function postMediaIds(post: PostValues): string[] {
  const cover = /^media:([A-Za-z0-9_-]+)$/.exec(post.cover)?.[1];
  return [...(cover ? [cover] : []), ...mediaIdsIn(post.bodyEn), ...mediaIdsIn(post.bodyTe)];
}

async function readyImages(db: Kysely<Database>, ids: readonly string[]) {
  const images = new Map<string, PublishedImage>();
  for (const id of new Set(ids)) {
    const image = await publishedImage(db, id);
    if (image) images.set(id, image);
  }
  return images;
}

/** The ready pictures one body refers to, by id (the editor's preview as it is typed). */
export const bodyImages = (db: Kysely<Database>, body: string) => readyImages(db, mediaIdsIn(body));

/** Every ready picture some of these posts (or, from content items, the published posts) refer to, by id. */
export const postImages = (db: Kysely<Database>, posts: readonly PostValues[]) =>
  readyImages(db, posts.flatMap(postMediaIds));

/** The pictures of the posts among these content items (every item's latest version, or a preview's). */
export const itemImages = (db: Kysely<Database>, items: Readonly<Record<string, unknown>>) =>
  postImages(db, publishedPosts(items));
