import { type Kysely, sql } from "kysely";
import { isPictureReference } from "#app/content/lists/entry-schema.ts";
import type { ContentImages } from "#app/content/site-content.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";
import type { Database } from "../db/database.ts";
import { readiness, readinessLabels } from "./details.ts";
import { variantsOf } from "./files.ts";
import { findImage, listImages } from "./library.ts";
import { publishedImage } from "./published.ts";
import { withMediaTables } from "./schema.ts";
import { mediaReference } from "./usage.ts";

/*
 * The pictures the pages are rendered with (SiteContent.images): every "media:<id>" the content
 * items hold, turned into what <Picture> needs. A picture deleted or not ready for pages (alt text,
 * people's agreement) is left out, and the page shows its artwork or initials instead.
 */

function references(value: unknown, found: Set<string>) {
  if (typeof value === "string") {
    if (isPictureReference(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) references(entry, found);
  } else if (value && typeof value === "object") {
    for (const entry of Object.values(value)) references(entry, found);
  }
  return found;
}

export async function contentImages(
  db: Kysely<Database>,
  items: Readonly<Record<string, unknown>>,
): Promise<ContentImages> {
  const images: Record<string, PublishedImage> = {};
  for (const reference of references(items, new Set())) {
    const image = await publishedImage(db, reference.slice(mediaReference("").length));
    if (image) images[reference] = image;
  }
  return images;
}

/**
 * Changes whenever a picture's details or files change: the pages are rendered again then, since
 * a replaced picture's files have new names and its alt text may have changed.
 */
export async function mediaStamp(db: Kysely<Database>): Promise<string> {
  const row = await withMediaTables(db)
    .selectFrom("media_images")
    .select([sql<string | null>`max(updated_at)`.as("latest"), sql<number>`count(*)`.as("count")])
    .executeTakeFirst();
  return `${row?.latest ?? ""}/${Number(row?.count ?? 0)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why content may not use the picture `reference` ("media:<id>"), or null when it may. */
export async function pictureRefusal(db: Kysely<Database>, reference: string): Promise<string | null> {
  const image = await findImage(db, reference.slice(mediaReference("").length));
  if (!image) return "That picture is no longer in the media library: choose another, or “No picture”.";
  const missing = readiness(image);
  if (missing.length > 0)
    return `That picture is not ready for pages yet (${missing
      .map((reason) => lowerFirst(readinessLabels[reason]))
      .join("; ")}): complete it in the media library, or choose another.`;
  return null;
}

export type PictureChoice = {
  reference: string;
  label: string;
  thumbnail: { src: string; width: number; height: number };
};

/** The pictures an entry's editor offers: only those ready for pages, newest first. */
export async function pictureChoices(db: Kysely<Database>): Promise<PictureChoice[]> {
  const ready = (await listImages(db)).filter((image) => readiness(image).length === 0);
  const variants = await variantsOf(
    withMediaTables(db),
    ready.map((image) => image.id),
  );
  return ready.flatMap((image) => {
    const webp = (variants.get(image.id) ?? []).filter((variant) => variant.kind === "webp");
    const small = webp[0];
    if (!small) return [];
    return [
      {
        reference: mediaReference(image.id),
        label: image.alt_en || image.file_name,
        thumbnail: { src: `/media/${small.name}`, width: small.width, height: small.height },
      },
    ];
  });
}
