import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedSettings } from "#app/content/settings/published.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { loadSite, type Site, siteRoutes } from "../site.ts";
import { sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { projectDir } from "../testing/server-process.ts";
import { contentImages } from "../media/content-images.ts";
import { updateDetails, uploadImage } from "../media/library.ts";
import { noisePhoto } from "../media/testing.ts";
import { publishedItems } from "./items.ts";
import { moveEntry, publishList, saveEntry } from "./lists.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "./pages.ts";

/*
 * The team, collaborators and home pages rendered by the real build with published lists
 * (decision 035): the society's order, plain text escaped, production leaving stand-ins out.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const who = { actor: { id: null, email: "ravi.lists@example.org" }, now: new Date("2026-11-25T06:00:00Z") };

async function get(site: Site, urlPath: string) {
  return (await siteRoutes(site).request(urlPath, { headers: { "Accept-Encoding": "identity" } })).text();
}

describe("list pages rendered with the published lists", { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
  }, 600_000);

  const database = databasePerTest(sqliteBackend());

  async function render(production: boolean) {
    const site = await loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const items = await publishedItems(database.handle.db);
    await createPageRenderer({ build, site, notFoundPath }).renderChanged(null, {
      settings: publishedSettings({}, production),
      items,
      production,
      news: [],
      documents: [],
      images: await contentImages(database.handle.db, items),
    });
    return site;
  }

  it("in production with nothing published, shows no stand-in member, partner or message and says they are coming", async () => {
    const site = await render(true);
    const team = await get(site, "/team");
    expect(team).not.toContain("Team Member A");
    expect(team).not.toContain("Message from the Managing Director");
    expect(team).toContain("The members of our team will be introduced here soon.");
    expect(await get(site, "/te/team")).toContain("మా బృంద సభ్యులను త్వరలో ఇక్కడ పరిచయం చేస్తాం.");
    const partners = await get(site, "/collaborators");
    expect(partners).not.toContain("Sewing Machine Manufacturer");
    expect(partners).toContain("Our partners will be named here soon.");
    expect(await get(site, "/te/collaborators")).toContain("మా భాగస్వాముల పేర్లను త్వరలో ఇక్కడ తెలియజేస్తాం.");
    // The slides hold no stand-in: the home page keeps them.
    expect(await get(site, "/")).toContain("Empowering Rural Communities");
  });

  it("shows a published member first in both languages, a name with <script> as text, and a partner's website", async () => {
    const db = database.handle.db;
    const added = await saveEntry(db, "team", who, null, {
      en: {
        name: "<script>alert(1)</script> Sita Ram",
        role: "Field Coordinator",
        experience: "Ten years",
        biography: "Works with farmers.",
      },
      te: { name: "సీతా రామ్", role: "క్షేత్ర సమన్వయకర్త" },
      common: {},
    });
    const id = added.status === "saved" ? (added.id ?? "") : "";
    for (let step = 0; step < 6; step++) await moveEntry(db, "team", who, id, -1);
    await publishList(db, "team", who);
    await saveEntry(db, "partners", who, "spices-board", {
      en: { name: "Spices Board India", focus: "Spices", type: "Government Board", description: "Spices." },
      te: {},
      common: { website: "https://www.indianspices.com" },
    });
    await publishList(db, "partners", who);
    await saveEntry(db, "slides", who, "water", {
      en: { title: "Water for every village", subtitle: "Tanks and bunds.", label: "Read more" },
      te: { title: "ప్రతి గ్రామానికి నీరు" },
      common: { art: "water", page: "/programs/natural-resource" },
    });
    await publishList(db, "slides", who);

    const site = await render(true);
    const team = await get(site, "/team");
    expect(team).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Sita Ram");
    expect(team).not.toContain("<script>alert(1)");
    expect(team).not.toContain("Team Member B");
    const telugu = await get(site, "/te/team");
    expect(telugu).toContain("సీతా రామ్");
    expect(telugu).toContain("Works with farmers.");

    const partners = await get(site, "/collaborators");
    expect(partners).toContain("Spices Board India");
    expect(partners).toContain('href="https://www.indianspices.com"');
    expect(partners).not.toContain("Sewing Machine Manufacturer");

    expect(await get(site, "/")).toContain('href="/programs/natural-resource"');
    const teluguHome = await get(site, "/te");
    expect(teluguHome).toContain("ప్రతి గ్రామానికి నీరు");
    expect(teluguHome).toContain('href="/te/programs/natural-resource"');
  });
  it("shows a member's photo and the first slide's photo as <picture> with AVIF and WebP, alt text in the page's language", async () => {
    const db = database.handle.db;
    const stored = await uploadImage(
      db,
      who.actor,
      { name: "field.jpg", bytes: await noisePhoto(1280, 960) },
      who.now,
    );
    if (stored.status !== "stored") throw new Error(stored.reason);
    await updateDetails(
      db,
      who.actor,
      stored.id,
      { altEn: "A generated field of colour", altTe: "రంగుల పొలం చిత్రం", focal: { x: 0.7, y: 0.3 } },
      who.now,
    );
    await saveEntry(db, "team", who, "managing-director", {
      en: { name: "Padma Rao", role: "Managing Director", experience: "Twenty years", biography: "Leads." },
      te: { name: "పద్మ రావు" },
      common: { image: `media:${stored.id}` },
    });
    await publishList(db, "team", who);
    await saveEntry(db, "slides", who, "community", {
      en: { title: "Fields of colour", subtitle: "A generated photo.", label: "Learn More" },
      te: {},
      common: { art: "community", page: "/about", image: `media:${stored.id}` },
    });
    await publishList(db, "slides", who);

    const site = await render(false);
    const telugu = await get(site, "/te/team");
    const picture = /<picture>[\s\S]*?<\/picture>/.exec(telugu)?.[0] ?? "";
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/media\/[0-9a-f]{16}-320\.avif 320w, [^"]*-640\.avif 640w/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="\/media\/[0-9a-f]{16}-320\.webp 320w/);
    expect(picture).toContain('alt="రంగుల పొలం చిత్రం"');
    expect(picture).toContain('loading="lazy"');
    expect(picture).toContain("focal-x-70 focal-y-30");
    expect(await get(site, "/team")).toContain('alt="A generated field of colour"');
    // Members without a photo keep their initials.
    expect(telugu).not.toContain("Team Member A");

    const home = await get(site, "/");
    expect(home).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/media\/[0-9a-f]{16}-320\.avif/i);
    expect(home).toMatch(
      /<img [^>]*fetchPriority="high"[^>]*alt="A generated field of colour"|<img [^>]*alt="A generated field of colour"[^>]*fetchPriority="high"/i,
    );
    expect(await get(site, "/te")).toContain('alt="రంగుల పొలం చిత్రం"');
  });
});
