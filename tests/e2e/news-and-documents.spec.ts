import { addStaffAccount, signIn } from "./staff-session.ts";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { noisePhoto } from "../../server/media/testing.ts";
import { scrollsSideways } from "./forms-helpers.ts";
import { screenshotsInto } from "./screenshots.ts";

/*
 * News and documents (issue 25): staff write a post with a link, a library photo put in with the
 * picker, and a pasted script that must stay inert; the preview follows the typing (and, without
 * JavaScript, the Preview button shows it); published, within a minute it is on /news, the home
 * page, the sitemap and the feed.
 * An English-only post carries the Telugu note on /te/news; a scheduled post waits for its time.
 * A PDF staff upload is listed on /transparency and downloads as uploaded; a text file is refused.
 * /te/transparency shows its English title until staff give it a Telugu one, then that one.
 * Titles carry this run's own mark: the specs share one server and one database.
 */

test.describe.configure({ mode: "serial" });

const staffEmail = "ravi.news@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.NEWS_SHOTS_DIR;
const mark = Date.now().toString(36);

test.beforeAll(() => addStaffAccount(staffEmail, "Ravi Kumar"));

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

const text = async (page: Page, address: string) => (await page.request.get(address)).text();

// A link pasted into a post, with no place to break: it wraps on a phone rather than widen the page.
const longLink = "https://agriculture.telangana.gov.in/seed-fairs/indravelli-2026/millet-varieties-list.pdf";
const fitsA320pxPhone = async (page: Page, address: string) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(address);
  expect(await scrollsSideways(page), address).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
};

async function writePost(page: Page, fields: { title: string; slug: string; summary: string; body: string }) {
  await page.goto("/staff/news/new");
  await page.getByLabel("Address").fill(fields.slug);
  await page.getByLabel("Title (English)").fill(fields.title);
  await page.getByLabel("Summary (English)").fill(fields.summary);
  await page.getByLabel("Text (English)").fill(fields.body);
}

/** A library photo with alt text in both languages, ready for pages; resolves with its English alt text. */
async function readyPhoto(page: Page, name: string) {
  const fileName = `${name}-${mark}.jpg`;
  await page.goto("/staff/media");
  await page.getByLabel("Pictures to add").setInputFiles({
    name: fileName,
    mimeType: "image/jpeg",
    buffer: await noisePhoto(1200, 800),
  });
  await page.getByRole("button", { name: "Add pictures" }).click();
  await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
  const alt = `Millet seed laid out for swapping ${mark}`;
  await page.getByLabel("Alt text in English").fill(alt);
  await page.getByLabel("Alt text in Telugu (తెలుగు)").fill("మార్పిడికి పరిచిన చిరుధాన్యాల విత్తనాలు");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Ready for pages")).toBeVisible();
  return alt;
}

test("without JavaScript, the Preview button renders the text and each photo shows its line to copy", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, staffEmail);
  await writePost(page, {
    title: `Tank bund walk ${mark}`,
    slug: `tank-bund-${mark}`,
    summary: "",
    body: "## The walk\n\nWe walked the [tank bund](/programs/natural-resource).\n\n<script>window.pwned = 3</script>",
  });
  await page.getByText("Add a photo from the library (English)").click();
  const picker = page.locator("details").filter({ hasText: "Add a photo from the library (English)" });
  await expect(picker.getByRole("button", { name: /^Insert/ }).first()).toBeHidden();
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const preview = page.getByRole("region", { name: "Preview (English)" });
  await expect(preview.getByRole("link", { name: "tank bund" })).toHaveAttribute(
    "href",
    "/programs/natural-resource",
  );
  await expect(preview.getByRole("heading", { name: "The walk" })).toBeVisible();
  await expect(preview).toContainText("<script>window.pwned = 3</script>");
  await context.close();
});

test("staff write a post with a photo and a link, see it previewed as they type and publish it: on /news, the home page, the sitemap and the feed", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const title = `Seed fair in Indravelli ${mark}`;
  const slug = `seed-fair-${mark}`;
  await signIn(page, staffEmail);
  const alt = await readyPhoto(page, "seed-fair");
  // The editor's script, its fetches and the preview frame all stay within the staff policy.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await writePost(page, {
    title,
    slug,
    summary: `Farmers swapped forty kinds of millet seed: ${longLink}`,
    body: [
      "## What happened",
      "",
      "Farmers from twelve villages met. Read about our [farm livelihoods work](/programs/farm-livelihoods).",
      "",
      `The list of seeds: ${longLink}`,
      "",
      "<script>window.pwned = 1</script>",
      "",
      '<img src="x" onerror="window.pwned = 2">',
    ].join("\n"),
  });
  // With JavaScript the preview follows the text, in a sandboxed frame; the button is not needed.
  await expect(page.getByRole("button", { name: "Preview", exact: true })).toBeHidden();
  const frame = page.frameLocator('iframe[title="Preview as you type (English)"]');
  await expect(frame.getByRole("link", { name: "farm livelihoods work" })).toHaveAttribute(
    "href",
    "/programs/farm-livelihoods",
  );
  await expect(frame.getByRole("heading", { name: "What happened" })).toBeVisible();
  await expect(frame.locator("body")).toContainText("<script>window.pwned = 1</script>");
  await expect(page.locator('iframe[title="Preview as you type (English)"]')).toHaveAttribute(
    "sandbox",
    "allow-same-origin",
  );

  // The picker puts the photo's line where the cursor is, and the preview shows the photo.
  const body = page.getByLabel("Text (English)");
  await body.focus();
  await body.press("ControlOrMeta+End");
  await page.getByText("Add a photo from the library (English)").click();
  const picker = page.locator("details").filter({ hasText: "Add a photo from the library (English)" });
  await picker.getByRole("button", { name: `Insert “${alt}” into the English text` }).click();
  await expect(body).toBeFocused();
  await expect(body).toHaveValue(/onerror="window\.pwned = 2">\n\n!\[[^\]]+\]\(media:[0-9a-f-]+\)$/);
  await expect(frame.locator("picture img")).toHaveAttribute("alt", alt);
  // The Telugu text's picker names each photo by its Telugu alt text, which is what it puts in.
  const teluguPicker = page.locator("details").filter({ hasText: "Add a photo from the library (Telugu)" });
  await expect(
    teluguPicker
      .getByRole("button", {
        name: "Insert “మార్పిడికి పరిచిన చిరుధాన్యాల విత్తనాలు” into the Telugu text",
        includeHidden: true,
      })
      .first(),
  ).toBeAttached();
  await body.press("End");
  await body.pressSequentially("\n\nThe next fair is in March.");
  await expect(frame.locator("body")).toContainText("The next fair is in March.");
  expect(violations).toEqual([]);
  // The action bar sticks to the foot of the window, so axe would count whichever control is
  // scrolled under it as obscured; at the end of the form the bar rests in its own place. The
  // preview frame runs no script (sandboxed), so axe cannot run inside it: the published post is
  // checked on its own page below.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const editorAxe = new AxeBuilder({ page })
    .withTags(wcagTags)
    .exclude('iframe[title^="Preview as you type"]');
  await expect((await editorAxe.analyze()).violations).toEqual([]);
  await screenshot(page, "staff-editor");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. The post is on the site within a minute.")).toBeVisible();

  await expect.poll(() => text(page, "/news"), { timeout: 60_000, intervals: [2_000] }).toContain(title);
  expect(await text(page, "/")).toContain(title);
  expect(await text(page, "/sitemap.xml")).toContain(`/news/${slug}</loc>`);
  const feed = await text(page, "/news/feed.xml");
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`/news/${slug}`);

  const response = await page.goto(`/news/${slug}`);
  expect(response?.status()).toBe(200);
  const html = await page.content();
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  expect(await page.locator("[onerror], main script").count()).toBe(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main picture img")).toHaveAttribute("alt", alt);
  await expect(page.locator("main").getByRole("link", { name: "farm livelihoods work" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/news/${slug}$`));
  await expect(page.locator('link[hreflang="te-IN"]')).toHaveAttribute(
    "href",
    new RegExp(`/te/news/${slug}$`),
  );
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.map((entry) => JSON.parse(entry) as { "@type": string }).map((entry) => entry["@type"]),
  ).toContain("NewsArticle");
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "news-post");

  for (const address of [`/news/${slug}`, "/news", "/"]) await fitsA320pxPhone(page, address);

  await page.goto("/news");
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "news-list");

  // The English-only post on the Telugu pages, with the Telugu note.
  const note = "ఈ వార్త ఇంగ్లీషులో మాత్రమే అందుబాటులో ఉంది.";
  await page.goto(`/te/news/${slug}`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.locator('h1 [lang="en-IN"]')).toHaveText(title);
  await screenshot(page, "news-post-te");
  await page.goto("/te/news");
  await expect(page.getByRole("listitem").filter({ hasText: title }).getByText(note)).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "news-list-te");
});

test("a scheduled post appears only once its time (India time) has come", async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Health camp in Sirpur ${mark}`;
  const slug = `health-camp-${mark}`;
  await signIn(page, staffEmail);
  await writePost(page, { title, slug, summary: "", body: "A health camp for elders." });
  // The next minute but one, as India time in the datetime-local field.
  const due = new Date(Math.ceil((Date.now() + 61_000) / 60_000) * 60_000);
  const ist = new Date(due.getTime() + 330 * 60_000).toISOString().slice(0, 16);
  await page.getByLabel("Publish at").fill(ist);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(
    page.getByText("Scheduled. The post appears on the site at the time you chose."),
  ).toBeVisible();
  await page.waitForTimeout(12_000);
  expect(Date.now()).toBeLessThan(due.getTime());
  expect(await text(page, "/news")).not.toContain(title);
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);
  await expect
    .poll(() => text(page, "/news"), { timeout: due.getTime() - Date.now() + 60_000, intervals: [3_000] })
    .toContain(title);
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(200);
});

test("a PDF uploaded for FY 2025-26 is listed on /transparency and downloads byte-identical; a text file named .pdf is refused; its Telugu title, added later, is on /te/transparency; the year's figures are published", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // With a word too long for a phone's line, as a file's name used as a title is.
  const title = `Audited accounts 2025-26 ${mark} DaiRuralDevelopmentSocietyAuditedStatements`;
  const titleTe = `ఆడిట్ చేసిన లెక్కలు 2025-26 ${mark}`;
  // A small but real PDF, with binary bytes that a text conversion would spoil.
  const pdf = Buffer.concat([
    Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1"),
    Buffer.from(`1 0 obj << /Type /Catalog >> endobj % ${mark}\n`),
    Buffer.from(Array.from({ length: 256 }, (_, index) => index)),
    Buffer.from("\n%%EOF\n"),
  ]);
  await signIn(page, staffEmail);
  await page.goto("/staff/documents");
  await page.getByLabel("Title in English").fill(`Poster ${mark}`);
  await page.getByLabel("Title in Telugu").fill(`పోస్టర్ ${mark}`);
  await page.getByLabel("Kind of document").selectOption("other");
  await page.getByLabel("Financial year").fill("2025-26");
  await page.getByLabel("PDF file").setInputFiles({
    name: "poster.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Just a text file, renamed to .pdf"),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not a PDF");
  await expect(page.getByText(`Poster ${mark}`)).toHaveCount(0);
  // What was typed stays, in both languages.
  await expect(page.getByLabel("Title in English")).toHaveValue(`Poster ${mark}`);
  await expect(page.getByLabel("Title in Telugu")).toHaveValue(`పోస్టర్ ${mark}`);

  await page.getByLabel("Title in English").fill(title);
  await page.getByLabel("Title in Telugu").fill("");
  await page.getByLabel("Kind of document").selectOption("auditedAccounts");
  await page.getByLabel("Financial year").fill("2025-26");
  await page
    .getByLabel("PDF file")
    .setInputFiles({ name: "accounts.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Uploaded. It is listed on /transparency within a minute.")).toBeVisible();
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "staff-documents");

  await expect
    .poll(() => text(page, "/transparency"), { timeout: 60_000, intervals: [2_000] })
    .toContain(title);
  await page.goto("/transparency");
  const year = page
    .locator("#reports")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Financial year 2025-26" }) });
  const link = year.getByRole("link", { name: title });
  await expect(link).toBeVisible();
  await expect(year).toContainText("Audited accounts · PDF, 1 KB");
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/documents\/\w+\/audited-accounts-2025-26-[\w-]+\.pdf$/);
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(download.headers()["content-disposition"]).toMatch(
    /^attachment; filename="audited-accounts-2025-26-[\w-]+\.pdf"$/,
  );
  await fitsA320pxPhone(page, "/transparency");
  expect(download.headers()["content-security-policy"]).toContain("sandbox");
  expect((await download.body()).equals(pdf)).toBe(true);
  const figures = page.locator("#figures");
  await expect(figures.getByRole("listitem").filter({ hasText: "2025-26" })).toContainText(
    "Figures not yet published.",
  );
  // The page's data (its .data twin) holds what the page shows, not who uploaded the document.
  expect(await text(page, "/transparency.data")).not.toContain(staffEmail);

  // Without a Telugu title, the Telugu page shows the English one, marked as English.
  await page.goto("/te/transparency");
  const teluguYear = page
    .locator("#reports")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "ఆర్థిక సంవత్సరం 2025-26" }) });
  await expect(teluguYear.getByRole("link", { name: title })).toHaveAttribute("lang", "en-IN");

  // The Telugu title, added afterwards from the staff area without uploading the PDF again.
  await page.goto("/staff/documents");
  await page.getByRole("link", { name: `Edit titles of ${title}` }).click();
  await expect(page.getByLabel("Title in English")).toHaveValue(title);
  await page.getByLabel("Title in Telugu").fill(titleTe);
  await page.getByRole("button", { name: "Save titles" }).click();
  await expect(
    page.getByText("Titles saved. /transparency and /te/transparency show them within a minute."),
  ).toBeVisible();
  await expect(page.getByText(titleTe)).toBeVisible();
  await expect
    .poll(() => text(page, "/te/transparency"), { timeout: 60_000, intervals: [2_000] })
    .toContain(titleTe);
  await page.goto("/te/transparency");
  const teluguLink = teluguYear.getByRole("link", { name: titleTe });
  await expect(teluguLink).toBeVisible();
  await expect(teluguLink).not.toHaveAttribute("lang", /./);
  // The same file at the same address, named from the English title.
  await expect(teluguLink).toHaveAttribute("href", href);
  await expect(teluguYear.getByRole("link", { name: title })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "transparency-te");
  await page.goto("/transparency");
  await expect(year.getByRole("link", { name: title })).toHaveAttribute("href", href);
  await expect(page.locator("#reports").getByText(titleTe)).toHaveCount(0);

  // The year's figures, published from the staff area.
  await page.goto("/staff/figures");
  await page.getByLabel("Financial year").first().fill("2025-26");
  await page.getByLabel("Income (₹)").first().fill("12,50,000");
  await page.getByLabel("Expenditure (₹)").first().fill("11,80,000");
  await page.getByLabel("Spent on programmes (%)").first().fill("82.5");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published. Every page shows it within a minute.")).toBeVisible();
  // The form shows the amounts as they were typed, grouped in the Indian way.
  await expect(page.getByLabel("Income (₹)").first()).toHaveValue("12,50,000");
  await expect
    .poll(() => text(page, "/transparency"), { timeout: 60_000, intervals: [2_000] })
    .toContain("₹12,50,000");
  await page.goto("/transparency");
  await expect(figures.getByRole("listitem").filter({ hasText: "2025-26" })).toContainText("82.5%");
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "transparency");
  await page.goto("/te/transparency");
  await expect(page.getByRole("heading", { name: "ఆర్థిక సంవత్సరం 2025-26" }).first()).toBeVisible();
  await expect(page.locator("#figures")).toContainText("కార్యక్రమాలపై ఖర్చు");

  // The launch page counts transparency's stand-ins as the society's to fill in, each linked.
  await page.goto("/staff/launch");
  const standIns = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: /^Page texts and certificates to fill in/ }) });
  await expect(standIns.locator('a[href^="/staff/content/texts/transparency#"]').first()).toBeVisible();
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "staff-launch");
});
