import type { Kysely } from "kysely";
import type { ProcessedImage } from "./process.ts";
import type { MediaDatabase, MediaFileKind } from "./schema.ts";

/*
 * Where an image's files are kept: the database every instance shares. The library reaches them
 * only through these three functions, so that an S3-compatible store could take their place
 * (docs/decisions/039-media-in-the-database.md): `putFiles` would upload before the details'
 * transaction commits, `removeFiles` delete after it has, and `readServedFile` fetch by name.
 */

export type ServedFile = { name: string; contentType: string; bytes: Uint8Array };

/** The served files' kinds; the kept original is never served. */
const servedKinds: readonly MediaFileKind[] = ["avif", "webp", "jpeg"];

export const fileName = (hash: string, file: { width: number; extension: string }, kind: MediaFileKind) =>
  kind === "original" ? `${hash}-original.${file.extension}` : `${hash}-${file.width}.${file.extension}`;

/** Stores an image's original and variants, inside the caller's transaction. */
export async function putFiles(
  trx: Kysely<MediaDatabase>,
  mediaId: string,
  hash: string,
  image: ProcessedImage,
) {
  const rows = [image.original, ...image.variants].map((file) => ({
    name: fileName(hash, file, file.kind),
    media_id: mediaId,
    kind: file.kind,
    width: file.width,
    height: file.height,
    content_type: file.contentType,
    size: file.bytes.length,
    bytes: file.bytes,
  }));
  // One row at a time: a statement holding every variant's bytes would be one very large parameter list.
  for (const row of rows) await trx.insertInto("media_files").values(row).execute();
}

/** Removes an image's files, inside the caller's transaction. */
export async function removeFiles(trx: Kysely<MediaDatabase>, mediaId: string) {
  await trx.deleteFrom("media_files").where("media_id", "=", mediaId).execute();
}

/** A served file by its name (`<hash>-<width>.<ext>`), or undefined. */
export async function readServedFile(
  db: Kysely<MediaDatabase>,
  name: string,
): Promise<ServedFile | undefined> {
  const row = await db
    .selectFrom("media_files")
    .select(["name", "content_type", "bytes"])
    .where("name", "=", name)
    .where("kind", "in", servedKinds)
    .executeTakeFirst();
  return row ? { name: row.name, contentType: row.content_type, bytes: row.bytes } : undefined;
}

export type VariantSummary = {
  name: string;
  kind: MediaFileKind;
  width: number;
  height: number;
  size: number;
};

/** The served files of some images, without their bytes, by image id. */
export async function variantsOf(db: Kysely<MediaDatabase>, mediaIds: readonly string[]) {
  const byImage = new Map<string, VariantSummary[]>();
  if (mediaIds.length === 0) return byImage;
  const rows = await db
    .selectFrom("media_files")
    .select(["media_id", "name", "kind", "width", "height", "size"])
    .where("media_id", "in", mediaIds)
    .where("kind", "in", servedKinds)
    .orderBy("width")
    .execute();
  for (const { media_id, ...row } of rows) byImage.set(media_id, [...(byImage.get(media_id) ?? []), row]);
  return byImage;
}
