import { expect, type Page, test } from "@playwright/test";

/*
 * On a slow link the stylesheet arrives after the page is parsed, and whatever asks for a layout in
 * between (in Lighthouse's traces of the form pages, something in the browser itself) gets the page
 * styled without it. When the stylesheet then arrives, every property it changes on an element with
 * a transition would animate from the browser's defaults: the form fields' and links' colours on
 * the first frames of a phone's slowest minute. Decision 069: fades run only where a pointer
 * hovers. Here the stylesheet is held back and a layout is forced each time the parser pauses.
 */

const stylesheetDelayMs = 600;

type Run = { property: string; target: string };

test.beforeEach(async ({ page }) => {
  await page.route("**/assets/*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, stylesheetDelayMs));
    await route.continue();
  });
  await page.addInitScript(() => {
    const runs: Run[] = [];
    Object.assign(window, { transitionRuns: runs });
    addEventListener(
      "transitionrun",
      (event) => runs.push({ property: event.propertyName, target: (event.target as Element).tagName }),
      true,
    );
    // Each time the parser pauses, until the stylesheet has come: a layout, as the browser's own work
    // may ask for one. (A page's first inline script waits for the stylesheet, so the parser may
    // pause there, before the page's end.)
    const observer = new MutationObserver(() => {
      if (document.styleSheets.length > 0 && document.styleSheets[0]?.cssRules.length) observer.disconnect();
      else if (document.body) void document.body.offsetHeight;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
});

async function transitionsAfterLoad(page: Page) {
  await page.waitForLoadState("load");
  // A fade's run event comes as it starts: at the stylesheet's first frame.
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { transitionRuns: Run[] }).transitionRuns);
}

test.describe("on a phone (no hover)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ["/donate", "/te/volunteer/internship"]) {
    test(`${path}: nothing fades in as the late stylesheet arrives`, async ({ page }) => {
      await page.goto(path, { waitUntil: "commit" });
      expect(await transitionsAfterLoad(page)).toEqual([]);
      // The stylesheet did apply: the page is the site's, not the browser's defaults.
      await expect(page.locator("body")).toHaveCSS("display", "flex");
    });
  }
});

test.describe("with a mouse", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("/donate: a field's border still fades as the pointer moves over it", async ({ page }) => {
    await page.goto("/donate", { waitUntil: "commit" });
    await transitionsAfterLoad(page);
    await page.getByLabel("Email", { exact: false }).first().hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { transitionRuns: Run[] }).transitionRuns))
      .toContainEqual({ property: "border-top-color", target: "INPUT" });
  });
});
