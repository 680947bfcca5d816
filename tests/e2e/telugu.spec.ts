import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { contactWording } from "../../app/content/forms/contact.ts";
import { donationWording } from "../../app/content/forms/donation.ts";
import { volunteerWording } from "../../app/content/forms/volunteer.ts";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import { expectFailureShown, openForm, pauseLikeAPerson } from "./forms-helpers.ts";

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

// The 404 page is one file for every unknown address; its language link must not lead to that file.
test("the 404 page's language link leads to the other language's home page", async ({ page }) => {
  await page.goto("/te/no-such-page");
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/no-such-page");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "తెలుగు" })).toHaveAttribute(
    "href",
    "/te",
  );
});

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

/*
 * The forms on their Telugu pages, against the real function (the words of every form and message:
 * app/components/forms/telugu-forms.test.tsx). The shared server has no SMTP_URL, so its emails are
 * .eml files under the data directory.
 */
test.describe("a Telugu form", () => {
  const mailDir = path.join(process.env.E2E_DATA_DIR ?? "", "mail");
  const referenceLine = /^మీ రిఫరెన్స్ నంబర్: ([A-Z]{3}-[2-9A-HJ-NP-Z]{6})$/;

  async function readEmail(reference: string, kind: "acknowledgement" | "notification") {
    const file = path.join(mailDir, `${reference}-${kind}.eml`);
    await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
    return simpleParser(await readFile(file));
  }

  function storedSubmission(reference: string): { language: string; formType: string } {
    const shown = execFileSync(process.execPath, ["scripts/submissions.ts", "show", reference], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return JSON.parse(shown);
  }

  test("contact: Telugu hints and messages; stored as te; the acknowledgement in Telugu, the notification in English", async ({
    page,
  }) => {
    const wording = contactWording.te;
    await openForm(page, "/te/contact", wording.submit);
    const form = page.getByRole("form", { name: wording.formName });
    await form.getByRole("button", { name: wording.submit }).click();
    await expect(page.getByText(wording.messages.invalid.description)).toBeVisible();
    await expect(form.getByLabel(/^పూర్తి పేరు/)).toHaveAccessibleDescription("పూర్తి పేరు తప్పనిసరిగా నింపాలి.");

    await form.getByLabel(/^పూర్తి పేరు/).fill("రవి కుమార్");
    await form.getByLabel(/^ఈమెయిల్ చిరునామా/).fill("ravi.te@example.org");
    await form.getByLabel(/^విషయం/).selectOption({ label: wording.subjects.partnership });
    await form.getByLabel(/^సందేశం/).fill("మీతో కలిసి పనిచేయాలని ఉంది.");
    await pauseLikeAPerson(page);
    await form.getByRole("button", { name: wording.submit }).click();
    await expect(page.locator("#form-outcome").getByText(wording.messages.success)).toBeVisible();
    const line = (await page.locator("#form-outcome").getByText(referenceLine).textContent()) ?? "";
    const reference = referenceLine.exec(line)?.[1] ?? "";

    expect(storedSubmission(reference)).toMatchObject({ formType: "contact", language: "te" });
    const acknowledgement = await readEmail(reference, "acknowledgement");
    expect(acknowledgement.subject).toBe(`${wording.acknowledgementSubject} [${reference}]`);
    expect(acknowledgement.text).toContain("ప్రియమైన రవి కుమార్ గారికి,");
    expect(acknowledgement.text).toContain(wording.messages.success);
    expect(acknowledgement.text).toContain(`మీ రిఫరెన్స్ నంబర్ ${reference}.`);
    expect(acknowledgement.text).toContain(`విషయం: ${wording.subjects.partnership}`);
    expect(acknowledgement.html).toContain('lang="te-IN"');
    const notification = await readEmail(reference, "notification");
    expect(notification.subject).toBe(`Contact: Partnership Inquiry from రవి కుమార్ [${reference}]`);
    expect(notification.text).toContain("Language of the form: Telugu");
  });

  test("donation: the Telugu failure message, then a Telugu acknowledgement with the bank details in Telugu", async ({
    page,
  }) => {
    const wording = donationWording.te;
    await openForm(page, "/te/donate", wording.submit);
    const form = page.getByRole("form", { name: wording.formName });
    await form.getByText("₹1,000", { exact: true }).click();
    await form.getByLabel(/^పూర్తి పేరు/).fill("ఆశా దేవి");
    await form.getByLabel(/^ఈమెయిల్ చిరునామా/).fill("asha.te@example.org");
    await form.getByLabel(wording.giving.citizenship.label).check();
    await pauseLikeAPerson(page);
    await page.route("**/api/send-form-email", (route) =>
      route.fulfill({ status: 500, json: { error: "x" } }),
    );
    await form.getByRole("button", { name: wording.submit }).click();
    await expectFailureShown(page, wording.messages.returnedError);

    await page.unroute("**/api/send-form-email");
    await form.getByRole("button", { name: wording.submit }).click();
    await expect(page.locator("#form-outcome").getByText(wording.messages.success)).toBeVisible();
    const line = (await page.locator("#form-outcome").getByText(referenceLine).textContent()) ?? "";
    const reference = referenceLine.exec(line)?.[1] ?? "";
    const acknowledgement = await readEmail(reference, "acknowledgement");
    expect(acknowledgement.subject).toBe(`${wording.acknowledgementSubject} [${reference}]`);
    expect(acknowledgement.text).toContain(wording.bankTransfer.title);
    expect(acknowledgement.text).toContain("మీ ₹1,000 విరాళం హామీ నమోదైంది");
    expect(acknowledgement.text).toContain(`మీ రిఫరెన్స్ నంబర్ ${reference} రాయండి`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is answered with the Telugu page: the Telugu message and hints, then the Telugu thanks", async ({
      page,
    }) => {
      const wording = volunteerWording.te;
      await page.goto("/te/volunteer/gram-library");
      const form = page.getByRole("form", { name: wording.formName });
      await form.getByLabel(/^పూర్తి పేరు/).fill("లక్ష్మి");
      await form.getByRole("button", { name: wording.submit }).click();

      await expect(page).toHaveURL(/\/api\/send-form-email#form-outcome$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "te-IN");
      const outcome = page.locator("#form-outcome");
      await expect(outcome.locator("p")).toHaveText([wording.messages.invalid.title]);
      const refused = outcome.getByRole("link");
      await expect(refused).toHaveText(["ఈమెయిల్ చిరునామా తప్పనిసరిగా నింపాలి.", "ఫోన్ నంబర్ తప్పనిసరిగా నింపాలి."]);
      const answered = page.getByRole("form", { name: wording.formName });
      await refused.last().click();
      await page.keyboard.press("Tab");
      await expect(answered.getByLabel(/^ఫోన్ నంబర్/)).toBeFocused();
      await expect(answered.getByLabel(/^పూర్తి పేరు/)).toHaveValue("లక్ష్మి");
      await expect(answered.getByLabel(/^ఫోన్ నంబర్/)).toHaveAccessibleDescription("ఫోన్ నంబర్ తప్పనిసరిగా నింపాలి.");

      await answered.getByLabel(/^ఈమెయిల్ చిరునామా/).fill("lakshmi.te@example.org");
      await answered.getByLabel(/^ఫోన్ నంబర్/).fill("9876543210");
      await page.waitForTimeout(2100); // a person's time to fill in, which the server checks
      await answered.getByRole("button", { name: wording.submit }).click();
      await expect(outcome).toContainText(wording.messages.success);
      await expect(outcome).toContainText("మీ రిఫరెన్స్ నంబర్: VOL-");
    });
  });
});
