import { expect, type Page, test } from "@playwright/test";

/*
 * On a slow link a person fills in the form while its script is on its way (it starts at their
 * first touch, decision 047). Here the page's scripts are held until the person has entered
 * things, then let through: React takes the form over, and everything stays as they left it.
 */

/** Opens the page with its scripts held back; the returned function lets them through. */
async function openWithScriptsHeld(page: Page, path: string) {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path);
  return async () => {
    letThrough();
    await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  };
}

test("a Telugu donor's amount, 80G choice and PAN entered before the script stay as they were", async ({
  page,
}) => {
  const scriptArrives = await openWithScriptsHeld(page, "/te/donate");
  const form = page.getByRole("form", { name: "విరాళం ఫారం" });
  await form.getByText("₹2,500", { exact: true }).click();
  await form.getByRole("checkbox", { name: "నాకు పన్ను మినహాయింపు రసీదు కావాలి" }).check();
  await form.getByRole("textbox", { name: "పాన్ (PAN)" }).fill("ABCPK1234D");
  const name = form.getByRole("textbox", { name: "పూర్తి పేరు" });
  await name.fill("రవి కుమార్");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(0);
  // The server's total (₹0) would contradict the card chosen: the figure waits for the script's.
  await expect(form.getByText("మీ విరాళం", { exact: true })).toBeVisible();
  await expect(form.locator("output")).toBeHidden();

  await scriptArrives();

  await expect(form.getByRole("radio", { name: "₹2,500", exact: true })).toBeChecked();
  await expect(form.locator("output")).toHaveText("₹2,500");
  await expect(form.locator("output")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "పాన్ (PAN)" })).toHaveValue("ABCPK1234D");
  await expect(name).toHaveValue("రవి కుమార్");
  await expect(name).toBeFocused();
});

test("an applicant's revealed fields stay open with what was typed in them", async ({ page }) => {
  const scriptArrives = await openWithScriptsHeld(page, "/volunteer/internship");
  await page.getByRole("combobox", { name: "Gender" }).selectOption("other");
  await page.locator('input[name="customGender"]').fill("Non-binary");
  await page.getByRole("checkbox", { name: "This internship is part of my academic requirement" }).check();
  const college = page.locator('input[name="collegeName"]');
  await college.fill("Government Degree College");
  await expect(page.locator("form[data-enhanced]")).toHaveCount(0);

  await scriptArrives();

  await expect(page.locator('input[name="customGender"]')).toHaveValue("Non-binary");
  await expect(college).toHaveValue("Government Degree College");
  await expect(college).toBeFocused();
});
