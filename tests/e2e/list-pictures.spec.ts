import { expect, type Page, test } from "@playwright/test";
import { generatedLandscape } from "../../server/media/testing.ts";
import { addReadyPicture, expectLibraryPicture, picturesScreenshot as screenshot } from "./pictures.ts";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * A picture on a list's entry (issue 24): a generated picture added at /staff/media, described in
 * English and Telugu, chosen for a new team member and published, is on /team and /te/team as a
 * <picture> with AVIF and WebP sources and the page's alt text; deleting it is then refused. Other
 * specs share the server: the member and the picture are this spec's own, no count is assumed.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "anitha.photos@example.org";
const run = Date.now();
const alt = {
  en: `Generated test picture of a field in warm colours ${run}`,
  te: `వెచ్చని రంగుల్లో పొలం పరీక్ష చిత్రం ${run}`,
};
const memberName = `Anitha Photo Keeper ${run}`;

test.beforeAll(() => addStaffAccount(staffEmail, "Anitha Rao"));

const addPicture = async (page: Page) =>
  addReadyPicture(
    page,
    { name: `anitha-field-${run}.jpg`, mimeType: "image/jpeg", buffer: await generatedLandscape(1920, 1080) },
    alt,
  );

test("a picture chosen for a team member and published shows on /team and /te/team, and cannot be deleted", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);
  const pictureAddress = await addPicture(page);

  await page.goto("/staff/content/lists/team/entries/new");
  await page.getByLabel("Name (English)").fill(memberName);
  await page.getByLabel("Role (English)").fill("Photo Librarian");
  await page.getByLabel("Experience (English)").fill("Five years");
  await page.getByLabel("Biography (English)").fill("Keeps the society's pictures in order.");
  await expect(page.getByRole("radio", { name: "No picture" })).toBeChecked();
  await page.getByRole("radio", { name: alt.en }).check();
  await screenshot(page, "entry-picture-chooser");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");
  await page.getByRole("button", { name: "Publish the list" }).click();
  await expect(page.getByRole("status")).toContainText("Published");

  for (const [address, text] of [
    ["/team", alt.en],
    ["/te/team", alt.te],
  ] as const) {
    await expect
      .poll(async () => (await page.request.get(address)).text(), { timeout: 60_000, intervals: [500, 1000] })
      .toContain(text);
    await page.goto(address);
    const photo = page.getByRole("img", { name: text });
    await expect(photo).toBeVisible();
    await expectLibraryPicture(photo);
  }
  await screenshot(page, "team-with-photo");

  await page.goto(pictureAddress);
  await page.getByLabel("Yes, delete this picture for good").check();
  await page.getByRole("button", { name: "Delete" }).click();
  // The page using it is named as staff know it, and linked to its editor.
  await expect(
    page.getByText(/Not deleted: .*Team members and the director’s message, published/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Team members and the director’s message" })).toHaveAttribute(
    "href",
    "/staff/content/lists/team",
  );
  const response = await page.request.get("/team");
  expect(await response.text()).toContain(alt.en);
});

test("the first slide's photo replaces its artwork on / and /te, preloaded and fetched first", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, staffEmail);
  await page.goto("/staff/content/lists/slides");
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await page.getByRole("radio", { name: alt.en }).check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("button", { name: "Publish the list" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  try {
    await expect
      .poll(async () => (await page.request.get("/te")).text(), { timeout: 60_000, intervals: [500, 1000] })
      .toContain(alt.te);
    await page.goto("/");
    const photo = page.getByRole("img", { name: alt.en });
    await expect(photo).toHaveAttribute("fetchpriority", "high");
    await expect(photo).not.toHaveAttribute("loading", "lazy");
    await expect(page.locator('link[rel="preload"][as="image"][type="image/avif"]')).toHaveAttribute(
      "imagesrcset",
      /\/media\/[0-9a-f]{16}-320\.avif 320w/,
    );
    await expectLibraryPicture(photo);
    await screenshot(page, "home-photo-hero");
  } finally {
    // The other specs see the artwork again.
    await page.goto("/staff/content/lists/slides");
    await page
      .getByRole("link", { name: /^Edit / })
      .first()
      .click();
    await page.getByRole("radio", { name: "No picture" }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("button", { name: "Publish the list" }).click();
    await expect(page.getByRole("status")).toContainText("Published");
  }
});
