import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { expect, type Page, type Response, test } from "@playwright/test";
import { contactWording } from "#app/content/forms/contact.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { internshipWording } from "#app/content/forms/internship.ts";
import { volunteerWording } from "#app/content/forms/volunteer.ts";
import { islandStarts } from "#app/islands/names.ts";
import { formTakenOver } from "./forms-helpers.ts";
import { islandReady } from "./islands.ts";

/*
 * The weight of the home page's JavaScript and CSS, gzip-compressed as the server sends them, against
 * a budget set a little above what it weighed when the budget was set (2026-11-21: 145.7 KiB of
 * JavaScript in 9 files, 108 KiB of it React and React Router; 9.6 KiB of CSS). Raise it only
 * knowingly: many visitors arrive on a phone over a slow rural connection.
 */
// Issue 11 (2026-11-23) asks for at most 140 KB of JavaScript on the home page: 144.7 KiB before
// app/utils/cn.ts replaced tailwind-merge (8.5 KiB) with the few conflicts the site's components
// have, 136.6 KiB after (CSS 10.9 KiB once the web fonts' rules went, decision 008).
// Issue 28 (2026-11-25): the pages hydrate their islands only, without React Router (decision 043),
// and the JavaScript budgets are brotli, as the server sends it. The home page: at most 70 KiB, the
// issue's goal (66.7 KiB then; 130 KiB before). The form pages: 94.6–101.0 KiB then (164–175 KiB
// before), held just above that. The issue asks for 90: decision 043 names what is left to move
// (the forms' rules loaded on first check, sonner on first use); lower this as it goes.
// The second slice (2026-11-25) loads zod, the forms' rules and sonner when a person starts on the
// form: 79.9–85.6 KiB then (/donate the heaviest), held at 88, under the issue's 90. The forms'
// handling of a link that drops (decision 070: the failure kept beside the button, a send given up
// after its wait, the post without the rules) brought /donate to 88.2 KiB (2026-11-30): held at 89.
// CSS 11.5 KiB, then 11.8 (2026-11-30): the focus ring's colour by band (WCAG 1.4.11) and a news
// post's code kept in its box.
const budget = { javascript: 70 * 1024, css: 12 * 1024 };

const formPageJavaScriptBudget = 89 * 1024;

const carouselStart = islandStarts["hero-carousel"];
if (carouselStart.when !== "first-touch-or-due")
  throw new Error("The carousel is expected to start when due.");

const formPages = [
  { path: "/donate", success: donationWording.en.messages.success },
  { path: "/contact", success: contactWording.en.messages.success },
  { path: "/volunteer/gram-library", success: volunteerWording.en.messages.success },
  { path: "/volunteer/internship", success: internshipWording.en.messages.success },
];

type LoadedFile = {
  pathname: string;
  kind: "javascript" | "css";
  body: Buffer;
  gzipped: number;
  brotli: number;
};

/**
 * The scripts and stylesheets a page loads once it has settled, each with its gzip and brotli weight. The
 * scripts start only after the first paint (decision 008), so a page that hydrates is first waited
 * for (`hydrated`): on a busy machine the network can look idle before they are even requested.
 */
async function loadedFiles(page: Page, path: string, hydrated?: () => Promise<void>): Promise<LoadedFile[]> {
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  await page.goto(path);
  await hydrated?.();
  await page.waitForLoadState("networkidle");
  const files: LoadedFile[] = [];
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const kind = pathname.endsWith(".js") ? "javascript" : pathname.endsWith(".css") ? "css" : undefined;
    if (!kind) continue;
    const body = await response.body();
    files.push({
      pathname,
      kind,
      body,
      gzipped: gzipSync(body, { level: 9 }).byteLength,
      brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    });
  }
  return files;
}

const kibibytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test("the home page's JavaScript and CSS stay within the budget", async ({ page }) => {
  // Once the carousel has started (2.5 s after the load) with the counters: all the page's code.
  const files = await loadedFiles(page, "/", () => islandReady(page, "hero-carousel"));
  const weight = { javascript: 0, css: 0 };
  for (const file of files) weight[file.kind] += file.kind === "javascript" ? file.brotli : file.gzipped;
  console.log(
    `home page: JavaScript ${kibibytes(weight.javascript)} (brotli), CSS ${kibibytes(weight.css)} (gzip)\n  ${files.map((file) => `${file.pathname} ${kibibytes(file.brotli)}`).join("\n  ")}`,
  );
  expect(weight.javascript, "JavaScript, bytes brotli").toBeLessThanOrEqual(budget.javascript);
  expect(weight.css, "CSS, bytes gzip").toBeLessThanOrEqual(budget.css);
  // React DOM alone is about 55 KiB: less means the islands did not load.
  expect(weight.javascript, "some JavaScript was measured").toBeGreaterThan(50 * 1024);
});

test("the home page's counters count without React: before the carousel starts, a few KiB of script", async ({
  page,
}) => {
  // The carousel starts 2.5 s after the load: here that moment never comes, however long the page
  // takes to settle (Playwright's installed clock would still let it pass).
  await page.addInitScript((dueMs) => {
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === dueMs ? 0 : setTimeout(handler, timeout, ...rest)) as typeof window.setTimeout;
  }, carouselStart.dueMs);
  const files = await loadedFiles(page, "/", async () => {
    await page
      .getByRole("heading", { name: "Change you can count, village by village" })
      .scrollIntoViewIfNeeded();
    await islandReady(page, "impact-stats");
  });
  const scripts = files.filter((file) => file.kind === "javascript");
  const brotli = scripts.reduce((sum, file) => sum + file.brotli, 0);
  console.log(`home page before the carousel: ${scripts.map((file) => file.pathname).join(", ")}`);
  expect(brotli, "JavaScript, bytes brotli").toBeLessThanOrEqual(5 * 1024);
  expect(await page.locator('[data-island="hero-carousel"][data-island-ready]').count()).toBe(0);
});

for (const { path, success } of formPages) {
  test(`${path} loads its own form's code and no other form's, within the budget`, async ({ page }) => {
    const enhanced = () => formTakenOver(page);
    const scripts = (await loadedFiles(page, path, enhanced)).filter((file) => file.kind === "javascript");
    const code = scripts.map((file) => file.body.toString("utf8")).join("\n");
    const weight = scripts.reduce((total, file) => total + file.brotli, 0);
    console.log(`${path}: JavaScript ${kibibytes(weight)} (brotli) in ${scripts.length} files`);

    expect(code, "the page's own form is in its scripts").toContain(success);
    for (const other of formPages.filter((form) => form.path !== path)) {
      expect(code, `the ${other.path} form is not`).not.toContain(other.success);
    }
    expect(weight, "JavaScript, bytes brotli").toBeLessThanOrEqual(formPageJavaScriptBudget);
  });
}
