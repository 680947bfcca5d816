import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { noisePhoto } from "../../server/media/testing.ts";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * A post's cover photo and its taking off the site (issue 25): staff add a picture to the library,
 * give it alt text, choose it as a post's cover and publish; the post shows the picture and shares
 * it as og:image. Taken off the site, the post leaves /news, the sitemap and the feed within a
 * minute and stays in the staff area. Titles and file names carry this run's mark: the specs share
 * one server and one database.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "lakshmi.posts@example.org";
const shots = process.env.POSTS_SHOTS_DIR;
const mark = Date.now().toString(36);

test.beforeAll(() => addStaffAccount(staffEmail, "Lakshmi Devi"));

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const text = async (page: Page, address: string) => (await page.request.get(address)).text();

test("a post with a cover photo is published, then taken off the site: gone from /news within 60 s", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);

  const fileName = `pond-${mark}.jpg`;
  await page.goto("/staff/media");
  await page.getByLabel("Pictures to add").setInputFiles({
    name: fileName,
    mimeType: "image/jpeg",
    buffer: await noisePhoto(1600, 900),
  });
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
  const alt = `Village pond after desilting ${mark}`;
  await page.getByLabel("Alt text in English").fill(alt);
  await page.getByLabel("Alt text in Telugu (తెలుగు)").fill("పూడిక తీసిన తర్వాత గ్రామ చెరువు");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Ready for pages")).toBeVisible();

  const title = `Pond desilted in Kerameri ${mark}`;
  const slug = `pond-desilted-${mark}`;
  await page.goto("/staff/news/new");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Title (English)").fill(title);
  await page
    .getByLabel("Summary (English)")
    .fill("Forty volunteers cleared the village pond before the rains.");
  await page
    .getByLabel("Text (English)")
    .fill("The pond holds water again.\n\n![photo](https://example.org/x.png)");
  await page.getByRole("radio", { name: new RegExp(alt) }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. The post is on the site within a minute.")).toBeVisible();
  await shoot(page, "editor");

  await expect.poll(() => text(page, "/news"), { timeout: 60_000, intervals: [2_000] }).toContain(title);
  await page.goto(`/news/${slug}`);
  const cover = page.locator("main picture img");
  await expect(cover).toHaveAttribute("alt", alt);
  await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]{16}-\d+\.jpg$/);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(ogImage).toMatch(/^https?:\/\/[^/]+\/media\/[0-9a-f]{16}-\d+\.jpg$/);
  expect((await page.request.get(new URL(ogImage ?? "").pathname)).status()).toBe(200);
  // An image at another address is the text typed, never loaded.
  await expect(page.locator("main")).toContainText("![photo](https://example.org/x.png)");
  expect(await page.locator('img[src^="https://example.org"]').count()).toBe(0);
  await shoot(page, "post-with-cover");
  await page.goto("/news");
  await shoot(page, "news-list");

  await page.goto("/staff/news");
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Take off the site" }).click();
  await expect(page.getByText("Taken off the site. It leaves every page within a minute")).toBeVisible();

  await expect.poll(() => text(page, "/news"), { timeout: 60_000, intervals: [2_000] }).not.toContain(title);
  expect(await text(page, "/news/feed.xml")).not.toContain(slug);
  expect(await text(page, "/sitemap.xml")).not.toContain(`/news/${slug}<`);
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  await page.goto("/staff/news");
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText("Draft, not on the site");
});
