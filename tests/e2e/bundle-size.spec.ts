import { gzipSync } from "node:zlib";
import { expect, type Response, test } from "@playwright/test";

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

test("the home page's JavaScript and CSS stay within the budget", async ({ page }) => {
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  await page.goto("/");
  await page.waitForLoadState("networkidle");

  const weight = { javascript: 0, css: 0 };
  const files: string[] = [];
  for (const response of responses) {
    const { pathname } = new URL(response.url());
    const kind = pathname.endsWith(".js") ? "javascript" : pathname.endsWith(".css") ? "css" : undefined;
    if (!kind) continue;
    const gzipped = gzipSync(await response.body(), { level: 9 }).byteLength;
    weight[kind] += gzipped;
    files.push(`${pathname} ${(gzipped / 1024).toFixed(1)} KiB`);
  }
  console.log(
    `home page: JavaScript ${(weight.javascript / 1024).toFixed(1)} KiB, CSS ${(weight.css / 1024).toFixed(1)} KiB (gzip)\n  ${files.join("\n  ")}`,
  );
  expect(weight.javascript, "JavaScript, bytes gzip").toBeLessThanOrEqual(budget.javascript);
  expect(weight.css, "CSS, bytes gzip").toBeLessThanOrEqual(budget.css);
  expect(weight.javascript, "some JavaScript was measured").toBeGreaterThan(50 * 1024);
});
