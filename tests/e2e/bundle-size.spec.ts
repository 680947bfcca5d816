import { gzipSync } from "node:zlib";
import { expect, type Page, type Response, test } from "@playwright/test";
import { contactWording } from "#app/content/forms/contact.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { internshipWording } from "#app/content/forms/internship.ts";
import { volunteerWording } from "#app/content/forms/volunteer.ts";

/*
 * The weight of the home page's JavaScript and CSS, gzip-compressed as the server sends them, against
 * a budget set a little above what it weighed when the budget was set (2026-11-21: 145.7 KiB of
 * JavaScript in 9 files, 108 KiB of it React and React Router; 9.6 KiB of CSS). Raise it only
 * knowingly: many visitors arrive on a phone over a slow rural connection.
 */
// Issue 11 (2026-11-23) asks for at most 140 KB of JavaScript on the home page: 144.7 KiB before
// app/utils/cn.ts replaced tailwind-merge (8.5 KiB) with the few conflicts the site's components
// have, 136.6 KiB after (CSS 10.9 KiB once the web fonts' rules went, decision 008).
const budget = { javascript: 140 * 1024, css: 11.5 * 1024 };

// Decision 020 (2026-11-23): each form page loads only its own form, with zod/mini; 178–183 KiB then
// (/donate the heaviest, with the UPI link).
const formPageJavaScriptBudget = 188 * 1024;

const formPages = [
  { path: "/donate", success: donationWording.en.messages.success },
  { path: "/contact", success: contactWording.en.messages.success },
  { path: "/volunteer/gram-library", success: volunteerWording.en.messages.success },
  { path: "/volunteer/internship", success: internshipWording.en.messages.success },
];

type LoadedFile = { pathname: string; kind: "javascript" | "css"; body: Buffer; gzipped: number };

/**
 * The scripts and stylesheets a page loads once it has settled, each with its gzip weight. The
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
    files.push({ pathname, kind, body, gzipped: gzipSync(body, { level: 9 }).byteLength });
  }
  return files;
}

const kibibytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test("the home page's JavaScript and CSS stay within the budget", async ({ page }) => {
  const files = await loadedFiles(page, "/");
  const weight = { javascript: 0, css: 0 };
  for (const file of files) weight[file.kind] += file.gzipped;
  console.log(
    `home page: JavaScript ${kibibytes(weight.javascript)}, CSS ${kibibytes(weight.css)} (gzip)\n  ${files.map((file) => `${file.pathname} ${kibibytes(file.gzipped)}`).join("\n  ")}`,
  );
  expect(weight.javascript, "JavaScript, bytes gzip").toBeLessThanOrEqual(budget.javascript);
  expect(weight.css, "CSS, bytes gzip").toBeLessThanOrEqual(budget.css);
  expect(weight.javascript, "some JavaScript was measured").toBeGreaterThan(50 * 1024);
});

for (const { path, success } of formPages) {
  test(`${path} loads its own form's code and no other form's, within the budget`, async ({ page }) => {
    const enhanced = () => expect(page.locator("form[data-enhanced]")).toHaveCount(1);
    const scripts = (await loadedFiles(page, path, enhanced)).filter((file) => file.kind === "javascript");
    const code = scripts.map((file) => file.body.toString("utf8")).join("\n");
    const weight = scripts.reduce((total, file) => total + file.gzipped, 0);
    console.log(`${path}: JavaScript ${kibibytes(weight)} (gzip) in ${scripts.length} files`);

    expect(code, "the page's own form is in its scripts").toContain(success);
    for (const other of formPages.filter((form) => form.path !== path)) {
      expect(code, `the ${other.path} form is not`).not.toContain(other.success);
    }
    expect(weight, "JavaScript, bytes gzip").toBeLessThanOrEqual(formPageJavaScriptBudget);
  });
}
