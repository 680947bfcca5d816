import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * Preview, history, restore and the refused concurrent save (issue 23, slice 4), signed in as
 * staff: a phone number saved as a draft stays off /contact, the preview shows it (not indexed),
 * published it reaches /contact and /te/contact, and the earlier version is restored; two people
 * editing the settings at once: the later save is refused, what they typed still in the form.
 * Other specs publish settings on the same server: this one follows its own values only.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "ravi.history@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.HISTORY_SHOTS_DIR;

test.beforeAll(() => addStaffAccount(staffEmail, "Ravi Kumar"));

const publicPage = async (page: Page, address: string) => (await page.request.get(address)).text();

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const livePoll = { timeout: 60_000, intervals: [500, 1000, 2000] };

/** The number of the version at the top of the history (the current one). */
async function currentVersion(page: Page) {
  await page.goto("/staff/content/history/settings");
  const text = await page.getByRole("listitem").filter({ hasText: "Current" }).first().innerText();
  return Number(/Version (\d+)/.exec(text)?.[1]);
}

test("a draft is previewed, not published; published it is live; the earlier version is restored", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, staffEmail);
  // The version to come back to: no phone (as the launch page and other specs expect), published first.
  await page.goto("/staff/content/settings");
  await page.getByLabel("Phone", { exact: true }).fill("");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  const earlier = await currentVersion(page);

  await page.goto("/staff/content/settings");
  await page.getByLabel("Phone", { exact: true }).fill("94402 71002");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  expect(await publicPage(page, "/contact")).not.toContain("+91 94402 71002");

  await page.getByRole("button", { name: "Save and preview" }).click();
  await expect(page).toHaveURL(/\/staff\/preview\/contact\?from=settings$/);
  await expect(page.getByText("Preview — not published.")).toBeVisible();
  await expect(page.locator('a[href="tel:+919440271002"]').first()).toBeAttached();
  const preview = await page.request.get("/staff/preview/te/contact");
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(await preview.text()).toContain("tel:+919440271002");
  // The page's own stylesheet loads under the preview's policy: the header is styled, not bare.
  await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
  await expect(page.locator("#staff-preview")).toHaveCSS("display", "flex");
  await page.getByRole("link", { name: "తెలుగు" }).first().click();
  await expect(page).toHaveURL(/\/staff\/preview\/te\/contact$/);
  await screenshot(page, "preview-te-contact");

  await page.goto("/staff/content/settings");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  for (const address of ["/contact", "/te/contact"])
    await expect.poll(() => publicPage(page, address), livePoll).toContain('href="tel:+919440271002"');

  const mine = await currentVersion(page);
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "history");
  await page.getByRole("link", { name: `Compare version ${earlier} with the current` }).click();
  const comparison = page
    .getByRole("region", { name: new RegExp(`Version ${earlier} compared`) })
    .or(page.locator("section").filter({ hasText: `Version ${earlier} compared with the current` }));
  await expect(comparison.first()).toContainText(/Phone\s*(Version \d+: )?not set/);
  await expect(comparison.first()).toContainText("+91 94402 71002");
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "history-compare");

  await comparison
    .first()
    .getByRole("button", { name: `Restore version ${earlier}` })
    .click();
  await expect(page.getByRole("status")).toContainText("Restored as a new version");
  await expect(page.getByRole("listitem").filter({ hasText: "Current" }).first()).toContainText(staffEmail);
  expect(await currentVersion(page)).toBeGreaterThan(mine);
  for (const address of ["/contact", "/te/contact"])
    await expect.poll(() => publicPage(page, address), livePoll).not.toContain("tel:+919440271002");
});

test("two people edit the settings at once: the later save is refused, what was typed stays, and a second press saves it", async ({
  browser,
}) => {
  // Two people: two browser contexts, each with its own session.
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, staffEmail);
  await signIn(second, staffEmail);
  await first.goto("/staff/content/settings");
  await second.goto("/staff/content/settings");

  await first.getByLabel("Phone", { exact: true }).fill("94402 72001");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByRole("status")).toContainText("Draft saved");

  await second.getByLabel("Phone", { exact: true }).fill("94402 72002");
  await second.getByLabel("NGO Darpan ID").fill("TS/2026/0272002");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("alert")).toContainText("Someone else saved this after you opened it");
  await expect(second.getByRole("alert")).toContainText("Phone: theirs is “+91 94402 72001”");
  await expect(second.getByRole("alert")).toContainText("Press Save draft or Publish again");
  await expect(second.getByLabel("Phone", { exact: true })).toHaveValue("+91 94402 72002");
  await expect(second.getByLabel("NGO Darpan ID")).toHaveValue("TS/2026/0272002");
  await expect((await new AxeBuilder({ page: second }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(second, "settings-refused-concurrent");

  // Pressed again, the form as shown is saved: the person chose theirs over the other draft.
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("status")).toContainText("Draft saved");
  await expect(second.getByLabel("Phone", { exact: true })).toHaveValue("+91 94402 72002");

  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByRole("alert")).toContainText("Someone else saved this after you opened it");
  await first.getByRole("link", { name: "reload the settings as they are now" }).click();
  await expect(first.getByLabel("Phone", { exact: true })).toHaveValue("+91 94402 72002");
  await expect(first.getByLabel("NGO Darpan ID")).toHaveValue("TS/2026/0272002");
  await first.context().close();
  await second.context().close();
});
