import { expect, type Page, test } from "@playwright/test";
import { addStaffAccount, signIn } from "./staff-session.ts";
import { screenshotsInto } from "./screenshots.ts";

/*
 * A published post whose address staff change twice (decision 075): the editor says beside the
 * Address field that old links keep working, and both old addresses, in English and Telugu, lead
 * for good (301) to the post's address now, with JavaScript and without. The post carries this
 * run's mark: the specs share one server and one database.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "anil.renames@example.org";
const shots = process.env.NEWS_SHOTS_DIR;
const mark = Date.now().toString(36);
const slugs = [`library-opens-${mark}`, `gram-library-opens-${mark}`, `gram-library-utnoor-${mark}`];
const title = `Gram library opens in Utnoor ${mark}`;

test.beforeAll(() => addStaffAccount(staffEmail, "Anil Kumar"));

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

const statusOf = async (page: Page, address: string) => (await page.request.get(address)).status();

/** Publishes the post open in the editor at `slug`, and waits until its page is on the site. */
async function publishAt(page: Page, slug: string) {
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. The post is on the site within a minute.")).toBeVisible();
  await expect.poll(() => statusOf(page, `/news/${slug}`), { timeout: 60_000, intervals: [2_000] }).toBe(200);
}

test("staff rename a published post twice; the editor says old links keep working", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, staffEmail);
  await page.goto("/staff/news/new");
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Text (English)").fill("The Gram Library opened with three hundred books.");
  await page.getByLabel("Title (Telugu)").fill(`ఉట్నూర్‌లో గ్రామ గ్రంథాలయం ${mark}`);
  await page.getByLabel("Text (Telugu)").fill("మూడు వందల పుస్తకాలతో గ్రామ గ్రంథాలయం ప్రారంభమైంది.");
  await publishAt(page, slugs[0] ?? "");
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(
    /Change it after publishing and links to the old address keep working/,
  );
  await screenshot(page, "editor-address-note");
  await publishAt(page, slugs[1] ?? "");
  await publishAt(page, slugs[2] ?? "");
});

for (const javaScriptEnabled of [false, true]) {
  test(`both old addresses lead to the post in English and Telugu, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const language of ["", "/te"]) {
      const now = `${language}/news/${slugs[2]}`;
      for (const old of slugs.slice(0, 2)) {
        const address = `${language}/news/${old}`;
        const first = await page.request.get(address, { maxRedirects: 0 });
        expect(first.status(), address).toBe(301);
        expect(first.headers().location, address).toBe(now);
        const shared = await page.request.get(`${address}?utm_source=whatsapp`, { maxRedirects: 0 });
        expect(shared.headers().location, address).toBe(`${now}?utm_source=whatsapp`);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expect(new URL(page.url()).pathname, address).toBe(now);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(mark);
      }
    }
    await context.close();
  });
}
