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
import { findImage, uploadImage } from "./library.ts";
import { mediaRoutes } from "./serve.ts";
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

    it("serves a variant uploaded through one instance from another, immutable, typed, with an ETag", async () => {
      const stored = await uploadImage(
        database.handle.db,
        { id: null, email: "meena@example.org" },
        { name: "field.jpg", bytes: await sidewaysPhotoWithGps() },
        new Date(),
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const hash = (await findImage(database.handle.db, stored.id))?.hash;
      const other = await backend.openAgain();
      try {
        for (const app of [appOn(database.handle), appOn(other)]) {
          const response = await app.request(`/media/${hash}-480.webp`);
          expect(response.status).toBe(200);
          expect(response.headers.get("Content-Type")).toBe("image/webp");
          expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
          expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
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

    it("answers 404 for a width not made, the kept original, another name or another hash", async () => {
      const stored = await uploadImage(
        database.handle.db,
        { id: null, email: "meena@example.org" },
        { name: "field.jpg", bytes: await sidewaysPhotoWithGps() },
        new Date(),
      );
      if (stored.status !== "stored") throw new Error(stored.status);
      const hash = (await findImage(database.handle.db, stored.id))?.hash;
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
