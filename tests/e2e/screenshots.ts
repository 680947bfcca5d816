import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Full-page screenshots of the page as it is, at a phone's width and a desktop's, into `dir` when a
 * run asks for them (an environment variable such as NEWS_SHOTS_DIR); the desktop width is restored.
 */
export async function screenshotsInto(dir: string | undefined, page: Page, name: string) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
