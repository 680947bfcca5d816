/*
 * npm run bench:publish — how long a publish takes to reach the public pages, and what rendering the
 * whole site again costs (docs/decisions/033-settings-published-and-pages-regenerated.md). In this
 * process, as a server does it: the real build's pages rendered through its request handler and
 * compressed, on SQLite and (where initdb is installed) PostgreSQL. Prints figures; asserts nothing.
 *   - publish → served: from the publish's transaction to every page answering with the new value
 *     (median and worst of --publishes, default 5), for the settings (every page) and for one page's
 *     texts (that page, both languages); another instance adds its poll (at most 10 s);
 *   - the whole site rendered: wall time and CPU seconds (user + system, zlib's threads included),
 *     with the share spent compressing (as the server does: brotli at quality 10, gzip at its
 *     highest level) and on `.data` twins;
 *     and one page's texts published after it (only the pages touched are rendered again);
 *   - the same with 10x the pages (every page rendered ten times, as generated programme pages would).
 *   BUILD_DIR=build-x npm run bench:publish [-- --publishes 5]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publishedSettings } from "#app/content/settings/published.ts";
import { notFoundPath } from "../../react-router.config.ts";
import { startLiveContent } from "../../server/content/live.ts";
import { createPageRenderer, loadServerBuild, serverBuildFile } from "../../server/content/pages.ts";
import { publishSettings } from "../../server/content/settings.ts";
import { type TextPage, textPage } from "../../server/content/text-pages.ts";
import { savePageTexts } from "../../server/content/texts.ts";
import { type DatabaseHandle, openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrations.ts";
import { createLogger } from "../../server/log.ts";
import { compressedTwins, renderedPageBrotliQuality } from "../../server/site-files/precompress.ts";
import { loadSite, type Site, siteRoutes } from "../../server/site.ts";
import { postgresAvailable, startTestPostgres } from "../../server/testing/postgres.ts";
import { projectDir } from "../../server/testing/server-process.ts";
import { boundedNumber, machineSummary, markdownTable, milliseconds } from "./report.ts";

const { values: options } = parseArgs({ options: { publishes: { type: "string" } } });
const publishes = boundedNumber(options.publishes, 5, 1, 50, "publishes");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(projectDir, buildDir, "client");
const actor = { id: null, email: "bench@example.org" };

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// The page a one-page publish changes, and its texts with `marker` in both languages.
const healthPage = textPage("programs/health");
if (!healthPage) throw new Error("The health programme's texts are not registered.");
const onePage: TextPage = healthPage;
const onePageTexts = (marker: string) => ({
  texts: { "banner.intro": { en: `Health camps ${marker}`, te: `ఆరోగ్య శిబిరాలు ${marker}` } },
  figures: {},
});

const htmlPaths = (site: Site) =>
  [...site.files.entries()]
    .filter(([, file]) => file.type.startsWith("text/html"))
    .map(([urlPath]) => urlPath);

/** Every page of the site ten times: each page and `.data` twin again under nine query strings. */
function tenfold(site: Site) {
  for (const [urlPath, file] of [...site.files.entries()])
    if (file.type.startsWith("text/html") || urlPath.endsWith(".data"))
      for (let copy = 1; copy < 10; copy++) site.files.set(`${urlPath}?copy=${copy}`, file);
}

async function publishToServed(database: DatabaseHandle) {
  const site = await loadSite(clientDir, notFoundPath);
  const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
  const live = await startLiveContent({
    db: database.db,
    renderer: createPageRenderer({ build, site, notFoundPath }),
    production: false,
    log: createLogger("silent"),
    pollMs: 3_600_000,
  });
  const pages = htmlPaths(site).filter((urlPath) => !urlPath.includes("/donate/paid"));
  const routes = siteRoutes(site);
  // Every page answers with the new value: the swap is all at once, so this checks it did happen.
  async function served(urlPaths: readonly string[], value: string) {
    for (const urlPath of urlPaths) {
      const html = await (await routes.request(urlPath)).text();
      if (!html.includes(value)) throw new Error(`${urlPath} does not show the publish.`);
    }
  }
  const settingsTimes: number[] = [];
  const onePageTimes: number[] = [];
  try {
    for (let run = 0; run < publishes; run++) {
      const digits = String(10000 + run);
      const startedAt = performance.now();
      await publishSettings(database.db, actor, { phone: `94400 ${digits}` }, new Date());
      await live.refresh();
      await served(pages, `tel:+9194400${digits}`);
      settingsTimes.push(performance.now() - startedAt);
    }
    for (let run = 0; run < publishes; run++) {
      const marker = `run ${run + 1}`;
      const startedAt = performance.now();
      const input = onePageTexts(marker);
      await savePageTexts(database.db, onePage, { actor, input, now: new Date(), intent: "publish" });
      await live.refresh();
      await served([onePage.path], `Health camps ${marker}`);
      await served([`/te${onePage.path}`], `ఆరోగ్య శిబిరాలు ${marker}`);
      onePageTimes.push(performance.now() - startedAt);
    }
  } finally {
    live.stop();
  }
  return { pages: pages.length, settingsTimes, onePageTimes };
}

async function wholeSite(times: 1 | 10) {
  const site = await loadSite(clientDir, notFoundPath);
  if (times === 10) tenfold(site);
  const build = await loadServerBuild(serverBuildFile(projectDir, buildDir));
  const renderer = createPageRenderer({ build, site, notFoundPath });
  const content = { settings: publishedSettings({}, false), items: {}, news: [], documents: [] };
  await renderer.renderChanged(null, content); // warm: the build's modules loaded, the JIT at work
  const cpu = process.cpuUsage();
  const startedAt = performance.now();
  const rendered = await renderer.renderChanged(null, content);
  const wall = performance.now() - startedAt;
  const total = cpuSeconds(cpu);
  // One page's texts published on that site: only its files are rendered again.
  const onePageContent = { ...content, items: { [`texts:${onePage.name}`]: onePageTexts("bench") } };
  const onePageCpu = process.cpuUsage();
  const onePageStartedAt = performance.now();
  const onePageRendered = await renderer.renderChanged(content, onePageContent);
  const onePageWall = performance.now() - onePageStartedAt;
  const onePageTotal = cpuSeconds(onePageCpu);
  // The shares: compressing every page again, and rendering the `.data` twins alone.
  const compressCpu = process.cpuUsage();
  for (const urlPath of htmlPaths(site)) {
    const file = site.files.get(urlPath);
    if (file) await compressedTwins(Buffer.from(file.body), renderedPageBrotliQuality);
  }
  const compressing = cpuSeconds(compressCpu);
  const dataCpu = process.cpuUsage();
  for (const urlPath of [...site.files.keys()].filter((key) => key.includes(".data")))
    await renderer.renderHtml(urlPath, content);
  const data = cpuSeconds(dataCpu);
  return {
    whole: { rendered, wall, total, compressing, data },
    onePage: { rendered: onePageRendered, wall: onePageWall, total: onePageTotal },
  };
}

async function backends() {
  const list: { name: string; open: () => Promise<DatabaseHandle>; close: () => Promise<void> }[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
  list.push({
    name: "SQLite",
    open: async () => openDatabase({ DATA_DIR: dataDir }),
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
  if (postgresAvailable) {
    const postgres = await startTestPostgres({ durable: true });
    const url = await postgres.createDatabase("bench_publish");
    list.push({
      name: "PostgreSQL",
      open: async () => openDatabase({ DATA_DIR: dataDir, DATABASE_URL: url }),
      close: () => postgres.destroy(),
    });
  }
  return list;
}

console.log(machineSummary());
const publishRows: (string | number)[][] = [];
for (const backend of await backends()) {
  const database = await backend.open();
  try {
    await migrateToLatest(database);
    const { pages, settingsTimes, onePageTimes } = await publishToServed(database);
    const row = (what: string, checked: number, times: number[]) => [
      backend.name,
      what,
      checked,
      publishes,
      milliseconds(median(times)),
      milliseconds(Math.max(...times)),
    ];
    publishRows.push(row("settings (every page)", pages, settingsTimes));
    publishRows.push(row("one page's texts", 2, onePageTimes));
  } finally {
    await database.close();
    await backend.close();
  }
}
console.log("\nPublish → served (one instance; another adds up to its 10 s poll)\n");
console.log(
  markdownTable(["Database", "Publish", "Pages checked", "Publishes", "Median ms", "Worst ms"], publishRows),
);

const renderRows: (string | number)[][] = [];
for (const times of [1, 10] as const) {
  const { whole, onePage: one } = await wholeSite(times);
  const site = times === 1 ? "the site" : "10x the pages";
  renderRows.push([
    site,
    "every page",
    whole.rendered,
    milliseconds(whole.wall),
    whole.total.toFixed(2),
    whole.compressing.toFixed(2),
    whole.data.toFixed(2),
  ]);
  renderRows.push([
    site,
    "one page's texts",
    one.rendered,
    milliseconds(one.wall),
    one.total.toFixed(2),
    "",
    "",
  ]);
}
console.log("\nRendered again (pages and .data twins, compressed)\n");
console.log(
  markdownTable(
    [
      "Site",
      "Publish",
      "Files rendered",
      "Wall ms",
      "CPU s",
      "of which compressing, CPU s",
      "of which .data twins, CPU s",
    ],
    renderRows,
  ),
);
