import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Screenshots of the page as it stands, at a phone's 375 px and a desktop's 1280 px, into `dir` when
 * a spec's *_SHOTS_DIR variable names one: for looking at what a change built, never asserted. The
 * page is left at 1280 px. `fullPage` may depend on the width (a long editor is shown whole only wide).
 */
export async function screenshotsAt(
  page: Page,
  dir: string | undefined,
  name: string,
  fullPage: boolean | ((width: number) => boolean) = true,
) {
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const whole = typeof fullPage === "function" ? fullPage(width) : fullPage;
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: whole });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
