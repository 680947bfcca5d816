/*
 * npm run bench:pages — Lighthouse (mobile, simulated throttling: its defaults) on every route of
 * app/routes.ts, against the production server started on a free port. Prints per route the four
 * category scores, FCP, LCP, TBT, CLS, bytes transferred and JavaScript bytes, then the worst of each,
 * and exits 1 when a route misses the budget (performance >= 95, the other three 100).
 * Each route is audited three times and the run with the median performance score is reported, as
 * Lighthouse's own guidance on variability advises: on a shared machine one run's TBT swings widely.
 *   BUILD_DIR=build-x npm run bench:pages [-- --runs 1] [-- /about /contact]   (paths: only those)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { routePaths } from "../site-files/route-paths.ts";

const projectDir = path.resolve(import.meta.dirname, "../..");
const budget = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof budget;
const categories = Object.keys(budget) as Category[];

// The flags of playwright.config.ts (Debian's Chromium in a container), headless.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type RouteResult = {
  path: string;
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
};

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address !== "object") throw new Error("No free port.");
  return address.port;
}

async function startServer(port: number, dataDir: string) {
  const server = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // The server builds first when the build is stale, which takes a minute or two on two cores.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}.`);
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill("SIGKILL");
  throw new Error("The server did not answer within four minutes.");
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  server.kill("SIGTERM");
  await once(server, "exit");
}

/** The resource-summary audit's transfer size for one resource type. */
function transferSize(items: unknown, resourceType: string) {
  if (!Array.isArray(items)) return 0;
  for (const item of items) {
    if (item && typeof item === "object" && "resourceType" in item && item.resourceType === resourceType) {
      return "transferSize" in item && typeof item.transferSize === "number" ? item.transferSize : 0;
    }
  }
  return 0;
}

async function audit(url: string, chromePort: number, routePath: string): Promise<RouteResult> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details;
  const items = summary && "items" in summary ? summary.items : [];
  const scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = Object.values(lhr.audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary")
    .map((entry) => entry.id);
  if (failing.length > 0) console.log(`  ${routePath}: failing audits: ${failing.join(", ")}`);
  return {
    path: routePath,
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    scriptBytes: transferSize(items, "script"),
  };
}

/** The run with the median performance score of `runs` audits of one route. */
async function medianAudit(url: string, chromePort: number, routePath: string, runs: number) {
  const results: RouteResult[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditWithRetry(url, chromePort, routePath));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error(`No audit of ${routePath}.`);
  return median;
}

function readRuns(argv: readonly string[]) {
  const index = argv.findIndex((argument) => argument === "--runs" || argument.startsWith("--runs="));
  if (index < 0) return 3;
  const value = argv[index]?.includes("=") ? argv[index]?.split("=")[1] : argv[index + 1];
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error(`--runs must be 1 to 9, got "${value}".`);
  return runs;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried once more. */
async function auditWithRetry(url: string, chromePort: number, routePath: string) {
  try {
    return await audit(url, chromePort, routePath);
  } catch (error) {
    console.log(`  ${routePath}: ${error instanceof Error ? error.message : String(error)}; trying again`);
    return audit(url, chromePort, routePath);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function row(label: string, r: Omit<RouteResult, "path">) {
  return `| ${label} | ${categories.map((c) => r.scores[c]).join(" | ")} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(
    r.tbt,
  )} | ${r.cls.toFixed(3)} | ${kb(r.bytes)} | ${kb(r.scriptBytes)} |`;
}

/** The worst of each column: the lowest score, the highest time, shift and weight. */
function worst(results: RouteResult[]): Omit<RouteResult, "path"> {
  const max = (pick: (r: RouteResult) => number) => Math.max(...results.map(pick));
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.min(...results.map((r) => r.scores[c]))]),
    ) as Record<Category, number>,
    fcp: max((r) => r.fcp),
    lcp: max((r) => r.lcp),
    tbt: max((r) => r.tbt),
    cls: max((r) => r.cls),
    bytes: max((r) => r.bytes),
    scriptBytes: max((r) => r.scriptBytes),
  };
}

async function main() {
  const runs = readRuns(process.argv.slice(2));
  const requested = process.argv.slice(2).filter((argument) => argument.startsWith("/"));
  const paths = requested.length > 0 ? requested : routePaths();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  const results: RouteResult[] = [];
  try {
    // The first audit in a fresh browser also pays for the browser's and the server's own warm-up;
    // one discarded run of the home page keeps that out of the figures.
    await auditWithRetry(`http://127.0.0.1:${port}/`, chrome.port, "/ (warm-up)");
    for (const routePath of paths) {
      results.push(await medianAudit(`http://127.0.0.1:${port}${routePath}`, chrome.port, routePath, runs));
      console.log(`  ${routePath}: done`);
    }
  } finally {
    chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  console.log(
    `\nLighthouse ${new Date().toISOString()} · ${os.availableParallelism()} × ${cpu} · Node ${process.version}`,
  );
  console.log(
    `mobile, simulated throttling, median of ${runs} run(s) per route; scores: performance, accessibility, best practices, SEO\n`,
  );
  console.log("| route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | bytes | JS bytes |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const result of results) console.log(row(result.path, result));
  const overall = worst(results);
  console.log(row("**worst**", overall));

  const misses = categories.filter((c) => overall.scores[c] < budget[c]);
  if (misses.length > 0) {
    console.error(
      `\nBudget missed: ${misses.map((c) => `${c} ${overall.scores[c]} < ${budget[c]}`).join(", ")}`,
    );
    process.exitCode = 1;
  } else {
    console.log("\nBudget met on every route.");
  }
}

await main();
