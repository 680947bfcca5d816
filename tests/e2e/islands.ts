import { expect, type Page } from "@playwright/test";
import type { IslandName } from "../../app/islands/names.ts";

/**
 * Waits until the page's island `name` has its script: React has hydrated it, or its script has
 * enhanced it (the counters, decision 055); its element is then marked ready. Islands
 * start when they are needed (docs/decisions/047): the carousel 2.5 s after the page has loaded,
 * hence the longer wait.
 */
export async function islandReady(page: Page, name: IslandName) {
  await expect(page.locator(`[data-island="${name}"][data-island-ready]`)).toHaveCount(1, {
    timeout: 10_000,
  });
}
