import { expect, test } from "@playwright/test";
import { specificationPaths } from "../requirements.ts";
import { formTakenOver } from "./forms-helpers.ts";
import { islandReady } from "./islands.ts";

const routes = specificationPaths;

// The pages that hydrate: their application loads only once the page has painted (issue 11;
// app/utils/scripts-after-content.ts).
const hydratedRoutes = [
  "/",
  "/donate",
  "/contact",
  "/volunteer/gram-library",
  "/volunteer/internship",
  "/donate/paid",
];

// The pages that are only read ship no JavaScript at all (`handle = staticPage` in their route module).
const contentRoutes = [...routes.filter((path) => !hydratedRoutes.includes(path)), "/no-such-page"];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });
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
  });
}

test("content pages carry no script, module preload or framework runtime, in both languages", async ({
  request,
}) => {
  for (const path of contentRoutes.flatMap((english) => [english, `/te${english}`])) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("</footer>");
    // Allowed: structured data, and the 404 page's one line that logs the missing path (requirements 2).
    const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter(([, attributes = ""]) => !attributes.includes('type="application/ld+json"'))
      .map(([, , body = ""]) => body)
      .filter(
        (body) =>
          !(path.endsWith("/no-such-page") && /^console\.error\([^()]*,location\.pathname\)$/.test(body)),
      );
    expect(code, `${path}: scripts`).toEqual([]);
    expect(html, path).not.toMatch(/rel="modulepreload"|__reactRouter/);
  }
});

test("both Rural Sports paths show the same page", async ({ page }) => {
  await page.goto("/programs/sports");
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/programs/rural-sports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
});

test("hydrated pages fetch no script before the first paint: nothing in the head, no script file in the HTML", async ({
  request,
}) => {
  for (const path of hydratedRoutes.flatMap((english) => [english, `/te${english === "/" ? "" : english}`])) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const headScripts = [...head.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = ""]) => attributes);
    expect(
      headScripts.filter((attributes) => !attributes.includes('type="application/ld+json"')),
      path,
    ).toEqual([]);
    expect(/<link\b[^>]*rel="modulepreload"/.test(html), `${path}: a module preload`).toBe(false);
    expect(/<script\b[^>]*\bsrc=/i.test(html), `${path}: a script file`).toBe(false);
    expect(/<script\b[^>]*type="module"/i.test(html), `${path}: a module script`).toBe(false);
    expect(html.includes('id="application-start"'), `${path}: the application, waiting`).toBe(true);
  }
});

for (const path of hydratedRoutes) {
  test(`${path} paints, then loads its application and hydrates`, async ({ page }) => {
    await page.goto(path);
    // Hydrated first, so that every module the page needs has loaded before the timings are read
    // (a resource timing entry appears only once its response has ended).
    if (path === "/") {
      await islandReady(page, "hero-carousel");
    } else {
      await formTakenOver(page);
    }
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.firstPaint);
  });
}
