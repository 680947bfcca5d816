import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedSettings } from "#app/content/settings/published.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { contentImages } from "../media/content-images.ts";
import { updateDetails, uploadImage } from "../media/library.ts";
import { generatedLandscape, transparentLogo } from "../media/testing.ts";
import { loadSite, type Site, siteRoutes } from "../site.ts";
import { sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { projectDir } from "../testing/server-process.ts";
import { publishedItems } from "./items.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "./pages.ts";
import { publishSettings, publishedSettingValues } from "./settings.ts";
import { textPage } from "./text-pages.ts";
import { savePageTexts } from "./texts.ts";

/*
 * A programme page's banner photo and the society's logo rendered by the real build (issue 24): the
 * banner as <picture> with AVIF and WebP, the page's alt text, preloaded and fetched first; the
 * logo in the header and footer instead of the drawn mark.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const who = {
  actor: { id: null, email: "sunitha.banners@example.org" },
  now: new Date("2026-11-25T09:00:00Z"),
};

async function get(site: Site, urlPath: string) {
  return (await siteRoutes(site).request(urlPath, { headers: { "Accept-Encoding": "identity" } })).text();
}

describe("a programme page's banner photo and the logo, rendered", { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
  }, 600_000);

  const database = databasePerTest(sqliteBackend());

  async function upload(bytes: Buffer, name: string, details: Parameters<typeof updateDetails>[3]) {
    const stored = await uploadImage(database.handle.db, who.actor, { name, bytes }, who.now);
    if (stored.status !== "stored") throw new Error(stored.reason);
    await updateDetails(database.handle.db, who.actor, stored.id, details, who.now);
    return `media:${stored.id}`;
  }

  async function render() {
    const db = database.handle.db;
    const site = await loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const items = await publishedItems(db);
    await createPageRenderer({ build, site, notFoundPath }).renderChanged(null, {
      settings: publishedSettings(await publishedSettingValues(db), false),
      items,
      news: [],
      documents: [],
      images: await contentImages(db, items),
    });
    return site;
  }

  it("shows the banner photo with the page's alt text, preloaded, and the logo in the header, footer and about page", async () => {
    const health = textPage("programs/health");
    if (!health) throw new Error("no health page");
    const banner = await upload(await generatedLandscape(1600, 900), "health-banner.jpg", {
      altEn: "Generated hills above a health camp",
      altTe: "ఆరోగ్య శిబిరం పైన కొండల చిత్రం",
      focal: { x: 0.2, y: 0.8 },
    });
    const saved = await savePageTexts(database.handle.db, health, {
      actor: who.actor,
      input: { texts: {}, figures: {}, pictures: { banner } },
      now: who.now,
      intent: "publish",
    });
    expect(saved.status).toBe("saved");
    const logo = await upload(await transparentLogo(), "society-logo.png", { decorative: true });
    expect((await publishSettings(database.handle.db, who.actor, { logo }, who.now)).status).toBe("saved");

    const site = await render();
    const telugu = await get(site, "/te/programs/health");
    const h1 = telugu.indexOf("<h1");
    const picture = /<picture>(?:(?!<\/picture>)[\s\S])*ఆరోగ్య శిబిరం పైన కొండల చిత్రం[\s\S]*?<\/picture>/.exec(
      telugu.slice(h1),
    )?.[0];
    expect(picture).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-320\.avif 320w,/);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="\/media\/[0-9a-f]{16}-320\.webp 320w,/);
    expect(picture).toMatch(/fetchPriority="high"/i);
    expect(picture).not.toContain('loading="lazy"');
    expect(picture).toContain("focal-x-20 focal-y-80");
    expect(telugu).toMatch(
      /<link rel="preload" as="image"[^>]*imageSrcSet="\/media\/[0-9a-f]{16}-320\.avif/i,
    );
    // The drawn tree gives way to the photo; the page still ships no script.
    expect(telugu).not.toMatch(/<script[^>]*src=/);
    expect(await get(site, "/programs/health")).toContain('alt="Generated hills above a health camp"');
    // Another programme keeps its drawing.
    expect(await get(site, "/te/programs/education")).not.toContain("ఆరోగ్య శిబిరం");

    // The logo in the header and the footer, decorative beside the name, sized by its shape (2:1).
    const header = /<header[\s\S]*?<\/header>/.exec(telugu)?.[0] ?? "";
    expect(header).toMatch(
      /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-320\.avif 320w" sizes="\(min-width: 40rem\) 88px, 64px"\/>/,
    );
    expect(header).toMatch(/<img src="\/media\/[0-9a-f]{16}-320\.jpg" width="88" height="44" alt=""/);
    // The about page's large logo, with its meaning in the page's language.
    expect(await get(site, "/te/about")).toMatch(
      /<img src="\/media\/[0-9a-f]{16}-320\.jpg" width="384" height="224" alt="[^"]*లోగో"/,
    );
    const footer = /<footer[\s\S]*?<\/footer>/.exec(telugu)?.[0] ?? "";
    expect(footer).toMatch(/<img src="\/media\/[0-9a-f]{16}-320\.jpg" width="80" height="40" alt=""/);
  });
});
