import { describe, expect, it } from "vitest";
import { slidesIn } from "#app/content/lists/slides.ts";
import { teamPageData } from "#app/content/lists/team.ts";
import { contentImages } from "../media/content-images.ts";
import { deleteImage, updateDetails, uploadImage } from "../media/library.ts";
import { noisePhoto } from "../media/testing.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { publishedItems } from "./items.ts";
import { publishList, readList, saveEntry } from "./lists.ts";

/*
 * A team member's photo, a partner's logo or a slide's photo from the media library (issue 24): only
 * a picture ready for pages is accepted, the pages get its files and alt text, and a picture an
 * entry uses cannot be deleted.
 */

warnWhenPostgresMissing("the lists' pictures tests");

const who = {
  actor: { id: null, email: "kavya.pictures@example.org" },
  now: new Date("2026-11-25T07:00:00Z"),
};

const member = (image: string) => ({
  en: {
    name: "Kavya Reddy",
    role: "Seed Keeper",
    experience: "Eight years",
    biography: "Keeps millet seed.",
  },
  te: { name: "కావ్య రెడ్డి" },
  common: { image },
});

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`the lists' pictures on ${backend.name}`, () => {
    const database = databasePerTest(backend);
    const db = () => database.handle.db;

    async function upload() {
      const stored = await uploadImage(
        db(),
        who.actor,
        { name: "seed-store.jpg", bytes: await noisePhoto(800, 1000) },
        who.now,
      );
      if (stored.status !== "stored") throw new Error(stored.reason);
      return stored.id;
    }

    it("refuses a picture that is not in the library, or not ready for pages, with its message, and changes nothing", async () => {
      const before = await readList(db(), "team");
      const gone = await saveEntry(
        db(),
        "team",
        who,
        null,
        member("media:00000000-0000-4000-8000-000000000000"),
      );
      expect(gone).toEqual({
        status: "invalid",
        errors: {
          "common.image": "That picture is no longer in the media library: choose another, or “No picture”.",
        },
      });
      const id = await upload();
      const unready = await saveEntry(db(), "team", who, null, member(`media:${id}`));
      expect(unready).toEqual({
        status: "invalid",
        errors: {
          "common.image":
            "That picture is not ready for pages yet (needs alt text (English and Telugu)): complete it in the media library, or choose another.",
        },
      });
      expect(await saveEntry(db(), "team", who, null, member("/etc/passwd"))).toMatchObject({
        status: "invalid",
        errors: { "common.image": "Choose a picture from the media library, or “No picture”." },
      });
      expect((await readList(db(), "team")).working).toEqual(before.working);
    });

    it("hands the pages a ready picture's files and alt text in each language, and keeps it while used", async () => {
      const id = await upload();
      await updateDetails(
        db(),
        who.actor,
        id,
        { altEn: "Millet seed in clay pots", altTe: "మట్టి కుండల్లో చిరుధాన్యాల విత్తనాలు", focal: { x: 0.3, y: 0.2 } },
        who.now,
      );
      const saved = await saveEntry(db(), "team", who, null, member(`media:${id}`));
      expect(saved.status).toBe("saved");
      await saveEntry(db(), "slides", who, "water", {
        en: { title: "Seed for every village", subtitle: "Kept by women.", label: "Read more" },
        te: {},
        common: { art: "water", page: "/about", image: `media:${id}` },
      });
      expect(await deleteImage(db(), who.actor, id, who.now)).toMatchObject({
        status: "in_use",
        uses: [
          { item: "list:slides", state: "draft" },
          { item: "list:team", state: "draft" },
        ],
      });
      await publishList(db(), "team", who);
      await publishList(db(), "slides", who);

      const items = await publishedItems(db());
      const images = await contentImages(db(), items);
      const telugu = teamPageData(items["list:team"], "te", false, images).members.find(
        (candidate) => candidate.name === "కావ్య రెడ్డి",
      );
      expect(telugu?.photo).toMatchObject({
        // The largest served width no wider than the picture: 768 of its 800.
        width: 768,
        height: 960,
        alt: { en: "Millet seed in clay pots", te: "మట్టి కుండల్లో చిరుధాన్యాల విత్తనాలు" },
        focal: { x: 0.3, y: 0.2 },
        fallback: { src: expect.stringMatching(/^\/media\/[0-9a-f]{16}-768\.jpg$/) },
      });
      expect(telugu?.photo?.avif.map((source) => source.width)).toEqual([320, 480, 640, 768]);
      // The home page's data carries the page's alt text only.
      const slide = slidesIn(items["list:slides"], "te", images).find(
        (candidate) => candidate.id === "water",
      );
      expect(slide?.photo?.alt).toEqual({ en: "", te: "మట్టి కుండల్లో చిరుధాన్యాల విత్తనాలు" });

      // Not ready any more (its Telugu alt text removed): the page shows the initials instead.
      await updateDetails(db(), who.actor, id, { altTe: "" }, who.now);
      const later = await contentImages(db(), items);
      expect(later).toEqual({});
      expect(await deleteImage(db(), who.actor, id, who.now)).toMatchObject({ status: "in_use" });
    });
  });
}
