import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { z } from "zod";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import {
  blockingLinkKinds,
  blockingOnlyOnStylesheets,
  linksWithBlocking,
} from "../../server/testing/html-checker.ts";

/*
 * The Nu HTML Checker (the W3C's validator, from the vnu-jar package, run by Java 17+) on every
 * prerendered page of the build under test: no errors. The server this run started made sure the
 * build is current (server/build-freshness.ts).
 */

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function prerenderedPages() {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const vnuReport = z.object({
  messages: z.array(z.object({ type: z.string(), url: z.string().optional(), message: z.string() })),
});

test("every prerendered page is valid HTML", async () => {
  test.setTimeout(180_000);
  const pages = prerenderedPages();
  // Every route of app/routes.ts, English and Telugu, and the 404 page in each language.
  expect(pages).toHaveLength(routePaths().length + 2);

  const run = spawnSync(
    "java",
    [
      "-jar",
      vnuJar,
      "--errors-only",
      "--filterpattern",
      blockingOnlyOnStylesheets,
      "--format",
      "json",
      ...pages,
    ],
    {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (run.error) throw new Error(`Could not run java (Java 17 or newer is needed): ${run.error.message}`);
  const { messages } = vnuReport.parse(JSON.parse(run.stderr));
  const errors = messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map(
      (message) =>
        `${path.relative(clientDir, (message.url ?? "").replace("file:", ""))}: ${message.message}`,
    );
  expect(errors).toEqual([]);
  for (const page of pages) {
    for (const rel of linksWithBlocking(readFileSync(page, "utf8"))) expect(blockingLinkKinds).toContain(rel);
  }
  expect(run.status).toBe(0);
});
