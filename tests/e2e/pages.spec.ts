import { expect, type Page, test } from "@playwright/test";
import { organisation } from "../../app/content/organisation.ts";
import { specificationPaths } from "../requirements.ts";

/*
 * The information pages of requirements 2: each shows its headings, its links and, where it has one, a button
 * that brings its form into view. Figures are checked in figures.spec.ts.
 */

const main = (page: Page) => page.getByRole("main");

const pages = specificationPaths.filter(
  (path) => path !== "/" && path !== "/privacy" && path !== "/transparency",
);

for (const path of pages) {
  test(`${path} has one h1, a title naming the society and a description`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`\\| ${organisation.name}$`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(40);
  });
}

// Read from the prerendered HTML, which is what search engines and link previews see.
test("each page has its own title and description; the two Rural Sports routes share theirs", async ({
  request,
}) => {
  const heads = new Map<string, string>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(title && description, path).toBeTruthy();
    heads.set(path, `${title}\n${description}`);
  }
  expect(heads.get("/programs/rural-sports")).toBe(heads.get("/programs/sports"));
  heads.delete("/programs/rural-sports");
  expect(new Set(heads.values()).size).toBe(heads.size);
});

test("About shows the story, approach, credentials, mission, vision, values and focus", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(main(page).getByRole("img", { name: `${organisation.name} logo` })).toBeVisible();
  await expect(main(page)).toContainText(/founded in 2016/i);
  await expect(main(page)).toContainText(/means “mother” in Gondi/);
  for (const heading of [
    "A holistic approach",
    "Transparency and accountability",
    "Our core values",
    "Our geographic focus",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(
    main(page).getByRole("list").filter({ hasText: "Natural resource management" }).getByRole("listitem"),
  ).toHaveCount(8);
  for (const credential of ["NGO Darpan", "12A Registration", "80G Certified", "CSR Eligible"]) {
    await expect(main(page).getByText(credential, { exact: true })).toBeVisible();
  }
  await expect(main(page)).toContainText("registration number 791/2016");
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  for (const value of ["Compassion", "Community-Centered", "Excellence", "Sustainability"]) {
    await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
  }
  for (const district of ["Adilabad District", "Nirmal District", "Asifabad District"]) {
    await expect(page.getByRole("heading", { level: 3, name: district })).toBeVisible();
  }
  await main(page)
    .getByRole("link", { name: /^Senior Citizens/ })
    .click();
  await expect(page).toHaveURL("/programs/senior-citizens");
});

test("Leadership shows six team members and the managing director's message", async ({ page }) => {
  await page.goto("/team");
  await expect(page.getByRole("heading", { level: 1, name: "Our Leadership" })).toBeVisible();
  const cards = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  // The code's six, and any a staff spec on the same server published (content-lists.spec.ts).
  await expect(cards.filter({ hasText: /Team Member [A-F]/ })).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByText("Experience", { exact: true })).toBeVisible();
  }
  await expect(cards.filter({ hasText: "Team Member A" })).toContainText("Managing Director");
  await expect(
    page.getByRole("heading", { level: 2, name: "Message from the Managing Director" }),
  ).toBeVisible();
  await expect(main(page).locator("blockquote")).toBeVisible();
});

test("Collaborators shows four statistics, ten partners and the collaborative impact", async ({ page }) => {
  await page.goto("/collaborators");
  await expect(page.getByRole("heading", { level: 1, name: "Our Collaborators" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Our partnerships in numbers" }).getByRole("listitem"),
  ).toHaveCount(4);
  const partners = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(/^Focus: /) });
  await expect(partners).toHaveCount(10);
  await expect(partners.filter({ hasText: "Sewing Machine Manufacturer" })).toContainText(
    "Manufacturing Partner",
  );
  await expect(partners.filter({ hasText: "Spices Board" })).toContainText("Government Board");
  await expect(partners.filter({ hasText: "Crop-Price Guarantee" })).toContainText("2025");
  await expect(page.getByRole("heading", { level: 2, name: "Stronger together" })).toBeVisible();
  await main(page).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL("/contact");
});

test("Donate: the hero button scrolls to the form; impact areas, bank details and reasons to give", async ({
  page,
}) => {
  await page.goto("/donate");
  const form = page.locator("#donation-form");
  await expect(form).not.toBeInViewport();
  await main(page).getByRole("link", { name: "Donate Now" }).click();
  await expect(form).toBeInViewport();
  for (const area of ["Education", "Women Empowerment", "Sustainable Agriculture", "Healthcare"]) {
    await expect(page.getByRole("heading", { level: 3, name: area, exact: true })).toBeVisible();
  }
  const bank = page.getByRole("complementary", { name: "Give by bank transfer" });
  for (const [label, value] of [
    ["Organization", organisation.bank.accountName],
    ["Bank", organisation.bank.bankName],
    ["Account number", organisation.bank.accountNumber],
    ["IFSC", organisation.bank.ifsc],
    ["Branch", organisation.bank.branch],
  ]) {
    await expect(bank.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    await expect(bank.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }
  await expect(bank).toContainText(/email the transaction details/i);
  await expect(bank.getByRole("link", { name: organisation.email })).toHaveAttribute(
    "href",
    `mailto:${organisation.email}`,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Why donate to us" })).toBeVisible();
  await expect(main(page)).toContainText(/80G/);
});

test("Contact shows the office, phone and email links, registration, the form and the calls to action", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(main(page)).toContainText("Nirmal District");
  await expect(main(page)).toContainText("Serving Adilabad, Nirmal and Asifabad districts");
  // The published phone number (the content spec publishes its own while this runs): a tel: link.
  await expect(main(page).locator('a[href^="tel:+91"]').first()).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(main(page).getByRole("link", { name: organisation.email })).toHaveAttribute(
    "href",
    `mailto:${organisation.email}`,
  );
  await expect(main(page)).toContainText(`${organisation.registration.act}, registration number 791/2016`);
  for (const credential of ["NGO Darpan", "12A Registration", "80G Certified", "CSR Eligible"]) {
    await expect(main(page).getByText(credential, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Send us a message" })).toHaveAttribute("id", "contact-form");
  await expect(main(page).getByRole("link", { name: "Volunteer With Us" })).toHaveAttribute(
    "href",
    "/volunteer/gram-library",
  );
  await expect(main(page).getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donate");
});

test("Grama Vidhya: goals, three steps, Learn More, and Apply to Volunteer scrolls to the form", async ({
  page,
}) => {
  await page.goto("/volunteer/gram-library");
  await expect(page.getByRole("heading", { level: 1, name: "Grama Vidhya" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Goals" })).toBeVisible();
  const steps = main(page).getByRole("listitem").filter({ hasText: /^Step/ });
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(["Apply", "Training", "Impact"]);
  await expect(main(page).getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/contact");
  const form = page.locator("#volunteer-form");
  await expect(form).not.toBeInViewport();
  await main(page).getByRole("link", { name: "Apply to Volunteer" }).click();
  await expect(form).toBeInViewport();
  await expect(page.getByRole("region", { name: "Volunteer application" })).toBeVisible();
});

test("Grow Plant: focus areas and projects; Join the Initiative opens the contact form", async ({ page }) => {
  await page.goto("/volunteer/grow-plant");
  await expect(page.getByRole("heading", { level: 1, name: "Grow Plant Initiative" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Focus areas" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Projects" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/contact");
  await main(page).getByRole("link", { name: "Join the Initiative" }).click();
  await expect(page).toHaveURL("/contact#contact-form");
  await expect(page.locator("#contact-form")).toBeInViewport();
});

test("Internship: the banner, its intro and the place of the form", async ({ page }) => {
  await page.goto("/volunteer/internship");
  await expect(page.getByRole("heading", { level: 1, name: "Internship Program" })).toBeVisible();
  await expect(main(page)).toContainText(/students and recent graduates/i);
  await expect(page.locator("#internship-form")).toBeAttached();
});

const programs = [
  ["/programs/natural-resource", "Natural Resource Management"],
  ["/programs/education", "Education"],
  ["/programs/farm-livelihoods", "Farm Livelihoods"],
  ["/programs/non-farm-livelihoods", "Non-Farm Livelihoods"],
  ["/programs/health", "Health and Nutrition"],
  ["/programs/sports", "Rural Sports"],
  ["/programs/rural-sports", "Rural Sports"],
  ["/programs/fpos", "Farmer Producer Organizations"],
  ["/programs/drug-de-addiction", "Alcohol and Drug De-Addiction"],
  ["/programs/senior-citizens", "Senior Citizens"],
] as const;

for (const [path, title] of programs) {
  test(`${path} is a programme page: banner, story, work, other programmes and calls to action`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    expect(await main(page).locator("p").count()).toBeGreaterThan(4);
    const others = page.getByRole("region", { name: "Explore our other programmes" }).getByRole("link");
    await expect(others).toHaveCount(8);
    await expect(others.filter({ hasText: new RegExp(`^${title}$`) })).toHaveCount(0);
    await expect(main(page).getByRole("link", { name: "Donate Now" })).toHaveAttribute("href", "/donate");
    await expect(main(page).getByRole("link", { name: "Volunteer With Us" })).toHaveAttribute(
      "href",
      "/volunteer/gram-library",
    );
  });
}

test("scrolling to a form is smooth, and instant for visitors who prefer reduced motion", async ({
  page,
}) => {
  await page.goto("/donate");
  const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  expect(await scrollBehavior()).toBe("smooth");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await scrollBehavior()).toBe("auto");
  await main(page).getByRole("link", { name: "Donate Now" }).click();
  await expect(page.locator("#donation-form")).toBeInViewport();
});
