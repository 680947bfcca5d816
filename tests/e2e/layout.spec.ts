import { expect, test, type Page } from "@playwright/test";

const header = (page: Page) => page.getByRole("banner");
const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("header on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("stays at the top while the page scrolls, with the name linking home", async ({ page }) => {
    await page.goto("/about");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect((await header(page).boundingBox())?.y).toBe(0);
    await header(page).getByRole("link", { name: "Dai Rural Development Society" }).click();
    await expect(page).toHaveURL("/");
  });

  test("shows the navigation of the specification and the Donate button", async ({ page }) => {
    await page.goto("/");
    const nav = header(page).getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Collaborators", "/collaborators"],
      ["Contact", "/contact"],
      ["Donate", "/donate"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    // How the menus open and close: menus.spec.ts.
    for (const name of ["Who we are", "Programs", "Volunteer"]) {
      await expect(nav.getByRole("button", { name })).toBeVisible();
    }
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("leaves no sideways scrolling", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  // Staff type the titles: one run together as a single long word must wrap, not run off the phone.
  for (const [path, word] of [
    ["/programs/fpos", "FarmerProducerOrganisationsStrengtheningCollectives"],
    ["/te/programs/fpos", "రైతుఉత్పత్తిదారులసంఘాలుసమిష్టిశక్తిబలోపేతంచేయడం"],
  ] as const) {
    test(`wraps a heading typed as one long word (${path})`, async ({ page }) => {
      await page.goto(path);
      const overflowing = await page.evaluate((text) => {
        const headings = [...document.querySelectorAll("h1, h2, h3")];
        for (const heading of headings) heading.textContent = text;
        return headings.filter((heading) => heading.scrollWidth > heading.clientWidth + 1).length;
      }, word);
      expect(overflowing).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  // Phones are 320 px wide and up, 360 the commonest: the name stays inside the header's link, in
  // both languages, shown where two lines hold it, and in the link's name everywhere.
  for (const [path, name] of [
    ["/about", "Dai Rural Development Society"],
    ["/te/about", "దాయి రూరల్ డెవలప్‌మెంట్ సొసైటీ"],
  ] as const) {
    test(`keeps the society's name inside the header at 320 to 414 px (${path})`, async ({ page }) => {
      await page.goto(path);
      const home = header(page).getByRole("link", { name });
      const rest = home.getByText(name.split(" ").slice(1).join(" "), { exact: true });
      for (const [width, restShown] of [
        [320, false],
        [359, false],
        [360, true],
        [375, true],
        [414, true],
      ] as const) {
        await page.setViewportSize({ width, height: 740 });
        const link = await home.boundingBox();
        const words = await home.evaluate((element) => {
          const boxes = [...element.querySelectorAll("span")].map((span) => span.getBoundingClientRect());
          return {
            top: Math.min(...boxes.map((box) => box.top)),
            bottom: Math.max(...boxes.map((box) => box.bottom)),
          };
        });
        expect(words.top, `${width} px`).toBeGreaterThanOrEqual(link?.y ?? Infinity);
        expect(words.bottom, `${width} px`).toBeLessThanOrEqual((link?.y ?? 0) + (link?.height ?? 0));
        if (restShown) await expect(rest, `${width} px`).toBeInViewport();
        else await expect(rest, `${width} px`).not.toBeInViewport();
      }
    });
  }
});

test.describe("footer", () => {
  test("has the about blurb, quick links and programme links", async ({ page }) => {
    await page.goto("/contact");
    await expect(footer(page).getByText(/tribal and rural communities/)).toBeVisible();
    const quickLinks = footer(page).getByRole("navigation", { name: "Quick Links" });
    for (const href of [
      "/",
      "/about",
      "/team",
      "/collaborators",
      "/volunteer/gram-library",
      "/volunteer/internship",
      "/contact",
      "/donate",
    ]) {
      await expect(quickLinks.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const programs = footer(page).getByRole("navigation", { name: "Our Programs" });
    await expect(programs.getByRole("link")).toHaveCount(9);
    await expect(programs.locator('a[href="/programs/sports"]')).toHaveCount(0);
    await programs.getByRole("link", { name: "Rural Sports" }).click();
    await expect(page).toHaveURL("/programs/rural-sports");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("opens social pages in a new tab and gives contact details and the copyright", async ({ page }) => {
    await page.goto("/");
    for (const network of ["Instagram", "YouTube", "LinkedIn"]) {
      const link = footer(page).getByRole("link", { name: new RegExp(network) });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer(page).getByText(/Nirmal District/)).toBeVisible();
    await expect(footer(page).locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer(page).locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer(page).getByText(/© 2024/)).toBeVisible();
  });
});
