import { expect, test } from "@playwright/test";
import { routePaths } from "../../scripts/site-files/route-paths.ts";

/*
 * The Telugu twin of every page: its address under /te, its language, its words, the switch between
 * the languages, its 404 page and its font. The English checks of the other specs are not repeated;
 * seo.spec.ts checks hreflang and the sitemap, accessibility.spec.ts and html-validity.spec.ts run on
 * every Telugu page too.
 */

const TELUGU = /[\u0C00-\u0C7F]/;
const teluguPaths = routePaths().filter((path) => path === "/te" || path.startsWith("/te/"));
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").trim();

test("every Telugu route answers 200 in Telugu, with Telugu in its main heading", async ({ request }) => {
  expect(teluguPaths).toHaveLength(routePaths().length / 2);
  for (const path of teluguPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="te-IN"');
    const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = ""]) =>
      textOf(inner),
    );
    expect(headings, path).toHaveLength(1);
    expect(headings[0], path).toMatch(TELUGU);
  }
});

for (const path of ["/te/no-such-page", "/te/programs/no-such-programme"]) {
  test(`${path} answers 404 with the Telugu 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
    await expect(page.getByRole("heading", { level: 1, name: "అయ్యో! పేజీ కనబడలేదు" })).toBeVisible();
    await page.getByRole("link", { name: "హోమ్ పేజీకి వెళ్లండి" }).click();
    await expect(page).toHaveURL("/te");
  });
}

test("the header and footer lead to the same page in the other language", async ({ page }) => {
  await page.goto("/programs/rural-sports");
  const toTelugu = page.getByRole("banner").getByRole("link", { name: "తెలుగు" });
  await expect(toTelugu).toHaveAttribute("lang", "te-IN");
  await expect(toTelugu).toHaveAttribute("hreflang", "te-IN");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "తెలుగు" })).toHaveAttribute(
    "href",
    "/te/programs/rural-sports",
  );
  await toTelugu.click();
  await expect(page).toHaveURL("/te/programs/rural-sports");
  await expect(page.getByRole("heading", { level: 1, name: "గ్రామీణ క్రీడలు" })).toBeVisible();

  const toEnglish = page.getByRole("contentinfo").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("lang", "en-IN");
  await expect(toEnglish).toHaveAttribute("hreflang", "en-IN");
  await toEnglish.click();
  await expect(page).toHaveURL("/programs/rural-sports");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("Telugu pages link to Telugu pages and name the sections the specification names", async ({ page }) => {
  await page.goto("/te/about");
  await expect(page.getByRole("heading", { level: 2, name: "పారదర్శకత, జవాబుదారీతనం" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("img", { name: "దాయి రూరల్ డెవలప్‌మెంట్ సొసైటీ", exact: true }),
  ).toBeVisible();
  const internalLinks = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(
    internalLinks.filter((href) => href !== "/te" && !href.startsWith("/te/") && !href.startsWith("/te#")),
  ).toEqual([]);

  for (const [path, heading] of [
    ["/te/team", "మేనేజింగ్ డైరెక్టర్ సందేశం"],
    ["/te/volunteer/gram-library", "లక్ష్యాలు"],
    ["/te/volunteer/grow-plant", "ప్రధాన రంగాలు"],
    ["/te/volunteer/grow-plant", "ప్రాజెక్టులు"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  await page.goto("/te/programs/fpos");
  const others = page.getByRole("region", { name: "మా ఇతర కార్యక్రమాలను చూడండి" }).getByRole("link");
  await expect(others).toHaveCount(8);
  await expect(others.filter({ hasText: "రైతు ఉత్పత్తిదారుల సంస్థలు" })).toHaveCount(0);
});

test("no page downloads a font: English and Telugu are set in the device's own (decision 008)", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
  });
  for (const path of ["/", "/about", "/contact", "/te", "/te/about", "/te/contact"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(fonts).toEqual([]);
});

test("Telugu headings and buttons have room for the script's tall letters at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/te", "/te/programs/drug-de-addiction", "/te/donate"]) {
    await page.goto(path);
    const cramped = await page
      .locator("h1, h2, h3, a[class*='rounded-full'], button")
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.checkVisibility())
          .flatMap((element) => {
            const style = getComputedStyle(element);
            const ratio = Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
            const clipped = element.scrollHeight > element.clientHeight + 1 && style.overflow === "hidden";
            return ratio < 1.4 || clipped
              ? [`${element.tagName} "${element.textContent?.trim()}" ${ratio.toFixed(2)}`]
              : [];
          }),
      );
    expect(cramped, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
