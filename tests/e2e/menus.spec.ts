import { expect, test, type Page } from "@playwright/test";
import { isOpen, openGroup, openPopover, popoverOf, reportedExpanded } from "./menus.ts";

const header = (page: Page) => page.getByRole("banner");

// The menus are the browser's own (popover, <details name>): they must behave the same before the
// page's script runs, without it, and with it.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`menus with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test.describe("on a wide screen", () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test("each menu opens and closes from the keyboard, focus returning to its button", async ({
        page,
      }) => {
        await page.goto("/");
        const nav = header(page).getByRole("navigation", { name: "Main" });
        for (const [name, firstLink] of [
          ["Who we are", "About Page"],
          ["Programs", "Natural Resource Management"],
          ["Volunteer", "Gram Library"],
        ] as const) {
          const button = nav.getByRole("button", { name });
          expect(await reportedExpanded(page, name)).toBe(false);
          await button.focus();
          await page.keyboard.press("Enter");
          await expect(nav.getByRole("link", { name: firstLink })).toBeVisible();
          expect(await reportedExpanded(page, name)).toBe(true);
          await page.keyboard.press("Tab");
          await expect(nav.getByRole("link", { name: firstLink })).toBeFocused();
          await page.keyboard.press("Escape");
          await expect(nav.getByRole("link", { name: firstLink })).toBeHidden();
          await expect(button).toBeFocused();
          expect(await reportedExpanded(page, name)).toBe(false);
          await page.keyboard.press("Space");
          await expect(nav.getByRole("link", { name: firstLink })).toBeVisible();
          await page.keyboard.press("Escape");
        }
      });

      test("a menu left open hides once the keyboard moves on into the page, and shows again when focus comes back", async ({
        page,
      }) => {
        await page.goto("/about");
        await page.mouse.move(640, 700);
        const nav = header(page).getByRole("navigation", { name: "Main" });
        await nav.getByRole("button", { name: "Programs" }).focus();
        await page.keyboard.press("Enter");
        const menuLink = nav.getByRole("link", { name: "Natural Resource Management" });
        await expect(menuLink).toBeVisible();
        // Tab on until focus leaves the header for the page.
        for (let step = 0; step < 40; step += 1) {
          await page.keyboard.press("Tab");
          if (await page.evaluate(() => !document.activeElement?.closest("header"))) break;
        }
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
        await expect(menuLink).toBeHidden();
        await page.keyboard.press("Shift+Tab");
        await expect(header(page).locator(":focus")).toHaveCount(1);
      });

      test("one menu is open at a time; a click elsewhere closes it; its links lead to their pages", async ({
        page,
      }) => {
        await page.goto("/");
        const nav = header(page).getByRole("navigation", { name: "Main" });
        const whoWeAre = nav.getByRole("button", { name: "Who we are" });
        const programs = nav.getByRole("button", { name: "Programs" });
        await openPopover(whoWeAre);
        await openPopover(programs);
        expect(await isOpen(popoverOf(whoWeAre))).toBe(false);
        const below = await popoverOf(programs).boundingBox();
        const button = await programs.boundingBox();
        expect(below && button && Math.abs(below.x - button.x) < 2 && below.y > button.y).toBe(true);
        await page.mouse.click(640, 700);
        await expect.poll(() => isOpen(popoverOf(programs))).toBe(false);

        await openPopover(programs);
        await nav.getByRole("link", { name: "Rural Sports" }).click();
        await expect(page).toHaveURL("/programs/sports");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await isOpen(popoverOf(nav.getByRole("button", { name: "Programs" })))).toBe(false);
      });
    });

    test.describe("on a phone", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("the menu opens, its groups expand one at a time, and Escape closes it", async ({ page }) => {
        await page.goto("/");
        const toggle = header(page).getByRole("button", { name: "Main menu" });
        expect(await reportedExpanded(page, "Main menu")).toBe(false);
        await toggle.focus();
        await page.keyboard.press("Enter");
        const menu = header(page).getByRole("navigation", { name: "Main" });
        await expect(menu.getByRole("link", { name: "Collaborators" })).toBeVisible();
        expect(await reportedExpanded(page, "Main menu")).toBe(true);

        // Keyboard: Tab reaches the first group, Enter expands it, the next group closes it.
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await expect(menu.locator("summary", { hasText: "Who we are" })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(menu.getByRole("link", { name: "About Page" })).toBeVisible();
        const programs = await openGroup(menu, "Programs");
        await expect(menu.getByRole("link", { name: "About Page" })).toBeHidden();
        await expect(programs.getByRole("link", { name: "Senior Citizens" })).toBeVisible();
        // Choosing the open group closes it.
        await programs.locator("summary").click();
        await expect(programs).not.toHaveAttribute("open");

        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test("Tab stays on what the open menu leaves in sight; Escape closes it with focus in sight", async ({
        page,
      }) => {
        await page.goto("/");
        const toggle = header(page).getByRole("button", { name: "Main menu" });
        await toggle.focus();
        await page.keyboard.press("Enter");
        const menu = header(page).getByRole("navigation", { name: "Main" });
        await expect(menu).toBeVisible();
        // Past the menu's last link (Donate) and round again: never on something the menu covers.
        for (let press = 0; press < 12; press += 1) {
          await page.keyboard.press("Tab");
          const inSight = await page.evaluate(() => {
            const focused = document.activeElement;
            if (!focused || focused === document.body) return true;
            const box = focused.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return hit !== null && (hit === focused || focused.contains(hit));
          });
          expect(inSight, `focus after ${press + 1} presses of Tab`).toBe(true);
        }
        await expect(page.getByRole("main")).toBeHidden();
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.locator(":focus")).toBeInViewport();
      });

      test("a link in the menu leads to its page, where the menu is closed", async ({ page }) => {
        await page.goto("/");
        const toggle = header(page).getByRole("button", { name: "Main menu" });
        await openPopover(toggle);
        const menu = header(page).getByRole("navigation", { name: "Main" });
        await openGroup(menu, "Who we are");
        await menu.getByRole("link", { name: "About Page" }).click();
        await expect(page).toHaveURL("/about");
        await expect(menu).toBeHidden();
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      });
    });
  });
}
