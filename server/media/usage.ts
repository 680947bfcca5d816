import { type Kysely, sql } from "kysely";
import type { Database } from "../db/database.ts";
import { withContentTables } from "../content/schema.ts";

/*
 * Which content uses an image. Content refers to an image by the string "media:<id>" anywhere in
 * an item's JSON (a slide's photo, a team member's, a partner's logo), so every list that stores
 * that reference is covered without this module knowing its shape; a text (a news post's Markdown
 * body) uses it as an image, `![…](media:<id>)`. What counts is each item's draft
 * and its latest published version, unless that took a post off the site: older versions are
 * history, no page shows them.
 */

export const mediaReference = (mediaId: string) => `media:${mediaId}`;

export type MediaUse = { item: string; state: "published" | "draft" };

/** A Markdown image at the reference, inside a longer text; the id must end there (no longer id). */
const imageIn = (text: string, reference: string) =>
  new RegExp(`\\]\\(\\s*<?${reference.replace(/[^\w:-]/g, "\\$&")}(?![A-Za-z0-9_-])`).test(text);

function holds(value: unknown, reference: string): boolean {
  if (value === reference) return true;
  if (typeof value === "string") return imageIn(value, reference);
  if (Array.isArray(value)) return value.some((entry) => holds(entry, reference));
  if (value && typeof value === "object")
    return Object.values(value).some((entry) => holds(entry, reference));
  return false;
}

/** A stored item's JSON, or undefined when it is none. */
function parsed(json: string | null): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** A news post's version taken off the site (no publication time): no page shows what it holds. */
const offTheSite = (data: unknown) =>
  typeof data === "object" && data !== null && "publishAt" in data && data.publishAt === "";

/** Every content item whose draft or latest published version refers to the image, in key order. */
export async function mediaUsage(db: Kysely<Database>, mediaId: string): Promise<MediaUse[]> {
  const content = withContentTables(db);
  // A text search narrows the rows (the id is hex and dashes: nothing LIKE or a pattern treats
  // specially); reading the JSON decides, so that "media:<id>" merely mentioned in a text does not count.
  const pattern = `%${mediaReference(mediaId)}%`;
  const drafts = await content
    .selectFrom("content_items")
    .select(["key", "draft"])
    .where("draft", "like", pattern)
    .execute();
  const published = await content
    .selectFrom("content_versions as v")
    .select(["v.item_key", "v.data"])
    .where("v.data", "like", pattern)
    .where(
      "v.version",
      "=",
      sql<number>`(select max(latest.version) from content_versions latest where latest.item_key = v.item_key)`,
    )
    .execute();
  const reference = mediaReference(mediaId);
  return [
    ...published
      .filter((row) => {
        const data = parsed(row.data);
        return holds(data, reference) && !offTheSite(data);
      })
      .map((row) => ({ item: row.item_key, state: "published" as const })),
    ...drafts
      .filter((row) => holds(parsed(row.draft), reference))
      .map((row) => ({ item: row.key, state: "draft" as const })),
  ].sort((a, b) => a.item.localeCompare(b.item) || a.state.localeCompare(b.state));
}
