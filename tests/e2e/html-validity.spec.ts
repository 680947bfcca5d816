import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import {
  blockingLinkKinds,
  htmlCheckerErrors,
  linksWithBlocking,
} from "../../server/testing/html-checker.ts";

/*
 * The Nu HTML Checker (the W3C's validator, from the vnu-jar package, run by Java 17+) on every
 * prerendered page of the build under test: no errors. The server this run started made sure the
 * build is current (server/build-freshness.ts).
 */

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

function prerenderedPages() {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("every prerendered page is valid HTML", async () => {
  test.setTimeout(180_000);
  const pages = prerenderedPages();
  // Every route of app/routes.ts, English and Telugu, and the 404 page in each language.
  expect(pages).toHaveLength(routePaths().length + 2);

  const { errors, status } = htmlCheckerErrors(pages);
  expect(
    errors.map(
      (message) =>
        `${path.relative(clientDir, (message.url ?? "").replace("file:", ""))}: ${message.message}`,
    ),
  ).toEqual([]);
  for (const page of pages) {
    for (const rel of linksWithBlocking(readFileSync(page, "utf8"))) expect(blockingLinkKinds).toContain(rel);
  }
  expect(status).toBe(0);
});
