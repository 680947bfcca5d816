import { describe, expect, it } from "vitest";
import { publishedPageTexts } from "#app/content/texts/published.ts";
import { defaultSiteContent } from "#app/content/site-content.ts";
import { deleteImage, updateDetails, uploadImage } from "../media/library.ts";
import { noisePhoto, transparentLogo } from "../media/testing.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { publishedItems } from "./items.ts";
import { publishSettings, readSettings, saveSettingsDraft } from "./settings.ts";
import { textPage } from "./text-pages.ts";
import { readPageTexts, savePageTexts } from "./texts.ts";

/*
 * A programme page's photos and the society's logo (issue 24): only a picture in the library and
 * ready for pages is accepted, with a message saying why not; a chosen one is published with the
 * page's texts or the settings, and cannot be deleted while they use it.
 */

warnWhenPostgresMissing("the page pictures and logo tests");

const who = {
  actor: { id: null, email: "lakshmi.banners@example.org" },
  now: new Date("2026-11-25T08:00:00Z"),
};
const health = textPage("programs/health");
if (!health) throw new Error("The health programme's texts are missing");

const gone = "media:00000000-0000-4000-8000-000000000000";
const goneMessage = "That picture is no longer in the media library: choose another, or “No picture”.";
const unreadyMessage =
  "That picture is not ready for pages yet (needs alt text (English and Telugu)): complete it in the media library, or choose another.";

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`page pictures and the logo on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    async function upload(bytes: Promise<Buffer>, name: string) {
      const stored = await uploadImage(db(), who.actor, { name, bytes: await bytes }, who.now);
      if (stored.status !== "stored") throw new Error(stored.reason);
      return stored.id;
    }

    const saveBanner = (banner: string, intent: "draft" | "publish" = "draft") =>
      savePageTexts(db(), health, {
        actor: who.actor,
        input: { texts: {}, figures: {}, pictures: { banner } },
        now: who.now,
        intent,
      });

    it("refuses a banner that is not a library picture, is gone, or is not ready, and changes nothing", async () => {
      const before = await readPageTexts(db(), health);
      expect(await saveBanner("https://elsewhere.example/photo.jpg")).toEqual({
        status: "invalid",
        errors: { "picture:banner": "Choose a picture from the media library, or “No picture”." },
      });
      expect(await saveBanner(gone, "publish")).toEqual({
        status: "invalid",
        errors: { "picture:banner": goneMessage },
      });
      const id = await upload(noisePhoto(1280, 720), "sports-day.jpg");
      expect(await saveBanner(`media:${id}`, "publish")).toEqual({
        status: "invalid",
        errors: { "picture:banner": unreadyMessage },
      });
      const after = await readPageTexts(db(), health);
      expect(after.draft).toEqual(before.draft);
      expect(after.version).toEqual(before.version);
    });

    it("publishes a ready banner with the page's texts, ignores a slot the page has not, and keeps the picture while used", async () => {
      const id = await upload(noisePhoto(1280, 720), "health-camp.jpg");
      await updateDetails(
        db(),
        who.actor,
        id,
        { altEn: "A generated health camp", altTe: "ఆరోగ్య శిబిరం చిత్రం" },
        who.now,
      );
      const saved = await savePageTexts(db(), health, {
        actor: who.actor,
        input: { texts: {}, figures: {}, pictures: { banner: `media:${id}`, ceiling: `media:${id}` } },
        now: who.now,
        intent: "publish",
      });
      expect(saved.status).toBe("saved");
      const content = { ...defaultSiteContent, items: await publishedItems(db()) };
      expect(publishedPageTexts(content, "programs/health").pictures).toEqual({ banner: `media:${id}` });
      expect(await deleteImage(db(), who.actor, id, who.now)).toMatchObject({
        status: "in_use",
        uses: [{ item: "texts:programs/health", state: "published" }],
      });
    });

    it("refuses a logo that is gone or not ready with its message, and publishes a ready one", async () => {
      const before = await readSettings(db());
      expect(await publishSettings(db(), who.actor, { logo: gone }, who.now)).toEqual({
        status: "invalid",
        errors: { logo: goneMessage },
      });
      const id = await upload(transparentLogo(), "society-logo.png");
      expect(await saveSettingsDraft(db(), who.actor, { logo: `media:${id}` }, who.now)).toEqual({
        status: "invalid",
        errors: { logo: unreadyMessage },
      });
      expect(await readSettings(db())).toEqual(before);
      await updateDetails(db(), who.actor, id, { decorative: true }, who.now);
      expect(await publishSettings(db(), who.actor, { logo: `media:${id}` }, who.now)).toMatchObject({
        status: "saved",
      });
      expect(await deleteImage(db(), who.actor, id, who.now)).toMatchObject({
        status: "in_use",
        uses: [{ item: "settings", state: "published" }],
      });
    });
  });
}
