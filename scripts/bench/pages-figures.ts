import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { markdownTable } from "./report.ts";

/*
 * The figures bench:pages reports per route, their median over runs, the HTML sizes read from the
 * build, and the targets of issue 11 they are held to.
 */

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/** One Lighthouse run's figures for one route. */
export type RunFigures = {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
  lcpElement: string;
};

/** The prerendered page's size as the build wrote it: the file and its brotli and gzip twins. */
export type HtmlSize = { raw: number; br: number; gzip: number };

export type RouteFigures = RunFigures & { path: string; html: HtmlSize; hydrated: boolean };

const numericKeys = ["fcp", "lcp", "tbt", "cls", "bytes", "scriptBytes"] as const;

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's own median over the runs (scores too), and the LCP element of the median-LCP run. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const first = runs[0];
  if (!first) throw new Error("No runs to take the median of.");
  const scores = Object.fromEntries(
    categories.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  const numbers = Object.fromEntries(numericKeys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const lcp = median(runs.map((run) => run.lcp));
  const closest = runs.reduce(
    (best, run) => (Math.abs(run.lcp - lcp) < Math.abs(best.lcp - lcp) ? run : best),
    first,
  );
  return {
    ...(numbers as Omit<RunFigures, "scores" | "lcpElement">),
    scores,
    lcpElement: closest.lcpElement,
  };
}

/** The build's file for a route path: `/` is client/index.html, `/about` client/about/index.html. */
export function htmlFile(clientDir: string, routePath: string) {
  return path.join(clientDir, routePath === "/" ? "" : routePath, "index.html");
}

export function htmlSize(file: string): HtmlSize {
  const size = (name: string) => (existsSync(name) ? readFileSync(name).byteLength : Number.NaN);
  return { raw: size(file), br: size(`${file}.br`), gzip: size(`${file}.gz`) };
}

/** A page loads the application when its HTML has a module script (content pages have none). */
export function loadsApplication(file: string) {
  return /<script\b[^>]*(type="module"|id="application-start")/.test(readFileSync(file, "utf8"));
}

// Issue 11's targets: every route performance 100, the other categories 100, CLS 0; content pages
// no JavaScript, FCP <= 0.9 s, LCP <= 1.1 s; pages that hydrate FCP <= 1.0 s, LCP <= 1.3 s.
const targets = {
  content: { fcp: 900, lcp: 1100 },
  hydrated: { fcp: 1000, lcp: 1300 },
};

/** Every target a route misses, as short phrases; empty when it meets them all. */
export function missedTargets(route: RouteFigures): string[] {
  const missed: string[] = [];
  for (const category of categories) {
    if (route.scores[category] < 100) missed.push(`${category} ${route.scores[category]}`);
  }
  const limits = route.hydrated ? targets.hydrated : targets.content;
  if (route.fcp > limits.fcp) missed.push(`FCP ${Math.round(route.fcp)} ms > ${limits.fcp}`);
  if (route.lcp > limits.lcp) missed.push(`LCP ${Math.round(route.lcp)} ms > ${limits.lcp}`);
  if (route.cls > 0) missed.push(`CLS ${route.cls.toFixed(3)}`);
  if (!route.hydrated && route.scriptBytes > 0) missed.push(`JavaScript on a content page`);
  return missed;
}

/**
 * Issue 28's targets at an effective benchmarkIndex of about 250 (`--slow-cpu`): performance >= 95
 * and TBT <= 200 ms; the pages that hydrate at most 90 KB of JavaScript (brotli), the home page 70.
 */
export function missedSlowTargets(route: RouteFigures): string[] {
  const missed: string[] = [];
  if (route.scores.performance < 95) missed.push(`performance ${route.scores.performance}`);
  if (route.tbt > 200) missed.push(`TBT ${Math.round(route.tbt)} ms > 200`);
  const scriptLimit = (route.path === "/" || route.path === "/te" ? 70 : 90) * 1024;
  if (route.scriptBytes > scriptLimit)
    missed.push(`JavaScript ${kb(route.scriptBytes)} > ${kb(scriptLimit)}`);
  if (!route.hydrated && route.scriptBytes > 0) missed.push(`JavaScript on a content page`);
  return missed;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function figuresTable(routes: readonly RouteFigures[]): string {
  const header = ["route", "perf", "a11y", "best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "bytes", "JS br"];
  header.push("HTML raw", "HTML br", "HTML gzip");
  const rows = routes.map((route) => [
    route.path,
    ...categories.map((category) => route.scores[category]),
    ms(route.fcp),
    ms(route.lcp),
    ms(route.tbt),
    route.cls.toFixed(3),
    kb(route.bytes),
    kb(route.scriptBytes),
    kb(route.html.raw),
    kb(route.html.br),
    kb(route.html.gzip),
  ]);
  return markdownTable(header, rows);
}
