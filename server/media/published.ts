import type { Kysely } from "kysely";
import type { PublishedImage } from "#app/utils/published-image.ts";
import type { Database } from "../db/database.ts";
import { readiness } from "./details.ts";
import { variantsOf } from "./files.ts";
import { findImage, listImages } from "./library.ts";
import { withMediaTables } from "./schema.ts";
import { mediaReference } from "./usage.ts";

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

/** A picture staff may choose for a page: its reference, alt text and a small WebP to recognise it. */
export type ReadyPicture = {
  reference: string;
  fileName: string;
  altEn: string;
  altTe: string;
  thumbnail: { src: string; width: number; height: number } | null;
};

/** The library's pictures ready for pages, newest first: what a chooser (a post's cover) offers. */
export async function readyPictures(db: Kysely<Database>, limit = 200): Promise<ReadyPicture[]> {
  const images = (await listImages(db, "", limit)).filter((image) => readiness(image).length === 0);
  const variants = await variantsOf(
    withMediaTables(db),
    images.map((image) => image.id),
  );
  return images.map((image) => {
    const webp = (variants.get(image.id) ?? []).filter((variant) => variant.kind === "webp");
    const small = webp.filter((variant) => variant.width <= 320).at(-1) ?? webp[0];
    return {
      reference: mediaReference(image.id),
      fileName: image.file_name,
      altEn: image.alt_en,
      altTe: image.alt_te,
      thumbnail: small ? { src: `/media/${small.name}`, width: small.width, height: small.height } : null,
    };
  });
}
