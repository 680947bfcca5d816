import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A media library picture as a public page shows it (app/utils/picture-parts.ts): its <picture>
 * offers AVIF and WebP at every served width from /media/, and the browser loaded one of them.
 * `photo` is the <img> (found by its alt text, as a visitor's screen reader finds it).
 */
export async function expectLibraryPicture(photo: Locator) {
  const picture = photo.locator("xpath=..");
  for (const format of ["avif", "webp"]) {
    await expect(picture.locator(`source[type="image/${format}"]`)).toHaveAttribute(
      "srcset",
      new RegExp(`/media/[0-9a-f]{16}-320\\.${format} 320w`),
    );
  }
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: "loaded" })
    .toBeGreaterThan(0);
}

/**
 * Uploads a picture at /staff/media and gives it alt text in both languages, so that it is ready
 * for pages; answers its page's address in the library.
 */
export async function addReadyPicture(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: { en: string; te: string },
) {
  await page.goto("/staff/media");
  await page.getByLabel("Pictures to add").setInputFiles(file);
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByRole("status")).toContainText("Picture added.");
  const address = page.url();
  await page.getByLabel("Alt text in English").fill(alt.en);
  await page.getByLabel("Alt text in Telugu (తెలుగు)").fill(alt.te);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Ready for pages")).toBeVisible();
  return address;
}

/** Screenshots at 375 and 1280 px into PHOTOS_SHOTS_DIR, when it is set (for looking, not asserting). */
export async function picturesScreenshot(page: Page, name: string, fullPage = true) {
  const shots = process.env.PHOTOS_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
