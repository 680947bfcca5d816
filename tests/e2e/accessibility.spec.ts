import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { languageOfPath } from "../../app/content/language.ts";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import { openGroup, openPopover } from "./menus.ts";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * axe-core on every route at a desktop and a phone width (the Telugu twins at the phone width, where
 * their longer words are tightest, and a few of them at the desktop width too), with the menus open and each form showing
 * its validation message: no violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules. Reduced motion
 * keeps the carousel still, so what axe sees does not depend on timing.
 */

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const englishPaths = routePaths().filter((path) => languageOfPath(path) === "en");
const widths = [
  {
    name: "desktop",
    width: 1280,
    height: 800,
    paths: [...englishPaths, "/no-such-page", "/te", "/te/donate", "/te/volunteer/internship"],
  },
  { name: "phone", width: 375, height: 740, paths: [...routePaths(), "/no-such-page", "/te/no-such-page"] },
] as const;

const forms = [
  {
    path: "/donate",
    submit: "Submit Donation",
    message: "Please fill in all required fields and select a donation amount.",
  },
  { path: "/contact", submit: "Send Message", message: "Please fill in all required fields." },
  {
    path: "/volunteer/gram-library",
    submit: "Submit Application",
    message: "Please fill in all required fields.",
  },
  {
    path: "/volunteer/internship",
    submit: "Submit Application",
    message: "Please fill in all required fields.",
  },
] as const;

/** The violations as readable lines: rule, impact, and the first elements that break it. */
async function violations(page: Page, narrow: (builder: AxeBuilder) => AxeBuilder = (builder) => builder) {
  const results = await narrow(new AxeBuilder({ page }).withTags(wcagTags)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/**
 * "JavaScript off" for axe, which itself runs as a script: the page's modules are refused, as when
 * they fail to load or have not arrived yet, so the page stays the prerendered HTML.
 */
async function withoutPageScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

for (const viewport of widths) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, reducedMotion: "reduce" });

    for (const path of viewport.paths) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
      });
    }

    for (const form of forms) {
      test(`${form.path}: the form showing its validation message has no violations`, async ({ page }) => {
        await page.goto(form.path);
        await formTakenOver(page);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.getByText(form.message).first()).toBeVisible();
        // The message's toast lies over whatever the page has at the bottom of the screen for its
        // 8 s, so target size is checked on the toast alone here; the page's own targets are
        // checked without a toast by the route's test above. The pointer rests on the toast, which
        // keeps it open however long axe takes on a loaded machine.
        await page.locator("[data-sonner-toast]").first().hover();
        expect(
          await violations(page, (axe) => axe.include("[data-sonner-toaster]").withRules(["target-size"])),
        ).toEqual([]);
        expect(await violations(page, (axe) => axe.disableRules(["target-size"]))).toEqual([]);
      });

      test(`${form.path}, JavaScript off: the answer to an invalid post has no violations`, async ({
        page,
      }) => {
        await withoutPageScripts(page);
        await page.goto(form.path);
        await page.getByRole("button", { name: form.submit }).click();
        await expect(page.locator("#form-outcome")).toContainText(form.message);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("/, JavaScript off, has no violations", async ({ page }) => {
      await withoutPageScripts(page);
      await page.goto("/");
      expect(await violations(page)).toEqual([]);
    });
  });
}

// The menus are native HTML, the same with JavaScript off (or not yet loaded) and on.
for (const javaScriptEnabled of [false, true]) {
  test.describe(`open menus, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ reducedMotion: "reduce" });
    test.beforeEach(async ({ page }) => {
      if (!javaScriptEnabled) await withoutPageScripts(page);
    });

    test("each desktop menu, open, has no violations", async ({ page }) => {
      test.slow(); // axe runs once per open menu: three or four full-page audits
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      for (const name of ["Who we are", "Programs", "Volunteer"]) {
        await openPopover(nav.getByRole("button", { name }));
        expect(await violations(page), name).toEqual([]);
      }
    });

    test("the phone menu, with each group expanded, has no violations", async ({ page }) => {
      test.slow(); // axe runs once per open menu: three or four full-page audits
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto("/");
      await openPopover(page.getByRole("banner").getByRole("button", { name: "Main menu" }));
      const menu = page.getByRole("banner").getByRole("navigation", { name: "Main" });
      expect(await violations(page)).toEqual([]);
      for (const name of ["Who we are", "Programs", "Volunteer"]) {
        await openGroup(menu, name);
        expect(await violations(page), name).toEqual([]);
      }
    });
  });
}

test.describe("moving between pages", () => {
  test("the skip link is the first stop and moves focus to the main area", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  // Every page loads in full, the pages with islands too (decision 043): the browser itself starts the
  // new page's keyboard focus at the top and announces its title.
  test("a link from a page with islands loads the next page in full, and focus starts at its top", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true });
    await footerLink.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
    // The form's script has arrived and waits for a first touch (decision 047): nothing moves focus.
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  });
});
