import { expect, test } from "@playwright/test";

// Every route of §2, including both paths of the Rural Sports page.
const routes = [
  "/",
  "/about",
  "/team",
  "/collaborators",
  "/donate",
  "/contact",
  "/volunteer/gram-library",
  "/volunteer/grow-plant",
  "/volunteer/internship",
  "/programs/natural-resource",
  "/programs/education",
  "/programs/farm-livelihoods",
  "/programs/non-farm-livelihoods",
  "/programs/health",
  "/programs/rural-sports",
  "/programs/sports",
  "/programs/fpos",
  "/programs/drug-de-addiction",
  "/programs/senior-citizens",
];

for (const path of routes) {
  test(`${path} answers 200 with one main heading inside the layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}

test("both Rural Sports paths show the same page", async ({ page }) => {
  await page.goto("/programs/sports");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/programs/rural-sports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
});
