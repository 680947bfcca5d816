import { expect, type Locator } from "@playwright/test";

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
