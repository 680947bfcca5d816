import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * Page texts and lists in the history, the preview and the refused concurrent save (issue 23):
 * two people edit the transparency page's texts at once, the later save is refused with what was
 * typed still in the field; a partner of this spec's own is published and the partners list's
 * earlier version restored, so the public list comes back as this spec found it. Drafts only on
 * the texts: the public pages other specs read stay as they are.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "uma.history-join@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.HISTORY_SHOTS_DIR;
const bannerTitle = '[name="en:transparencyBanner.title"]';
const partner = "Join Spec Restore Partner 7301";
const livePoll = { timeout: 60_000, intervals: [500, 1000, 2000] };

test.beforeAll(() => addStaffAccount(staffEmail, "Uma Rani"));

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("two people edit a page's texts at once: the later save is refused, and what was typed stays", async ({
  browser,
}) => {
  test.slow(); // two people signed in, two full-page axe audits and a preview on a two-core machine
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signIn(first, staffEmail);
  await signIn(second, staffEmail);
  await first.goto("/staff/content/texts/transparency");
  await second.goto("/staff/content/texts/transparency");

  await first.locator(bannerTitle).fill("Our registrations, first tab 7301");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByRole("status")).toContainText("Draft saved");

  await second.locator(bannerTitle).fill("Our registrations, second tab 7302");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("alert")).toContainText("Someone else saved this after you opened it");
  await expect(second.locator(bannerTitle)).toHaveValue("Our registrations, second tab 7302");
  await expect((await new AxeBuilder({ page: second }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(second, "texts-refused-concurrent");

  await second.getByRole("link", { name: "Reload the texts as they are now" }).click();
  await expect(second.locator(bannerTitle)).toHaveValue("Our registrations, first tab 7301");
  // The draft previewed, and the way back is this page's editor.
  await second.getByRole("button", { name: "Save and preview" }).click();
  await expect(second).toHaveURL(/\/staff\/preview\/transparency\?from=texts%3Atransparency$/);
  await expect(second.getByText("Our registrations, first tab 7301").first()).toBeVisible();
  await second.getByRole("link", { name: "Back to the editor" }).click();
  await expect(second).toHaveURL(/\/staff\/content\/texts\/transparency$/);
  await second.getByRole("link", { name: "History" }).click();
  await expect(second.getByRole("heading", { level: 1 })).toContainText("Page texts: Transparency");
  await expect((await new AxeBuilder({ page: second }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(second, "texts-history");
  await first.context().close();
  await second.context().close();
});

test("a list's earlier version is restored from its history", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, staffEmail);
  await page.goto("/staff/content/lists/partners");
  await page.getByRole("button", { name: "Publish the list" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  await page.getByRole("link", { name: "History" }).click();
  const current = async () => {
    const text = await page.getByRole("listitem").filter({ hasText: "Current" }).first().innerText();
    return Number(/Version (\d+)/.exec(text)?.[1]);
  };
  const earlier = await current();

  await page.goto("/staff/content/lists/partners/entries/new");
  await page.getByLabel("Name (English)").fill(partner);
  await page.getByLabel("Focus tag (English)").fill("Restore checks");
  await page.getByLabel("Type tag (English)").fill("Test partner");
  await page.getByLabel("Description (English)").fill("Added and then restored away by a browser test.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");
  await page.getByRole("button", { name: "Publish the list" }).click();
  await expect(page.getByRole("status")).toContainText("Published");

  const collaborators = async () => (await page.request.get("/collaborators")).text();
  await expect.poll(collaborators, livePoll).toContain(partner);

  await page.getByRole("link", { name: "History" }).click();
  await page.getByRole("link", { name: `Compare version ${earlier} with the current` }).click();
  const comparison = page
    .locator("section")
    .filter({ hasText: `Version ${earlier} compared with the current` });
  await expect(comparison).toContainText("Order of the partners");
  await expect(comparison).toContainText(`${partner} › Name (English)`);
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "list-history");
  await comparison.getByRole("button", { name: `Restore version ${earlier}` }).click();
  await expect(page.getByRole("status")).toContainText("Restored as a new version");
  await page.goto("/staff/content/lists/partners");
  await expect(page.getByRole("heading", { name: partner })).toHaveCount(0);
  await expect.poll(collaborators, livePoll).not.toContain(partner);
});
