import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withContentTables } from "../content/schema.ts";
import { auditLog } from "../staff/testing.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { refusals } from "./check.ts";
import { readServedFile } from "./files.ts";
import { deleteImage, findImage, listImages, replaceImage, updateDetails, uploadImage } from "./library.ts";
import { withMediaTables } from "./schema.ts";
import {
  heicStart,
  pixelBombPng,
  sidewaysPhotoWithGps,
  svgWithScript,
  textFile,
  transparentLogo,
  truncatedJpeg,
} from "./testing.ts";
import { publishedImage } from "./published.ts";
import { mediaUsage } from "./usage.ts";

warnWhenPostgresMissing("the media library tests");

const meena = { id: null, email: "meena@example.org" };
const now = new Date("2026-11-25T06:00:00.000Z");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the media library on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;
    const files = (mediaId: string) =>
      withMediaTables(db())
        .selectFrom("media_files")
        .select(["name", "kind", "width", "height", "content_type", "bytes"])
        .where("media_id", "=", mediaId)
        .orderBy("name")
        .execute();
    const counts = async () => ({
      images: (await withMediaTables(db()).selectFrom("media_images").select("id").execute()).length,
      files: (await withMediaTables(db()).selectFrom("media_files").select("name").execute()).length,
    });

    it("turns a sideways phone photo upright and keeps no EXIF or GPS in any file", async () => {
      const photo = await sidewaysPhotoWithGps();
      expect((await exifr.gps(photo))?.latitude).toBeCloseTo(19.667, 2);

      const result = await uploadImage(db(), meena, { name: "C:\\phone\\IMG_2031.jpg", bytes: photo }, now);
      if (result.status !== "stored") throw new Error(result.status);
      const image = await findImage(db(), result.id);
      expect(image).toMatchObject({ width: 800, height: 1200, file_name: "IMG_2031.jpg", decorative: 0 });
      expect(image?.placeholder).toMatch(/^data:image\/webp;base64,/);

      const stored = await files(result.id);
      expect(stored.map(({ kind, width, height }) => `${kind} ${width}x${height}`).sort()).toEqual(
        [
          "avif 320x480",
          "avif 480x720",
          "avif 640x960",
          "avif 768x1152",
          "jpeg 768x1152",
          "original 800x1200",
          "webp 320x480",
          "webp 480x720",
          "webp 640x960",
          "webp 768x1152",
        ].sort(),
      );
      for (const file of stored) {
        const bytes = Buffer.from(file.bytes);
        // exifr reads the JPEGs; for AVIF and WebP (which it does not read), libvips' reading of the container.
        if (file.content_type === "image/jpeg")
          expect(
            await exifr.parse(bytes, { tiff: true, gps: true, xmp: true, iptc: true }),
            file.name,
          ).toBeUndefined();
        const metadata = await sharp(bytes).metadata();
        expect([metadata.exif, metadata.xmp, metadata.iptc], file.name).toEqual([
          undefined,
          undefined,
          undefined,
        ]);
        expect(metadata.orientation ?? 1, file.name).toBe(1);
        expect({ avif: "heif", webp: "webp", jpeg: "jpeg", original: "jpeg" }[file.kind]).toBe(
          metadata.format,
        );
      }
      // Upright: the red block of the stored top-left corner is now top-right.
      const jpeg = stored.find((file) => file.kind === "jpeg");
      const { data, info } = await sharp(Buffer.from(jpeg?.bytes ?? []))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(info.width - 10, 10)[0]).toBeGreaterThan(180);
      expect(pixel(10, 10)[0]).toBeLessThan(120);

      const served = await readServedFile(withMediaTables(db()), `${image?.hash}-640.avif`);
      expect(served?.contentType).toBe("image/avif");
      expect(await readServedFile(withMediaTables(db()), `${image?.hash}-original.jpg`)).toBeUndefined();
      expect(await auditLog(database.handle)).toEqual([
        { staff_user_id: null, staff_email: "meena@example.org", action: "media.upload", subject: result.id },
      ]);
    });

    it("refuses a text file named .jpg, a truncated JPEG, a pixel bomb, an SVG and a HEIC photo, keeping nothing", async () => {
      const refused = async (name: string, bytes: Uint8Array) => {
        const result = await uploadImage(db(), meena, { name, bytes }, now);
        return result.status === "refused" ? result.reason : result.status;
      };
      expect(await refused("minutes.jpg", textFile())).toBe(refusals.unknown);
      expect(await refused("cut.jpg", await truncatedJpeg())).toBe(refusals.broken);
      expect(await refused("bomb.png", pixelBombPng())).toBe(refusals.tooManyPixels(400));
      expect(await refused("logo.svg", svgWithScript())).toBe(refusals.svg);
      expect(await refused("IMG_0001.HEIC", heicStart())).toBe(refusals.heic);
      expect(await refused("big.jpg", new Uint8Array(25 * 1024 * 1024 + 1))).toBe(refusals.tooLarge);
      expect(await counts()).toEqual({ images: 0, files: 0 });
      expect(await auditLog(database.handle)).toEqual([]);
    });

    it("keeps a logo's transparency in AVIF and WebP, and puts the JPEG fallback on white", async () => {
      const result = await uploadImage(
        db(),
        meena,
        { name: "partner.png", bytes: await transparentLogo() },
        now,
      );
      if (result.status !== "stored") throw new Error(result.status);
      const stored = await files(result.id);
      const webp = await sharp(
        Buffer.from(stored.find((file) => file.kind === "webp")?.bytes ?? []),
      ).metadata();
      const jpeg = await sharp(
        Buffer.from(stored.find((file) => file.kind === "jpeg")?.bytes ?? []),
      ).metadata();
      expect(webp.hasAlpha).toBe(true);
      expect(jpeg.hasAlpha).toBe(false);
      expect(stored.map((file) => file.width)).not.toContain(480);
    });

    it("replaces the picture under the same id with new names, and edits details with an audit line", async () => {
      const first = await uploadImage(
        db(),
        meena,
        { name: "a.jpg", bytes: await sidewaysPhotoWithGps() },
        now,
      );
      if (first.status !== "stored") throw new Error(first.status);
      const before = await findImage(db(), first.id);
      expect(
        await updateDetails(
          db(),
          meena,
          first.id,
          {
            altEn: "Women at a seed fair",
            altTe: "విత్తన మేళాలో మహిళలు",
            caption: "",
            credit: "DRDS",
            decorative: false,
            showsPeople: true,
            peopleAgreed: true,
          },
          now,
        ),
      ).toBe(true);
      expect(await updateDetails(db(), meena, first.id, { focal: { x: 0.25, y: 0.75 } }, now)).toBe(true);

      const replaced = await replaceImage(
        db(),
        meena,
        first.id,
        { name: "b.png", bytes: await transparentLogo() },
        now,
      );
      expect(replaced).toEqual({ status: "stored", id: first.id });
      const after = await findImage(db(), first.id);
      expect(after).toMatchObject({
        width: 400,
        height: 200,
        file_name: "b.png",
        alt_en: "Women at a seed fair",
        focal_x: 0.25,
        focal_y: 0.75,
        people_agreed: 1,
      });
      expect(after?.hash).not.toBe(before?.hash);
      expect(await readServedFile(withMediaTables(db()), `${before?.hash}-320.webp`)).toBeUndefined();
      expect(await readServedFile(withMediaTables(db()), `${after?.hash}-320.webp`)).toBeDefined();

      // A refused replacement changes nothing.
      const refused = await replaceImage(
        db(),
        meena,
        first.id,
        { name: "c.svg", bytes: svgWithScript() },
        now,
      );
      expect(refused).toEqual({ status: "refused", reason: refusals.svg });
      expect((await findImage(db(), first.id))?.hash).toBe(after?.hash);

      expect((await auditLog(database.handle)).map((line) => line.action)).toEqual([
        "media.upload",
        "media.edit",
        "media.focal_point",
        "media.replace",
      ]);
      expect((await listImages(db(), "SEED fair")).map((image) => image.id)).toEqual([first.id]);
      expect(await publishedImage(db(), first.id)).toMatchObject({
        width: 320,
        height: 160,
        alt: { en: "Women at a seed fair", te: "విత్తన మేళాలో మహిళలు" },
        focal: { x: 0.25, y: 0.75 },
        webp: [{ src: `/media/${after?.hash}-320.webp`, width: 320 }],
        fallback: { src: `/media/${after?.hash}-320.jpg`, width: 320 },
      });
      // Not for pages while the people shown have not agreed.
      await updateDetails(db(), meena, first.id, { peopleAgreed: false }, now);
      expect(await publishedImage(db(), first.id)).toBeUndefined();
      expect(await listImages(db(), "100%_")).toEqual([]);
    });

    it("refuses to delete an image a draft or the latest published content uses, naming them", async () => {
      const stored = await uploadImage(
        db(),
        meena,
        { name: "slide.jpg", bytes: await sidewaysPhotoWithGps() },
        now,
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const content = withContentTables(db());
      const reference = `media:${stored.id}`;
      await content
        .insertInto("content_items")
        .values({
          key: "slides",
          draft: JSON.stringify({ slides: [{ photo: reference }] }),
          draft_saved_at: now.toISOString(),
          draft_saved_by: "meena@example.org",
        })
        .execute();
      await content
        .insertInto("content_versions")
        .values([
          {
            id: "v1",
            item_key: "team",
            version: 1,
            data: JSON.stringify({ members: [{ photo: reference }] }),
            published_at: now.toISOString(),
            published_by: "meena@example.org",
          },
          {
            id: "v2",
            item_key: "team",
            version: 2,
            data: JSON.stringify({ members: [{ photo: reference, name: "x" }] }),
            published_at: now.toISOString(),
            published_by: "meena@example.org",
          },
          // An older version is history: it no longer counts once a later one drops the picture.
          {
            id: "v3",
            item_key: "partners",
            version: 1,
            data: JSON.stringify({ logo: reference }),
            published_at: now.toISOString(),
            published_by: "meena@example.org",
          },
          {
            id: "v4",
            item_key: "partners",
            version: 2,
            data: JSON.stringify({ logo: null, note: `${reference}-not-this` }),
            published_at: now.toISOString(),
            published_by: "meena@example.org",
          },
        ])
        .execute();

      expect(await mediaUsage(db(), stored.id)).toEqual([
        { item: "slides", state: "draft" },
        { item: "team", state: "published" },
      ]);
      expect(await deleteImage(db(), meena, stored.id, now)).toEqual({
        status: "in_use",
        uses: [
          { item: "slides", state: "draft" },
          { item: "team", state: "published" },
        ],
      });
      expect(await counts()).toMatchObject({ images: 1 });

      await content
        .updateTable("content_items")
        .set({ draft: JSON.stringify({ slides: [] }) })
        .execute();
      await content.deleteFrom("content_versions").where("item_key", "=", "team").execute();
      expect(await deleteImage(db(), meena, stored.id, now)).toEqual({ status: "deleted" });
      expect(await counts()).toEqual({ images: 0, files: 0 });
      expect((await auditLog(database.handle)).map((line) => line.action)).toEqual([
        "media.upload",
        "media.delete",
      ]);
    });

    it("counts a picture a news post shows, as its cover or as an image in its text, but not one only mentioned", async () => {
      const stored = await uploadImage(
        db(),
        meena,
        { name: "well.jpg", bytes: await sidewaysPhotoWithGps() },
        now,
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const reference = `media:${stored.id}`;
      const version = (id: string, key: string, data: object) => ({
        id,
        item_key: key,
        version: 1,
        data: JSON.stringify(data),
        published_at: now.toISOString(),
        published_by: "meena@example.org",
      });
      await withContentTables(db())
        .insertInto("content_versions")
        .values([
          version("n1", "news:body", { bodyEn: `The well.\n\n![The new well](${reference})\n\nThanks.` }),
          version("n2", "news:cover", { cover: reference, bodyEn: "Text" }),
          version("n3", "news:mention", {
            bodyEn: `Look up ${reference} later; ![x](${reference}0) is another.`,
          }),
        ])
        .execute();
      expect(await mediaUsage(db(), stored.id)).toEqual([
        { item: "news:body", state: "published" },
        { item: "news:cover", state: "published" },
      ]);
      expect(await deleteImage(db(), meena, stored.id, now)).toMatchObject({ status: "in_use" });

      // Both posts taken off the site (their latest versions have no publication time): no page shows the picture.
      await withContentTables(db())
        .insertInto("content_versions")
        .values([
          {
            ...version("n4", "news:body", { bodyEn: `![The new well](${reference})`, publishAt: "" }),
            version: 2,
          },
          { ...version("n5", "news:cover", { cover: reference, publishAt: "" }), version: 2 },
        ])
        .execute();
      expect(await mediaUsage(db(), stored.id)).toEqual([]);
      expect(await deleteImage(db(), meena, stored.id, now)).toEqual({ status: "deleted" });
    });
  });
}
