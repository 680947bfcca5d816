import { addStaffAccount, signIn } from "./staff-session.ts";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { screenshotsInto } from "./screenshots.ts";

/*
 * The society edits a page's texts (issue 23, slice 2): signed in as staff, a home page text in
 * English and Telugu and a figure saved as a draft stay off the public pages; published, / and /te
 * show them within a minute, a <script> typed in a text shows as text, and a Telugu text marked
 * reviewed leaves the launch page's list. A bad figure is refused with its message.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "ravi.texts@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.CONTENT_SHOTS_DIR;
// Texts and a figure of this spec's own: the specs share one server and one database. The figure
// is the home page's "strategic partners", which no other spec reads (figures.spec reads /about's).
const mark = `T${Date.now().toString(36)}`;
const partners = `${4000 + (Date.now() % 5000)}+`;

test.beforeAll(() => addStaffAccount(staffEmail, "Ravi Kumar"));

const publicPage = async (page: Page, address: string) => (await page.request.get(address)).text();

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);

test("home texts in both languages and a figure: a draft stays private, published reaches / and /te", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const english = `Rooted in the villages ${mark}`;
  const telugu = `గ్రామాల్లో వేళ్లూనుకున్నాం ${mark}`;
  const script = `<script>window.pwned=1</script> ${mark}`;
  await signIn(page, staffEmail);
  await page.goto("/staff/content");
  await expect(page.getByRole("heading", { name: "Site content" })).toBeVisible();
  await axe(page);
  await screenshot(page, "texts-pages");
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Texts: Home" })).toBeVisible();

  const title = page.locator("#field-en-introduction-title");
  await expect(title).toHaveValue("Rooted in the tribal villages of north Telangana");
  await title.fill(english);
  await page.locator("#field-te-introduction-title").fill(telugu);
  await page.locator("#field-en-callToAction-text").fill(script);
  await page.locator("#field-figure-introduction-highlights-2-value").fill(partners);
  await page.locator("#field-reviewed-introduction-title").check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(title).toHaveValue(english);
  expect(await publicPage(page, "/")).not.toContain(mark);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  await axe(page);
  await screenshot(page, "texts-editor");
  for (const [address, text] of [
    ["/", english],
    ["/te", telugu],
  ] as const) {
    await expect
      .poll(() => publicPage(page, address), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .toContain(text);
    expect(await publicPage(page, address)).toContain(`>${partners}<`);
  }
  const home = await publicPage(page, "/");
  expect(home).toContain(`&lt;script&gt;window.pwned=1&lt;/script&gt; ${mark}`);
  expect(home).not.toContain("<script>window.pwned");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: english })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test("a Telugu text marked reviewed leaves the launch list; one left unread stays", async ({ page }) => {
  await signIn(page, staffEmail);
  await page.goto("/staff/launch");
  await axe(page);
  // The introduction's title was ticked reviewed in the test before; its eyebrow was not.
  const link = (path: string) => page.locator(`a[href="/staff/content/texts/home#field-te-${path}"]`);
  await expect(link("introduction-title")).toHaveCount(0);
  await expect(link("introduction-eyebrow")).toHaveCount(1);
  await screenshot(page, "texts-launch");
});

test("a figure that is not a whole number is refused with its message, and nothing changes", async ({
  page,
}) => {
  await signIn(page, staffEmail);
  await page.goto("/staff/content/texts/programs/health");
  const figure = page.locator("#field-figure-impact-groups-0-figures-1-value");
  await expect(figure).toHaveValue("1,500");
  await figure.fill(`about 1500 ${mark}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(figure).toHaveAttribute("aria-invalid", "true");
  await expect(figure).toHaveAccessibleDescription(/Enter a whole number/);
  await axe(page);
  await page.goto("/staff/content/texts/programs/health");
  await expect(figure).toHaveValue("1,500");
  expect(await publicPage(page, "/programs/health")).not.toContain(mark);
});
