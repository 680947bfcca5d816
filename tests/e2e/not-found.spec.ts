import { expect, test } from "@playwright/test";

for (const path of ["/no-such-page", "/programs/no-such-programme"]) {
  test(`${path} answers 404 with the 404 page and logs the path`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => errors.some((error) => error.includes(path))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
}
