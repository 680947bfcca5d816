import type { Kysely } from "kysely";
import type { PublishedImage } from "#app/utils/published-image.ts";
import type { Database } from "../db/database.ts";
import { readiness } from "./details.ts";
import { variantsOf } from "./files.ts";
import { findImage } from "./library.ts";
import { withMediaTables } from "./schema.ts";

/*
 * A library picture as a public page receives it (app/components/picture.tsx). Content that refers
 * to "media:<id>" turns it into this when it is published; a picture not ready for pages (alt
 * text missing and not decorative, people shown without their agreement) is none.
 */

export async function publishedImage(
  db: Kysely<Database>,
  mediaId: string,
): Promise<PublishedImage | undefined> {
  const image = await findImage(db, mediaId);
  if (!image || readiness(image).length > 0) return undefined;
  const variants = (await variantsOf(withMediaTables(db), [mediaId])).get(mediaId) ?? [];
  const sources = (kind: "avif" | "webp") =>
    variants
      .filter((variant) => variant.kind === kind)
      .map((variant) => ({ src: `/media/${variant.name}`, width: variant.width }));
  const jpeg = variants.find((variant) => variant.kind === "jpeg");
  if (!jpeg) return undefined;
  return {
    width: jpeg.width,
    height: jpeg.height,
    alt: image.decorative ? null : { en: image.alt_en, te: image.alt_te },
    placeholder: image.placeholder,
    focal: { x: image.focal_x, y: image.focal_y },
    avif: sources("avif"),
    webp: sources("webp"),
    fallback: { src: `/media/${jpeg.name}`, width: jpeg.width },
  };
}
