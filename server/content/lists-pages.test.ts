import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedSettings } from "#app/content/settings/published.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { loadSite, type Site, siteRoutes } from "../site.ts";
import { sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { projectDir } from "../testing/server-process.ts";
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
    await createPageRenderer({ build, site, notFoundPath }).render({
      settings: publishedSettings({}, production),
      items: await publishedItems(database.handle.db),
      production,
      news: [],
      documents: [],
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
});
