import { expect, type Page, test } from "@playwright/test";
import { generatedLandscape, transparentLogo } from "../../server/media/testing.ts";
import { addReadyPicture, expectLibraryPicture, picturesScreenshot as screenshot } from "./pictures.ts";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * A programme page's banner photo and the society's logo (issue 24): a generated landscape chosen
 * as the FPO page's banner in its texts editor and published is on /programs/fpos and
 * /te/programs/fpos with AVIF/WebP sources, the page's alt text, fetched first; deleting it is then
 * refused. A generated logo chosen in the settings shows in the header and footer, and is taken off
 * again at the end, since other specs share the server. Pictures and texts are this spec's own.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "bhavani.banners@example.org";
const run = Date.now();
const banner = {
  en: `Generated hills above a meeting of farmers ${run}`,
  te: `రైతుల సమావేశం పైన కొండల పరీక్ష చిత్రం ${run}`,
};
const logo = { en: `Generated society logo ${run}`, te: `సొసైటీ లోగో పరీక్ష చిత్రం ${run}` };

test.beforeAll(() => addStaffAccount(staffEmail, "Bhavani Reddy"));

const poll = (page: Page, address: string) =>
  expect.poll(async () => (await page.request.get(address)).text(), {
    timeout: 60_000,
    intervals: [500, 1000],
  });

test("a banner photo chosen for a programme page shows on its English and Telugu pages, and cannot be deleted", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);
  const pictureAddress = await addReadyPicture(
    page,
    {
      name: `bhavani-hills-${run}.jpg`,
      mimeType: "image/jpeg",
      buffer: await generatedLandscape(1920, 1080),
    },
    banner,
  );

  await page.goto("/staff/content/texts/programs/fpos");
  const chooser = page.getByRole("group", { name: "Banner photo" });
  await expect(chooser.getByRole("radio", { name: "No picture" })).toBeChecked();
  await chooser.getByRole("radio", { name: banner.en }).check();
  await page
    .getByRole("group", { name: "Photo beside the story" })
    .getByRole("radio", { name: banner.en })
    .check();
  await page
    .getByRole("group", { name: "Photo beside “How we work”" })
    .getByRole("radio", { name: banner.en })
    .check();
  await screenshot(page, "programme-pictures-chooser");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  await expect(
    page.getByRole("group", { name: "Banner photo" }).getByRole("radio", { name: banner.en }),
  ).toBeChecked();

  for (const [address, text] of [
    ["/programs/fpos", banner.en],
    ["/te/programs/fpos", banner.te],
  ] as const) {
    await poll(page, address).toContain(text);
    await page.goto(address);
    // The banner first, fetched first; the photos beside the story and the work lazily.
    const photos = page.getByRole("img", { name: text });
    await expect(photos).toHaveCount(3);
    const photo = photos.first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photos.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(photos.nth(2)).toHaveAttribute("loading", "lazy");
    await expectLibraryPicture(photo);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "programme-photo-banner");

  await page.goto(pictureAddress);
  await page.getByLabel("Yes, delete this picture for good").check();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByText(/Not deleted: .*Page texts: Programme: Farmer Producer Organizations, published/),
  ).toBeVisible();
  expect(await (await page.request.get("/programs/fpos")).text()).toContain(banner.en);
});

test("a logo chosen in the settings shows in the header and footer instead of the drawn mark", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);
  await addReadyPicture(
    page,
    { name: `logo-${run}.png`, mimeType: "image/png", buffer: await transparentLogo() },
    logo,
  );
  try {
    await page.goto("/staff/content/settings");
    await page.getByRole("group", { name: "Logo" }).getByRole("radio", { name: logo.en }).check();
    await screenshot(page, "settings-logo-chooser", false);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    for (const address of ["/about", "/te/about"]) {
      await poll(page, address).toMatch(/<header[^]*<picture class="shrink-0"><source type="image\/avif"/);
      await page.goto(address);
      const header = page.locator("header").first();
      const image = header.locator("picture img");
      await expect(image).toHaveAttribute("alt", "");
      await expect(image).toHaveAttribute("width", "88");
      await expect(image).toHaveAttribute("height", "44");
      await expectLibraryPicture(image);
      await expect(page.locator("footer picture img")).toHaveAttribute("height", "40");
    }
    await expect(page.getByRole("img", { name: /లోగో$/ })).toHaveAttribute("src", /\/media\//);
    await screenshot(page, "header-with-logo");
  } finally {
    await page.goto("/staff/content/settings");
    await page.getByRole("group", { name: "Logo" }).getByRole("radio", { name: "No picture" }).check();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("Published");
  }
});
