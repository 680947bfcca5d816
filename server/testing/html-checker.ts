import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { z } from "zod";

/*
 * The W3C's Nu HTML Checker (vnu-jar, run by Java 17+), as the tests run it on the site's pages.
 * The checker still holds the `blocking` attribute to stylesheets, while the HTML standard (4.6.8.6,
 * link type "expect") makes an expect link block rendering only with blocking="render", as every
 * page's does (decision 056). Its message is set aside, and `linksWithBlocking` lets a test check
 * that every `blocking` attribute sits on one of those two kinds of link.
 */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const blockingOnlyOnStylesheets =
  ".*“blocking” attribute must have a “rel” attribute whose value is “stylesheet”.*";

const vnuReport = z.object({
  messages: z.array(z.object({ type: z.string(), url: z.string().optional(), message: z.string() })),
});

/** The checker's errors in these HTML files (each with the file's URL), and its exit status. */
export function htmlCheckerErrors(files: readonly string[]) {
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
      ...files,
    ],
    { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`Could not run java (Java 17 or newer is needed): ${run.error.message}`);
  const errors = vnuReport
    .parse(JSON.parse(run.stderr))
    .messages.filter((message) => message.type === "error" || message.type === "non-document-error");
  return { errors, status: run.status };
}

/** The rel of each link in the page that has a `blocking` attribute. */
export const linksWithBlocking = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\bblocking=[^>]*>/g)].map(([link]) => /\brel="([^"]*)"/.exec(link)?.[1]);

/** The kinds of link the site gives a `blocking` attribute. */
export const blockingLinkKinds = ["stylesheet", "expect"];
