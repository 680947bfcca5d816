import { expect, type Page, test } from "@playwright/test";
import { addStaffAccount, signIn } from "./staff-session.ts";
import { screenshotsInto } from "./screenshots.ts";

/*
 * Text pasted into a post from WhatsApp, Word or email often starts its lines with spaces. On a
 * 375 px phone, such a paragraph is ordinary text that wraps, and a fenced block (```) with a long
 * line wraps or scrolls in its own box: the page never grows wider than the screen, in English and
 * in Telugu. The post carries this run's mark: the specs share one server and one database.
 */

const staffEmail = "swathi.pasted@example.org";
const shots = process.env.NEWS_SHOTS_DIR;
const mark = Date.now().toString(36);

test.beforeAll(() => addStaffAccount(staffEmail, "Swathi Rao"));

const screenshot = (page: Page, name: string) => screenshotsInto(shots, page, name);

const indented =
  "    Forty farmers from Indravelli, Utnoor and Narnoor brought their own millet seed to swap, and the women's group served ragi java to everyone who came.";
const indentedTe =
  "    ఇంద్రవెల్లి, ఉట్నూర్, నార్నూర్ నుంచి నలభై మంది రైతులు తమ చిరుధాన్యాల విత్తనాలు తెచ్చి మార్చుకున్నారు, మహిళా సంఘం అందరికీ రాగి జావ అందించింది.";
const fenced =
  "```\nSeed-list: jowar-bajra-ragi-korra-sama-arika-andu-korralu-udalu-varigalu-2026-indravelli\n```";

test("an indented paragraph is text that wraps at 375 px: the post is no wider than the phone, in English and Telugu", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Seed swap report ${mark}`;
  const slug = `seed-swap-report-${mark}`;
  await signIn(page, staffEmail);
  await page.goto("/staff/news/new");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Title (English)").fill(title);
  await page.getByLabel("Text (English)").fill(`The swap went well.\n\n${indented}\n\n${fenced}`);
  await page.getByLabel("Title (Telugu)").fill(`విత్తనాల మార్పిడి నివేదిక ${mark}`);
  await page.getByLabel("Text (Telugu)").fill(`మార్పిడి బాగా జరిగింది.\n\n${indentedTe}\n\n${fenced}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published. The post is on the site within a minute.")).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/news/${slug}`)).status(), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(200);

  for (const [address, words] of [
    [`/news/${slug}`, indented.trim()],
    [`/te/news/${slug}`, indentedTe.trim()],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(address);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, address).toBeLessThanOrEqual(375);
    await expect(page.locator("main article .news-body > p").filter({ hasText: words })).toBeVisible();
    await screenshot(page, address.startsWith("/te/") ? "indented-post-te" : "indented-post");
  }
});
