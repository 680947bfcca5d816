import { addStaffAccount, signIn } from "./staff-session.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import exifr from "exifr";
import sharp from "sharp";
import { sidewaysPhotoWithGps, textFile } from "../../server/media/testing.ts";

/*
 * The media library through the staff area (issue 24): a phone's sideways photo with its GPS
 * position is added with the plain upload form, comes back upright and without EXIF, gets its alt
 * text and focal point; a text file named .jpg is refused with its message. Generated pictures only.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "ravi.pictures@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.MEDIA_SHOTS_DIR;

test.beforeAll(() => addStaffAccount(staffEmail, "Ravi Kumar"));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a sideways photo with GPS is added, upright and without EXIF, then described and given a focal point", async ({
  page,
}) => {
  await signIn(page, staffEmail);
  await page.getByRole("link", { name: "Pictures" }).click();
  await expect(page.getByRole("heading", { name: "Pictures", level: 1 })).toBeVisible();

  // A file of its own name: the specs share one server and one database.
  const name = `ravi-field-day-${Date.now()}.jpg`;
  await page.getByLabel("Pictures to add").setInputFiles({
    name,
    mimeType: "image/jpeg",
    buffer: await sidewaysPhotoWithGps("#2f6d8a"),
  });
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Picture added.");
  await expect(page.getByText("Needs alt text (English and Telugu)")).toBeVisible();

  // The served picture: upright (800 x 1200 from a 1200 x 800 sideways photo), no EXIF, no GPS.
  const preview = await page.getByRole("button", { name: /Set the focal point/ }).getAttribute("src");
  // Staff see it from the staff area; the public address answers nothing until it is ready for pages.
  expect(preview).toMatch(/^\/staff\/media\/files\/[0-9a-f]{16}-640\.webp$/);
  const publicAddress = (preview ?? "").replace("/staff/media/files/", "/media/");
  expect((await page.request.get(publicAddress)).status()).toBe(404);
  // The JPEG fallback is at the largest width, 768 of the upright picture's 800.
  for (const [variant, size] of [
    [preview ?? "", [640, 960]],
    [(preview ?? "").replace("-640.webp", "-768.jpg"), [768, 1152]],
  ] as const) {
    const response = await page.request.get(variant);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, max-age=3600");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const bytes = await response.body();
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual(size);
    expect(metadata.exif).toBeUndefined();
    if (variant.endsWith(".jpg")) {
      expect(response.headers()["content-type"]).toBe("image/jpeg");
      expect(await exifr.gps(bytes)).toBeUndefined();
      expect(await exifr.parse(bytes)).toBeUndefined();
    }
  }

  await page.getByLabel("Alt text in English").fill("A blue test picture generated for the browser tests");
  await page.getByLabel("Alt text in Telugu (తెలుగు)").fill("బ్రౌజర్ పరీక్షల కోసం నీలి చిత్రం");
  await page.getByLabel("Credit (optional)").fill("Generated");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toContainText("Details saved.");
  const published = await page.request.get(publicAddress);
  expect(published.status()).toBe(200);
  expect(published.headers()["cache-control"]).toBe("public, max-age=86400");
  await expect(page.getByText("Ready for pages")).toBeVisible();

  // A tap near the top-left corner sets the focal point there, without any script.
  await page.getByRole("button", { name: /Set the focal point/ }).click({ position: { x: 30, y: 45 } });
  await expect(page.getByRole("status")).toContainText("Focal point set.");
  // A tenth of the way in, give or take where the browser puts a click's pixel.
  await expect(page.getByText(/^Now (9|1[0-2])% from the left, (9|1[0-2])% from the top\.$/)).toBeVisible();

  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations).toEqual([]);
  await shoot(page, "media-image");

  await page.getByRole("link", { name: "← All pictures" }).click();
  await page.getByLabel(/Words from its file name/).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "One picture found" })).toBeVisible();
  await expect(page.getByRole("link", { name: /A blue test picture/ })).toBeVisible();
});

test("a text file named .jpg is refused with its message and nothing is added", async ({ page }) => {
  await signIn(page, staffEmail);
  await page.goto("/staff/media");
  const name = `ravi-minutes-${Date.now()}.jpg`;
  await page
    .getByLabel("Pictures to add")
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: textFile() });
  await page.getByRole("button", { name: "Add pictures" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("One file was not added");
  await expect(alert).toContainText(`${name}: This is not a JPEG, PNG, WebP or AVIF picture.`);
  await page.getByLabel(/Words from its file name/).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No pictures found" })).toBeVisible();
  await page.goto("/staff/media");
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(results.violations).toEqual([]);
  await shoot(page, "media-library");
  // On a 320 px phone the search field's button keeps its word whole, on one line.
  await page.setViewportSize({ width: 320, height: 740 });
  const lines = await page.getByRole("button", { name: "Search" }).evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });
  expect(lines).toBe(1);
});
