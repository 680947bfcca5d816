import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Actor } from "../accounts/audit.ts";
import {
  deleteItem,
  type ItemBase,
  type ItemChange,
  type ItemConflict,
  itemBaseOf,
  type ItemState,
  type RegisteredItem,
  publishItem,
  readItem,
  saveItemDraft,
} from "../content/items.ts";
import { withContentTables } from "../content/schema.ts";
import type { Database } from "../db/database.ts";
import { pictureRefusal } from "../media/content-images.ts";
import { mediaReference } from "../media/usage.ts";
import { mediaIdsIn } from "./markdown.ts";
import {
  postDay,
  type PostField,
  postFieldLabels,
  postKey,
  postKeyPrefix,
  postKind,
  type PostValues,
  slugMaxLength,
} from "./post.ts";

/*
 * News posts, each a content item "news:<id>" (server/content/items.ts): a draft the public never
 * sees, numbered published versions with who and when, audit lines content.news.save_draft and
 * content.news.publish, and the site's revision moved on by every publish so that every instance
 * renders its pages again. A post is visible from its version's publishAt: now, or a time staff
 * scheduled (docs/decisions/041-news-and-documents.md).
 */

export type PostSummary = { id: string; state: ItemState<PostValues> };

const idOf = (key: string) => key.slice(postKeyPrefix.length);

export async function listPosts(db: Kysely<Database>): Promise<PostSummary[]> {
  const rows = await withContentTables(db)
    .selectFrom("content_items")
    .select("key")
    .where("key", "like", `${postKeyPrefix}%`)
    .execute();
  const posts = await Promise.all(
    rows.map(async ({ key }) => ({ id: idOf(key), state: await readItem(db, key, postKind) })),
  );
  // Never published and undated, a post will be dated when it appears: after every post so far.
  const day = (post: PostSummary) =>
    postDay(post.state.draft?.values ?? post.state.published) || "9999-12-31";
  return posts.sort((a, b) => day(b).localeCompare(day(a)) || b.id.localeCompare(a.id));
}

/** One post, or null when no post has this id. */
export async function readPost(db: Kysely<Database>, id: string): Promise<ItemState<PostValues> | null> {
  const exists = await withContentTables(db)
    .selectFrom("content_items")
    .select("key")
    .where("key", "=", postKey(id))
    .executeTakeFirst();
  return exists ? readItem(db, postKey(id), postKind) : null;
}

export const newPostId = () => randomUUID().slice(0, 8);

/** Another post already uses this address (in its draft or its published version). */
async function slugTaken(db: Kysely<Database>, id: string, slug: string) {
  const others = (await listPosts(db)).filter((post) => post.id !== id);
  return others.some(({ state }) => state.published.slug === slug || state.draft?.values.slug === slug);
}

type PostChange = ItemChange<PostValues, PostField>;

/**
 * The posted values with the post's address: an address left empty is made from the title, and when
 * another post has that one already (two posts titled alike) it is numbered: "seed-bank-opens-2".
 * `taken`: an address typed, or every numbered one, is another post's (slugInUse).
 */
async function withAddress(db: Kysely<Database>, id: string, posted: Record<string, unknown>) {
  const checked = postKind.check(posted);
  if (!checked.ok || !(await slugTaken(db, id, checked.values.slug))) return { input: posted, taken: false };
  const typed = typeof posted.slug === "string" && posted.slug.trim() !== "";
  if (typed) return { input: posted, taken: true };
  const made = checked.values.slug;
  for (let number = 2; number < 100; number += 1) {
    const suffix = `-${number}`;
    const slug = `${made.slice(0, slugMaxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await slugTaken(db, id, slug))) return { input: { ...posted, slug }, taken: false };
  }
  return { input: posted, taken: true };
}

/**
 * A publish's pictures, checked as the team's and partners' are (decision 039): the cover and each
 * photo in a text must still be in the media library and ready for pages, or the post would go out
 * without them. A draft may hold them.
 */
async function pictureErrors(db: Kysely<Database>, values: PostValues) {
  const errors: Partial<Record<PostField, string>> = {};
  if (values.cover && (await pictureRefusal(db, values.cover)))
    errors.cover =
      "That photo is no longer in the media library, or not ready for pages: choose another cover, or “No cover photo”.";
  for (const field of ["bodyEn", "bodyTe"] as const)
    for (const id of new Set(mediaIdsIn(values[field])))
      if (await pictureRefusal(db, mediaReference(id)))
        errors[field] =
          "A photo in this text is no longer in the media library, or not ready for pages: take it out, or insert another.";
  return errors;
}

const slugInUse: PostChange = {
  status: "invalid",
  errors: { slug: "Another post already has this address; choose another." },
};

/**
 * `base`: the post as the editor's form was loaded; a change from an older state (someone else saved
 * or took the post off the site meanwhile) is refused as a conflict, and nothing is saved.
 */
type PostInput = { id: string; actor: Actor; input: Record<string, unknown>; now: Date; base?: ItemBase };

export async function savePostDraft(
  db: Kysely<Database>,
  { id, actor, input: posted, now, base }: PostInput,
): Promise<PostChange | ItemConflict> {
  const { input, taken } = await withAddress(db, id, posted);
  if (taken) return slugInUse;
  const current = await readPost(db, id);
  // A draft keeps the published version's time: saving a draft never moves a post's appearance.
  const publishAt = current?.published.publishAt ?? "";
  const change = { key: postKey(id), kind: postKind, actor, input: { ...input, publishAt }, now };
  return base ? saveItemDraft(db, { ...change, base }) : saveItemDraft(db, change);
}

/**
 * Publishes the posted version: visible at `at` (a scheduled time) or, without one, now (a post
 * already visible keeps the time it first appeared, so the list's order and the feed stay put).
 */
export async function publishPost(
  db: Kysely<Database>,
  { id, actor, input: posted, now, at, base }: PostInput & { at?: Date },
): Promise<PostChange | ItemConflict> {
  const { input, taken } = await withAddress(db, id, posted);
  if (taken) return slugInUse;
  const checked = postKind.check(input);
  if (checked.ok) {
    const errors = await pictureErrors(db, checked.values);
    if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  }
  const current = await readPost(db, id);
  const previous = current?.published.publishAt;
  const visibleSince = previous && Date.parse(previous) <= now.getTime() ? previous : now.toISOString();
  const publishAt = at ? at.toISOString() : visibleSince;
  const change = { key: postKey(id), kind: postKind, actor, input: { ...input, publishAt }, now };
  return base ? publishItem(db, { ...change, base }) : publishItem(db, change);
}

/**
 * Takes a post off the site: a new version with the same words and no publication time, so that
 * the next render leaves it out of /news, the home page, the sitemap and the feeds, while staff
 * keep it to edit and publish again (audited content.news.unpublish). A draft in progress stays.
 * "missing" when there is no such post or it is not on the site (nor scheduled).
 */
export async function unpublishPost(
  db: Kysely<Database>,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
): Promise<"unpublished" | "missing" | "changed"> {
  const state = await readPost(db, id);
  if (!state?.version || !state.published.publishAt) return "missing";
  const outcome = await publishItem(db, {
    key: postKey(id),
    kind: postKind,
    actor,
    input: { ...state.published, publishAt: "" },
    now,
    base: itemBaseOf(state),
    withdraw: true,
  });
  return outcome.status === "saved" ? "unpublished" : "changed";
}

/** Deletes a post with its draft and history (audited content.news.delete); false when there was none. */
export const deletePost = (
  db: Kysely<Database>,
  { id, actor, now }: { id: string; actor: Actor; now: Date },
) => deleteItem(db, { key: postKey(id), actor, now });

/**
 * A post as history and preview find it (server/content/registry.ts): named by its title, edited
 * at /staff/news/<id>, previewed on /news; undefined when no post has this key.
 */
export const postItem = {
  prefix: postKeyPrefix,
  async resolve(db: Kysely<Database>, key: string): Promise<RegisteredItem | undefined> {
    const id = idOf(key);
    const state = await readPost(db, id);
    if (!state) return undefined;
    const values = state.draft?.values ?? state.published;
    return {
      key,
      kind: postKind as RegisteredItem["kind"],
      title: `News: ${values.titleEn || values.titleTe || id}`,
      editPath: `/staff/news/${id}`,
      previewPath: "/news",
      label: (path) => postFieldLabels[path as PostField] ?? path,
    };
  },
};
