import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { publishedSettings } from "#app/content/settings/published.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { createLogger } from "../log.ts";
import { loadSite, type Site, siteRoutes } from "../site.ts";
import { sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { projectDir } from "../testing/server-process.ts";
import { startLiveContent } from "./live.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "./pages.ts";
import { publishSettings } from "./settings.ts";
import { textPage } from "./text-pages.ts";
import { savePageTexts } from "./texts.ts";
import { publishItem } from "./items.ts";
import { textsItemKey } from "#app/content/texts/published.ts";
import { noTexts, type PageTexts } from "#app/content/texts/schema.ts";

/*
 * The pages rendered again by the real React Router build (built first when missing or stale,
 * which takes a minute or two), with published settings, as a running server does.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const meena = { id: null, email: "meena@example.org" };

// Every stand-in value the code ships for a detail the society has to give (app/content/organisation.ts).
const standIns = [
  "+91 00000 00000",
  "+910000000000",
  "dai-society.example",
  "000000000000",
  "XXXX0000000",
  "AAAAA0000A",
  "society@placeholder",
  "Bank name to be confirmed",
  "Name and role to be confirmed",
];

async function freshSite() {
  return loadSite(path.join(projectDir, buildDir, "client"), notFoundPath);
}

async function get(site: Site, urlPath: string, encoding = "identity") {
  const response = await siteRoutes(site).request(urlPath, { headers: { "Accept-Encoding": encoding } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("pages rendered again with the published settings", { timeout: 120_000 }, () => {
  beforeAll(() => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
  }, 600_000);

  const database = databasePerTest(sqliteBackend());

  /** The built site with live content over this test's database, refreshed only when told. */
  async function liveSite() {
    const site = await freshSite();
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const live = await startLiveContent({
      db: database.handle.db,
      renderer: createPageRenderer({ build, site, notFoundPath }),
      production: false,
      log: createLogger("silent"),
      pollMs: 3_600_000,
    });
    return { site, live };
  }

  it("serves a publish on /contact and /te/contact with new validators and fresh brotli and gzip twins", async () => {
    const { site, live } = await liveSite();
    try {
      const before = await get(site, "/contact");
      expect(before.bytes.toString()).not.toContain("+91 98765 43210");
      // A form page is filled per request and carries no ETag (decision 007); a content page does.
      const aboutBefore = await get(site, "/about");

      await publishSettings(database.handle.db, meena, { phone: "98765 43210" }, new Date());
      await live.refresh();

      for (const page of ["/contact", "/te/contact"]) {
        const plain = await get(site, page);
        expect(plain.bytes.toString()).toContain('href="tel:+919876543210"');
        expect(plain.bytes.toString()).toContain("+91 98765 43210");
        const brotli = await get(site, page, "br");
        expect(brotli.response.headers.get("Content-Encoding")).toBe("br");
        expect(brotliDecompressSync(brotli.bytes).toString()).toContain("+91 98765 43210");
        const gzip = await get(site, page, "gzip");
        expect(gzip.response.headers.get("Content-Encoding")).toBe("gzip");
        expect(gunzipSync(gzip.bytes).toString()).toContain("+91 98765 43210");
      }
      // The footer of every other page too, and the settings emails and receipts read.
      const about = await get(site, "/about");
      expect(about.bytes.toString()).toContain("+91 98765 43210");
      expect(about.response.headers.get("ETag")).toMatch(/^"/);
      expect(about.response.headers.get("ETag")).not.toBe(aboutBefore.response.headers.get("ETag"));
      // A content page's twins are made once per render: the same page, compressed.
      expect(brotliDecompressSync((await get(site, "/about", "br")).bytes).equals(about.bytes)).toBe(true);
      expect(gunzipSync((await get(site, "/about", "gzip")).bytes).equals(about.bytes)).toBe(true);
      expect(live.settings().phone).toBe("+91 98765 43210");
    } finally {
      live.stop();
    }
  });

  it("shows the registrations, the office's street and town as published, and the FCRA status the donation page states", async () => {
    const { site, live } = await liveSite();
    try {
      const published = {
        "registration80G.urn": "AAATD1234EF20214",
        "registration80G.approvedOn": "2021-04-01",
        "registration12A.number": "AAATD1234EE20213",
        darpanId: "TS/2017/0123456",
        "address.street.en": "H.No. 2-45, Main Road",
        "address.locality.en": "Siddipet",
        "address.pin": "502103",
      };
      await publishSettings(database.handle.db, meena, published, new Date());
      await live.refresh();
      const transparency = (await get(site, "/transparency")).bytes.toString();
      for (const value of ["AAATD1234EF20214", "AAATD1234EE20213", "TS/2017/0123456", "1 April 2021"]) {
        expect(transparency).toContain(value);
      }
      expect(transparency).toContain("We are not registered under the Foreign Contribution (Regulation) Act");
      // Nothing to certify: the FCRA card has no certificate line, the others have theirs.
      const fcraCard = transparency.slice(transparency.indexOf('id="fcra"'));
      expect(fcraCard.slice(0, fcraCard.indexOf("</li>"))).not.toContain("To be published here");
      expect(transparency).toContain("To be published here");
      expect(transparency).not.toContain("is to be confirmed");
      const telugu = (await get(site, "/te/transparency")).bytes.toString();
      expect(telugu).toContain("AAATD1234EF20214");
      expect(telugu).toContain("మా సంస్థకు విదేశీ విరాళాల (నియంత్రణ) చట్టం (FCRA) కింద నమోదు లేదు");
      const contact = (await get(site, "/contact")).bytes.toString();
      for (const line of ["H.No. 2-45, Main Road", "Siddipet", "Nirmal District 502103"]) {
        expect(contact).toContain(`<span class="block">${line}</span>`);
      }
    } finally {
      live.stop();
    }
  });

  it("shows a registration's number from the settings, even where texts published before held the setting's name", async () => {
    const { site, live } = await liveSite();
    try {
      const db = database.handle.db;
      await publishSettings(db, meena, { "registration80G.urn": "AAATD1234EF20214" }, new Date());
      // As a translator could once save it: the setting's name "translated", published by an editor.
      const stored: PageTexts = {
        texts: { "credentialsSection.records.2.numberSetting": { te: "80G సంఖ్య" } },
        figures: {},
      };
      await publishItem(db, {
        key: textsItemKey("transparency"),
        kind: { empty: noTexts, check: () => ({ ok: true, values: stored }) },
        actor: meena,
        input: stored,
        now: new Date(),
      });
      await live.refresh();
      const telugu = (await get(site, "/te/transparency")).bytes.toString();
      const card = telugu.slice(telugu.indexOf('id="80g"'));
      expect(card.slice(0, card.indexOf("</li>"))).toContain("AAATD1234EF20214");
      // Nor can it be saved now: the settings' names are no text of the page.
      const page = textPage("transparency");
      if (!page) throw new Error("No transparency texts.");
      const saved = await savePageTexts(db, page, {
        actor: meena,
        input: stored,
        now: new Date(),
        intent: "publish",
      });
      expect(saved.status === "saved" && saved.values.texts).toEqual({});
    } finally {
      live.stop();
    }
  });

  it("after one page's texts are published, renders only that page's files and keeps every other page's", async () => {
    const site = await freshSite();
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    const renderer = createPageRenderer({ build, site, notFoundPath });
    const rendered: number[] = [];
    const live = await startLiveContent({
      db: database.handle.db,
      renderer: {
        ...renderer,
        renderChanged: async (previous, next) => {
          rendered.push(await renderer.renderChanged(previous, next));
          return rendered.at(-1) ?? 0;
        },
      },
      production: false,
      log: createLogger("silent"),
      pollMs: 3_600_000,
    });
    try {
      const untouched = ["/about", "/te/team", "/programs/education", "/te/programs/education"];
      const etags = async () =>
        Promise.all(untouched.map(async (page) => (await get(site, page)).response.headers.get("ETag")));
      const etagsBefore = await etags();
      const healthBefore = (await get(site, "/programs/health")).response.headers.get("ETag");
      const health = textPage("programs/health");
      if (!health) throw new Error("The health programme's texts are not registered");
      await savePageTexts(database.handle.db, health, {
        actor: meena,
        input: {
          texts: { "banner.intro": { en: "Meena's clinic days in Utnoor", te: "ఉట్నూర్‌లో మీనా ఆరోగ్య శిబిరాలు" } },
          figures: {},
        },
        now: new Date(),
        intent: "publish",
      });
      await live.refresh();

      // The page and its .data twin in each language: four files, no 404 page, no other page.
      expect(rendered.at(-1)).toBe(4);
      expect((await get(site, "/programs/health")).bytes.toString()).toContain(
        "Meena&#x27;s clinic days in Utnoor",
      );
      expect((await get(site, "/te/programs/health")).bytes.toString()).toContain("ఉట్నూర్‌లో మీనా ఆరోగ్య శిబిరాలు");
      expect(brotliDecompressSync((await get(site, "/te/programs/health", "br")).bytes).toString()).toContain(
        "ఉట్నూర్‌లో మీనా ఆరోగ్య శిబిరాలు",
      );
      expect((await get(site, "/programs/health")).response.headers.get("ETag")).not.toBe(healthBefore);
      expect(await etags()).toEqual(etagsBefore);
    } finally {
      live.stop();
    }
  });

  it("in production with nothing set, shows no stand-in on any page in either language, and says what is coming", async () => {
    const site = await freshSite();
    const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
    await createPageRenderer({ build, site, notFoundPath }).renderChanged(null, {
      settings: publishedSettings({}, true),
      items: {},
      news: [],
      documents: [],
    });
    const pages = [...site.files.entries()].filter(([, file]) => file.type.startsWith("text/html"));
    expect(pages.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const [urlPath, file] of [
      ...pages,
      ["/404", site.notFound.en] as const,
      ["/te/404", site.notFound.te] as const,
    ]) {
      const html = Buffer.from(file.body).toString();
      for (const standIn of standIns) if (html.includes(standIn)) found.push(`${urlPath}: ${standIn}`);
    }
    expect(found).toEqual([]);
    expect((await get(site, "/contact")).bytes.toString()).toContain("to be published soon");
    expect((await get(site, "/te/contact")).bytes.toString()).toContain("త్వరలో ప్రచురిస్తాం");
    expect((await get(site, "/donate")).bytes.toString()).not.toContain("tel:");
  });
});
