import { expect, type Page, test } from "@playwright/test";
import { addStaffAccount, signIn } from "./staff-session.ts";

/*
 * The staff area's editing forms ask before leaving with what was typed and not saved (decision 072):
 * a news post being written, a page's texts refused and shown again. An untouched form, and a
 * form being saved, leave without asking.
 */

// One worker for both tests: they share the account beforeAll adds once.
test.describe.configure({ mode: "serial" });

const staffEmail = "lakshmi.leave@example.org";
const mark = Date.now().toString(36);

test.beforeAll(() => addStaffAccount(staffEmail, "Lakshmi Devi", "editor"));

/** The kinds of dialog the page opens; each is dismissed, so the page stays. */
function dialogsOf(page: Page) {
  const kinds: string[] = [];
  page.on("dialog", (dialog) => {
    kinds.push(dialog.type());
    void dialog.dismiss();
  });
  return kinds;
}

const menuLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name });

test("a news post being written asks before a menu link leaves it, and keeps what was typed", async ({
  page,
}) => {
  await signIn(page, staffEmail);
  const dialogs = dialogsOf(page);
  await page.goto("/staff/news/new");
  // Untouched, the link leaves at once.
  await menuLink(page, "Documents").click();
  await expect(page).toHaveURL(/\/staff\/documents$/);

  await page.goto("/staff/news/new");
  const title = page.getByLabel("Title (English)");
  await title.click();
  await title.pressSequentially(`Seed fair ${mark}`);
  await menuLink(page, "Documents").click();
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  await expect(page).toHaveURL(/\/staff\/news\/new$/);
  await expect(title).toHaveValue(`Seed fair ${mark}`);

  // Saving is not leaving.
  await page.getByLabel("Address").fill(`seed-fair-${mark}`);
  await page.getByLabel("Summary (English)").fill("Farmers swapped millet seed.");
  await page.getByLabel("Text (English)").fill("Farmers from twelve villages swapped millet seed.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/staff\/news\/[^/]+\?done=/);
  expect(dialogs).toEqual(["beforeunload"]);
});

test("texts refused and shown again ask before leaving, though nothing changed since", async ({ page }) => {
  await signIn(page, staffEmail);
  const dialogs = dialogsOf(page);
  await page.goto("/staff/content/texts/programs/health");
  const figure = page.locator("#field-figure-impact-groups-0-figures-1-value");
  await figure.fill(`about 1500 ${mark}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  expect(dialogs).toEqual([]);

  await page.getByRole("link", { name: "All pages" }).first().click();
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  await expect(figure).toHaveValue(`about 1500 ${mark}`);
});
