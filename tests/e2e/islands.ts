import { expect, type Page } from "@playwright/test";
import type { IslandName } from "../../app/islands/names.ts";

/**
 * Waits until React has hydrated the page's island `name` (its element is marked ready). Islands
 * start when they are needed (docs/decisions/047): the carousel 2.5 s after the page has loaded,
 * hence the longer wait.
 */
export async function islandReady(page: Page, name: IslandName) {
  await expect(page.locator(`[data-island="${name}"][data-island-ready]`)).toHaveCount(1, {
    timeout: 10_000,
  });
}
