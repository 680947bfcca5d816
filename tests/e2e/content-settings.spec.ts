import { addStaffAccount, signIn } from "./staff-session.ts";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { scrollsSideways } from "./forms-helpers.ts";
import { screenshotsInto } from "./screenshots.ts";

/*
 * The society edits its settings (issue 23, slice 1): signed in as staff, a phone number saved as a
 * draft stays off the public pages, published it reaches /contact and /te/contact within a
 * minute; a bad IFSC is refused with its message next to the field and changes nothing.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "asha.settings@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.CONTENT_SHOTS_DIR;

test.beforeAll(() => addStaffAccount(staffEmail, "Asha Devi"));

async function publicPage(page: Page, address: string) {
  const response = await page.request.get(address);
  return response.text();
}

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

test("a phone number saved as a draft stays private, and published reaches /contact and /te/contact", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, staffEmail);
  await page.goto("/staff/launch");
  await expect(page.getByRole("heading", { name: "Ready to launch" })).toBeVisible();
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "launch");
  // Phones are 320 px wide and up: the longest words here (the file names a developer reviews) wrap.
  await page.setViewportSize({ width: 320, height: 740 });
  expect(await scrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The launch page lists the phone only while none is published: other specs on this server publish one.
  const phoneLink = page.getByRole("link", { name: "Phone", exact: true });
  if ((await phoneLink.count()) > 0) await phoneLink.click();
  else await page.goto("/staff/content/settings#setting-phone");
  await expect(page).toHaveURL(/\/staff\/content\/settings#setting-phone$/);
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "settings");

  await page.getByLabel("Phone", { exact: true }).fill("94401 23456");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+91 94401 23456");
  expect(await publicPage(page, "/contact")).not.toContain("+91 94401 23456");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  for (const address of ["/contact", "/te/contact"]) {
    await expect
      .poll(() => publicPage(page, address), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .toContain('href="tel:+919440123456"');
  }
});

test("a bad IFSC is refused with its message next to the field, and nothing changes", async ({ page }) => {
  await signIn(page, staffEmail);
  await page.goto("/staff/content/settings");
  await page.getByLabel("IFSC").fill("SBIN1001234");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const message =
    "Enter the IFSC as on a cheque: 11 characters, four letters, a zero, then six letters or digits (SBIN0001234).";
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByLabel("IFSC")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("IFSC")).toHaveAccessibleDescription(
    new RegExp(message.slice(0, 40).replace(/[()]/g, "\\$&")),
  );
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "settings-refused");
  await page.goto("/staff/content/settings");
  await expect(page.getByLabel("IFSC")).toHaveValue("");
  expect(await publicPage(page, "/donate")).not.toContain("SBIN1001234");
});
