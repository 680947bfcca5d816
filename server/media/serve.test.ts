import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { loadSite, type Site } from "../site.ts";
import { apiNotUnderTest } from "../testing/app.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { findImage, updateDetails, uploadImage } from "./library.ts";
import { answerPicture, mediaRoutes } from "./serve.ts";
import { sidewaysPhotoWithGps } from "./testing.ts";

warnWhenPostgresMissing("serving the media library");

let site: Site;
let siteDir: string;
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), "media-site-"));
  await mkdir(path.join(siteDir, "404"));
  await writeFile(path.join(siteDir, "404", "index.html"), "<h1>Not found</h1>");
  site = await loadSite(siteDir, "/404");
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const appOn = (handle: DatabaseHandle) =>
  createApp({ site, ...apiNotUnderTest, media: mediaRoutes(handle.db) });

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`/media on ${backend.name}`, () => {
    const database = databasePerTest(backend);

    const meena = { id: null, email: "meena@example.org" };

    /** A photo of people, uploaded, given its alt text and their agreement: ready for pages. */
    async function readyPhoto() {
      const stored = await uploadImage(
        database.handle.db,
        meena,
        { name: "field.jpg", bytes: await sidewaysPhotoWithGps() },
        new Date(),
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const details = {
        altEn: "Farmers in a field",
        altTe: "పొలంలో రైతులు",
        showsPeople: true,
        peopleAgreed: true,
      };
      await updateDetails(database.handle.db, meena, stored.id, details, new Date());
      return { id: stored.id, hash: (await findImage(database.handle.db, stored.id))?.hash };
    }

    it("serves a variant uploaded through one instance from another, for a day, typed, with an ETag", async () => {
      const { hash } = await readyPhoto();
      const other = await backend.openAgain();
      try {
        for (const app of [appOn(database.handle), appOn(other)]) {
          const response = await app.request(`/media/${hash}-480.webp`);
          expect(response.status).toBe(200);
          expect(response.headers.get("Content-Type")).toBe("image/webp");
          expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
          expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
          // A feed reader or another site may show a published photo.
          expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
          expect(response.headers.get("ETag")).toBe(`"${hash}-480.webp"`);
          const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 480, 720]);

          const again = await app.request(`/media/${hash}-480.webp`, {
            headers: { "If-None-Match": `"${hash}-480.webp"` },
          });
          expect(again.status).toBe(304);
          expect(await again.text()).toBe("");
          expect((await app.request(`/media/${hash}-768.jpg`)).headers.get("Content-Type")).toBe(
            "image/jpeg",
          );
          expect((await app.request(`/media/${hash}-640.avif`)).headers.get("Content-Type")).toBe(
            "image/avif",
          );
        }
      } finally {
        await other.close();
      }
    });

    it("stops serving a picture to the public once its people's agreement is withdrawn, a browser's copy included", async () => {
      const { id, hash } = await readyPhoto();
      const app = appOn(database.handle);
      const name = `${hash}-480.webp`;
      expect((await app.request(`/media/${name}`)).status).toBe(200);
      await updateDetails(database.handle.db, meena, id, { peopleAgreed: false }, new Date());
      for (const headers of [{}, { "If-None-Match": `"${name}"` }] as Record<string, string>[]) {
        const refused = await app.request(`/media/${name}`, { headers });
        expect(refused.status).toBe(404);
        expect(refused.headers.get("Cache-Control")).toBe("no-store");
      }
      // Staff still see it in the library, privately.
      const forStaff = await answerPicture(database.handle.db, name, new Request("http://x/"), "staff");
      expect(forStaff.status).toBe(200);
      expect(forStaff.headers.get("Cache-Control")).toBe("private, max-age=3600");
    });

    it("does not serve a picture to the public before it has its alt text", async () => {
      const stored = await uploadImage(
        database.handle.db,
        meena,
        { name: "field.jpg", bytes: await sidewaysPhotoWithGps() },
        new Date(),
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const name = `${(await findImage(database.handle.db, stored.id))?.hash}-480.webp`;
      expect((await appOn(database.handle).request(`/media/${name}`)).status).toBe(404);
      expect((await answerPicture(database.handle.db, name, new Request("http://x/"), "staff")).status).toBe(
        200,
      );
    });

    it("answers 404 for a width not made, the kept original, another name or another hash", async () => {
      const { hash } = await readyPhoto();
      const app = appOn(database.handle);
      for (const name of [
        `${hash}-1920.webp`,
        `${hash}-original.jpg`,
        `${hash}-480.png`,
        "0123456789abcdef-480.webp",
        `${hash}-480.webp.html`,
        "..%2f..%2fsubmissions.db",
      ])
        expect((await app.request(`/media/${name}`)).status, name).toBe(404);
    });
  });
}
