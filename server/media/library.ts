import { createHash, randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
import { checkUpload, refusals } from "./check.ts";
import type { MediaDetails } from "./details.ts";
import { putFiles, removeFiles } from "./files.ts";
import { type ProcessedImage, processImage } from "./process.ts";
import { type MediaImagesTable, withMediaTables } from "./schema.ts";
import { type MediaUse, mediaUsage } from "./usage.ts";

/*
 * The media library's operations: upload, replace, edit, delete, list. Each checks first, then
 * writes the image's row, its files and the audit line in one transaction: a refused or failed
 * upload leaves nothing behind, and a replaced image keeps its id (so every "media:<id>" in the
 * content follows) with new files under a new hash (so no browser keeps the old picture).
 */

export type MediaImage = MediaImagesTable;

export type UploadResult = { status: "stored"; id: string } | { status: "refused"; reason: string };

const media = (db: Kysely<Database>) => withMediaTables(db);

/** 16 hex digits of SHA-256 over the id and the kept original: new bytes, new names. */
const hashOf = (id: string, image: ProcessedImage) =>
  createHash("sha256").update(id).update(image.original.bytes).digest("hex").slice(0, 16);

/** Checks and processes an upload; a picture damaged past its header is refused here. */
async function prepare(bytes: Uint8Array): Promise<{ image: ProcessedImage } | { reason: string }> {
  const check = await checkUpload(bytes);
  if (!check.ok) return { reason: check.reason };
  try {
    return { image: await processImage(bytes, check.type) };
  } catch {
    return { reason: refusals.broken };
  }
}

/** Where an upload's name is kept: the name only, without folders, at most 200 characters. */
const cleanFileName = (name: string) => (name.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "picture";

export async function uploadImage(
  db: Kysely<Database>,
  actor: Actor,
  upload: { name: string; bytes: Uint8Array },
  now: Date,
): Promise<UploadResult> {
  const prepared = await prepare(upload.bytes);
  if ("reason" in prepared) return { status: "refused", reason: prepared.reason };
  const { image } = prepared;
  const id = randomUUID();
  const hash = hashOf(id, image);
  await db.transaction().execute(async (trx) => {
    await media(trx)
      .insertInto("media_images")
      .values({
        id,
        hash,
        file_name: cleanFileName(upload.name),
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        alt_en: "",
        alt_te: "",
        caption: "",
        credit: "",
        decorative: 0,
        shows_people: 0,
        people_agreed: 0,
        focal_x: 0.5,
        focal_y: 0.5,
        created_at: now.toISOString(),
        created_by: actor.email,
        updated_at: now.toISOString(),
        updated_by: actor.email,
      })
      .execute();
    await putFiles(media(trx), id, hash, image);
    await recordAudit(withStaffTables(trx), actor, "media.upload", id, now);
  });
  return { status: "stored", id };
}

/** A new picture for an image that keeps its id, details and focal point; the old files go. */
export async function replaceImage(
  db: Kysely<Database>,
  actor: Actor,
  mediaId: string,
  upload: { name: string; bytes: Uint8Array },
  now: Date,
): Promise<UploadResult | { status: "missing" }> {
  if (!(await findImage(db, mediaId))) return { status: "missing" };
  const prepared = await prepare(upload.bytes);
  if ("reason" in prepared) return { status: "refused", reason: prepared.reason };
  const { image } = prepared;
  const hash = hashOf(mediaId, image);
  const replaced = await db.transaction().execute(async (trx) => {
    const updated = await media(trx)
      .updateTable("media_images")
      .set({
        hash,
        file_name: cleanFileName(upload.name),
        width: image.width,
        height: image.height,
        placeholder: image.placeholder,
        updated_at: now.toISOString(),
        updated_by: actor.email,
      })
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await removeFiles(media(trx), mediaId);
    await putFiles(media(trx), mediaId, hash, image);
    await recordAudit(withStaffTables(trx), actor, "media.replace", mediaId, now);
    return true;
  });
  return replaced ? { status: "stored", id: mediaId } : { status: "missing" };
}

export async function updateDetails(
  db: Kysely<Database>,
  actor: Actor,
  mediaId: string,
  details: Partial<MediaDetails> & { focal?: { x: number; y: number } },
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await media(trx)
      .updateTable("media_images")
      .set({
        ...(details.altEn === undefined ? {} : { alt_en: details.altEn }),
        ...(details.altTe === undefined ? {} : { alt_te: details.altTe }),
        ...(details.caption === undefined ? {} : { caption: details.caption }),
        ...(details.credit === undefined ? {} : { credit: details.credit }),
        ...(details.decorative === undefined ? {} : { decorative: details.decorative ? 1 : 0 }),
        ...(details.showsPeople === undefined ? {} : { shows_people: details.showsPeople ? 1 : 0 }),
        ...(details.peopleAgreed === undefined ? {} : { people_agreed: details.peopleAgreed ? 1 : 0 }),
        ...(details.focal ? { focal_x: details.focal.x, focal_y: details.focal.y } : {}),
        updated_at: now.toISOString(),
        updated_by: actor.email,
      })
      .where("id", "=", mediaId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await recordAudit(
      withStaffTables(trx),
      actor,
      details.focal ? "media.focal_point" : "media.edit",
      mediaId,
      now,
    );
    return true;
  });
}

export type DeleteResult =
  { status: "deleted" } | { status: "missing" } | { status: "in_use"; uses: MediaUse[] };

/** Deletes an image and its files, unless content still refers to it. */
export async function deleteImage(
  db: Kysely<Database>,
  actor: Actor,
  mediaId: string,
  now: Date,
): Promise<DeleteResult> {
  return db.transaction().execute(async (trx) => {
    const uses = await mediaUsage(trx, mediaId);
    if (uses.length > 0) return { status: "in_use", uses };
    await removeFiles(media(trx), mediaId);
    const deleted = await media(trx).deleteFrom("media_images").where("id", "=", mediaId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) return { status: "missing" };
    await recordAudit(withStaffTables(trx), actor, "media.delete", mediaId, now);
    return { status: "deleted" };
  });
}

export async function findImage(db: Kysely<Database>, mediaId: string): Promise<MediaImage | undefined> {
  return media(db).selectFrom("media_images").selectAll().where("id", "=", mediaId).executeTakeFirst();
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The library, newest first; a search looks in the name, alt texts, caption and credit, in any case. */
export async function listImages(db: Kysely<Database>, search = "", limit = 200) {
  const terms = search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let query = media(db).selectFrom("media_images").selectAll();
  for (const term of terms) {
    const pattern = `%${likeLiteral(term)}%`;
    query = query.where(
      sql<boolean>`lower(file_name || ' ' || alt_en || ' ' || alt_te || ' ' || caption || ' ' || credit) like ${pattern} escape '\\'`,
    );
  }
  return query.orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}
