import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { startLiveContent } from "../content/live.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "../content/pages.ts";
import { createLogger } from "../log.ts";
import { updateDetails, uploadImage } from "../media/library.ts";
import { sidewaysPhotoWithGps } from "../media/testing.ts";
import { loadSite, siteRoutes } from "../site.ts";
import { sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { blockingLinkKinds, htmlCheckerErrors, linksWithBlocking } from "../testing/html-checker.ts";
import { projectDir } from "../testing/server-process.ts";
import { publishPost } from "./posts.ts";

/*
 * A post's page as the server renders it (the real React Router build, built first when missing or
 * stale) from a body with every kind of Markdown staff use, a library photo, a fragment pasted from
 * a word processor and a <script>: the W3C's Nu HTML Checker (vnu-jar, the validator the browser
 * specs run on the prerendered pages; Java 17+) finds no error, the structure is what the page
 * promises (no paragraph inside a paragraph, a <picture> of sources then its <img>, every image
 * with alt text and a size), and nothing pasted became an element or a handler.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const meena = { id: null, email: "meena@example.org" };
const now = new Date();
// jsdom (a dev dependency, without types of its own) in this test only: a global DOM would make the
// render believe it runs in a browser, and ship the application's scripts (app/utils/page-scripts.ts).
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const wordFragment =
  "<p class=MsoNormal><b><span lang=EN-IN style='font-size:12.0pt;mso-bidi-font-family:Calibri'>Seed fair<o:p></o:p></span></b></p>";

const body = (photo: string) =>
  [
    "## What happened",
    "",
    "Farmers from *twelve* villages met. Read about our [farm livelihoods work](/programs/farm-livelihoods).",
    "",
    "- Millet seed",
    "- Pulses",
    "",
    "1. Register",
    "2. Swap",
    "",
    "> We will come again next year.",
    "",
    `![seed on the mat](media:${photo})`,
    "",
    wordFragment,
    "",
    "<script>window.pwned = 1</script>",
    "",
    '<img src="x" onerror="window.pwned = 2">',
  ].join("\n");

function validatorErrors(html: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "post-page-"));
  try {
    const file = path.join(dir, "post.html");
    writeFileSync(file, html);
    return htmlCheckerErrors([file]).errors.map((message) => message.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a news post's page", { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
  }, 600_000);

  const database = databasePerTest(sqliteBackend());

  it("is valid HTML with well-formed nesting, and what was pasted stays text", async () => {
    const db = database.handle.db;
    const stored = await uploadImage(
      db,
      meena,
      { name: "seed.jpg", bytes: await sidewaysPhotoWithGps() },
      now,
    );
    if (stored.status !== "stored") throw new Error(stored.status);
    await updateDetails(
      db,
      meena,
      stored.id,
      { altEn: "Millet seed laid out on a mat", altTe: "చాపపై పరిచిన చిరుధాన్యాల విత్తనాలు", showsPeople: false },
      now,
    );
    const published = await publishPost(db, {
      id: "seed-fair",
      actor: meena,
      input: { date: "2026-11-20", titleEn: "Seed fair in Indravelli", bodyEn: body(stored.id) },
      now,
    });
    expect(published.status).toBe("saved");

    const site = await loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const live = await startLiveContent({
      db,
      renderer: createPageRenderer({ build, site, notFoundPath }),
      production: false,
      log: createLogger("silent"),
      pollMs: 3_600_000,
    });
    try {
      await live.refresh();
      for (const address of ["/news/seed-fair-in-indravelli", "/te/news/seed-fair-in-indravelli"]) {
        const response = await siteRoutes(site).request(address);
        expect(response.status, address).toBe(200);
        const html = await response.text();
        expect(validatorErrors(html), address).toEqual([]);
        for (const rel of linksWithBlocking(html)) expect(blockingLinkKinds, address).toContain(rel);

        const { document } = new JSDOM(html).window;
        const article = document.querySelector("main article");
        if (!article) throw new Error(`${address}: no article`);
        const count = (selector: string) => article.querySelectorAll(selector).length;
        expect(count("h2")).toBe(1);
        expect(count("ul > li")).toBe(2);
        expect(count("ol > li")).toBe(2);
        expect(count("blockquote > p")).toBe(1);
        expect(count("a[href='/programs/farm-livelihoods']")).toBe(1);
        expect(
          document.querySelectorAll("p p, p div, p ul, p blockquote, p picture > *:not(source, img)"),
        ).toHaveLength(0);
        const pictures = [...article.querySelectorAll("picture")];
        expect(pictures).toHaveLength(1);
        for (const picture of pictures)
          expect([...picture.children].map((child) => child.tagName)).toEqual(["SOURCE", "SOURCE", "IMG"]);
        const shown = [...article.querySelectorAll("img:not([aria-hidden='true'])")];
        expect(shown).toHaveLength(1);
        for (const img of shown) {
          expect(img.getAttribute("alt")).toMatch(/Millet seed laid out on a mat|చాపపై/);
          expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
          expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
        }
        // The pasted markup is words on the page, not elements: no script, no handler, no Word styles.
        expect(
          article.querySelectorAll("script, [onerror], [style], [class*='Mso'], span[lang]"),
        ).toHaveLength(0);
        expect(article.textContent).toContain("<script>window.pwned = 1</script>");
        expect(article.textContent).toContain("<p class=MsoNormal>");
        expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
      }
    } finally {
      live.stop();
    }
  });

  it("shows a line indented as pasted from WhatsApp or Word as a paragraph, not a code block, in both languages", async () => {
    const db = database.handle.db;
    const indented = "    Forty farmers came from Indravelli and Utnoor to swap their millet seed.";
    const indentedTe = "    ఇంద్రవెల్లి, ఉట్నూర్ నుంచి నలభై మంది రైతులు చిరుధాన్యాల విత్తనాలు మార్చుకున్నారు.";
    const published = await publishPost(db, {
      id: "pasted",
      actor: meena,
      input: {
        date: "2026-11-20",
        slug: "pasted-report",
        titleEn: "A report pasted from WhatsApp",
        bodyEn: `The fair was a success.\n\n${indented}`,
        titleTe: "వాట్సాప్ నుంచి అతికించిన నివేదిక",
        bodyTe: `సంత విజయవంతమైంది.\n\n${indentedTe}`,
      },
      now,
    });
    expect(published.status).toBe("saved");
    const site = await loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const live = await startLiveContent({
      db,
      renderer: createPageRenderer({ build, site, notFoundPath }),
      production: false,
      log: createLogger("silent"),
      pollMs: 3_600_000,
    });
    try {
      for (const [address, words] of [
        ["/news/pasted-report", indented.trim()],
        ["/te/news/pasted-report", indentedTe.trim()],
      ] as const) {
        const response = await siteRoutes(site).request(address);
        expect(response.status, address).toBe(200);
        const { document } = new JSDOM(await response.text()).window;
        const paragraphs = [...document.querySelectorAll("main article .news-body > p")];
        expect(
          paragraphs.map((paragraph) => paragraph.textContent),
          address,
        ).toContain(words);
        expect(document.querySelectorAll("main article :is(pre, code)"), address).toHaveLength(0);
      }
    } finally {
      live.stop();
    }
  });
});
