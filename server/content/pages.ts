import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pathIn } from "#app/content/language.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { contentLoadContext } from "./load-context.ts";
import { newsPagePaths } from "../news/public.ts";
import { isFormPage } from "../form-pages.ts";
import { createQueue } from "../queue.ts";
import { compressedTwins, renderedPageBrotliQuality } from "../site-files/precompress.ts";
import { type BuiltPage, canonicalOf, sitemapXml } from "../site-files/sitemap.ts";
import { redirectFile, replacePages, type Site, type SiteFile, siteFile } from "../site.ts";
import { everything, isTouched, touchedPages } from "./touched-paths.ts";

/*
 * The pages rendered again with the published content, by the same React Router server build that
 * prerendered them at build time, in this process: no Vite build, no restart, no second renderer
 * (docs/decisions/033-settings-published-and-pages-regenerated.md). The pages a publish changes
 * are rendered and compressed first; only then does the site answer from the new set, all at once.
 */

// Never seen by the network: the origin only completes the URL the router matches on.
const origin = "http://site.invalid";

// The only redirects a page's loader gives: a renamed post's former address (decision 075).
const permanentRedirects = new Set([301, 308]);

export async function loadServerBuild(serverBuildFile: string): Promise<ServerBuild> {
  if (!existsSync(serverBuildFile))
    throw new Error(`The build has no ${serverBuildFile}; run npm run build.`);
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

/** The public origin the build's pages name (app/entry.server.tsx), if the build says. */
export function builtSiteUrl(build: ServerBuild): string | undefined {
  const entry: object = build.entry.module;
  const value: unknown = "builtSiteUrl" in entry ? entry.builtSiteUrl : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * Which of the build's files are rendered by the router: its pages, their `.data` twins and the
 * news feeds (resource routes).
 */
function renderedPaths(site: Site) {
  return [...site.files.entries()]
    .filter(
      ([urlPath, file]) =>
        file.type.startsWith("text/html") || urlPath.endsWith(".data") || urlPath.endsWith("/feed.xml"),
    )
    .map(([urlPath]) => urlPath);
}

/**
 * sitemap.xml for the pages just rendered, on the origin the build wrote into them (the home
 * page's canonical address), so that it lists every news post as well as the build's pages.
 */
async function sitemapFile(pages: ReadonlyMap<string, SiteFile>) {
  const built: BuiltPage[] = [...pages.entries()]
    .filter(
      ([urlPath, file]) => !file.redirect && file.type.startsWith("text/html") && !urlPath.endsWith(".data"),
    )
    .map(([urlPath, file]) => ({ path: urlPath, html: Buffer.from(file.body).toString("utf8") }))
    .sort((a, b) => a.path.localeCompare(b.path));
  const home = built.find((page) => page.path === "/");
  const siteUrl = home && canonicalOf(home.html)?.replace(/\/$/, "");
  if (!siteUrl) throw new Error("The rendered home page names no canonical address.");
  const bytes = Buffer.from(sitemapXml(built, siteUrl));
  const { br, gzip } = await compressedTwins(bytes, renderedPageBrotliQuality);
  return siteFile(bytes, ".xml", { brotli: br, gzip });
}

export type PageRenderer = {
  /**
   * Renders the pages `next` changes since `previous` (all of them when `previous` is null:
   * server/content/touched-paths.ts), keeps every other page's file, and puts the new set in place
   * at once; returns how many files it rendered.
   */
  renderChanged: (previous: SiteContent | null, next: SiteContent) => Promise<number>;
  /** The site's pages (HTML, not their `.data` twins): what a preview may show. */
  pagePaths: ReadonlySet<string>;
  /** One page's HTML rendered with this content, served nowhere (a staff preview). */
  renderHtml: (urlPath: string, content: SiteContent) => Promise<string>;
};

export function createPageRenderer({
  build,
  site,
  notFoundPath,
}: {
  build: ServerBuild;
  site: Site;
  notFoundPath: string;
}): PageRenderer {
  const handler = createRequestHandler(build, "production");
  // Rendering runs on this thread; compressing, most of a page's time, on zlib's own threads. A few
  // pages at once keep every core busy while the requests of the moment are still answered.
  const renders = createQueue(availableParallelism());
  // The build's pages are fixed at start; the posts' pages come and go with the published content.
  const builtPaths = renderedPaths(site);
  let contentPaths: string[] = [];

  const render = (urlPath: string, content: SiteContent) =>
    handler(new Request(new URL(urlPath, origin)), contentLoadContext(build, content));

  async function bytesOf(urlPath: string, response: Response, expectNotFound = false) {
    if (!response.ok && !(expectNotFound && response.status === 404))
      throw new Error(`Rendering ${urlPath} answered HTTP ${response.status}.`);
    return Buffer.from(await response.arrayBuffer());
  }

  async function renderOne(urlPath: string, content: SiteContent, expectNotFound = false) {
    const response = await render(urlPath, content);
    // A post's former address (app/routes/news-post.tsx) is its redirect, kept as the router gave it.
    const location = response.headers.get("Location");
    if (permanentRedirects.has(response.status) && location) return redirectFile(response.status, location);
    const bytes = await bytesOf(urlPath, response, expectNotFound);
    const extension = urlPath.endsWith(".data") ? ".data" : urlPath.endsWith(".xml") ? ".xml" : ".html";
    // A form page is compressed per request, with its own token (server/form-pages.ts): twins made
    // here would never be served.
    const served = extension !== ".data" && !(extension === ".html" && isFormPage(bytes.toString("utf8")));
    const { br, gzip } = served ? await compressedTwins(bytes, renderedPageBrotliQuality) : {};
    return siteFile(bytes, extension, { brotli: br, gzip });
  }

  return {
    pagePaths: new Set(builtPaths.filter((urlPath) => !urlPath.endsWith(".data"))),
    async renderHtml(urlPath, content) {
      return (await bytesOf(urlPath, await render(urlPath, content))).toString("utf8");
    },
    async renderChanged(previous, next) {
      // The files in place were rendered with `previous`: renders run one at a time, and a failed
      // one leaves both the files and the content they were rendered with as they were.
      const touched = previous ? touchedPages(previous, next) : everything;
      const postPaths = newsPagePaths(next.news, next.formerNewsSlugs);
      let rendered = 0;
      const files = await Promise.all(
        [...builtPaths, ...postPaths].map(async (urlPath) => {
          const current = site.files.get(urlPath);
          if (current && !isTouched(touched, urlPath)) return [urlPath, current] as const;
          rendered++;
          return [urlPath, await renders.run(() => renderOne(urlPath, next))] as const;
        }),
      );
      const pages = new Map<string, SiteFile>(files);
      // The 404 pages show the settings only (header and footer).
      const notFound = touched.all
        ? {
            en: await renderOne(notFoundPath, next, true),
            te: await renderOne(pathIn("te", notFoundPath), next, true),
          }
        : site.notFound;
      if (touched.all) rendered += 2;
      // Made from the pages, not rendered: a few milliseconds, so it is made every time.
      pages.set("/sitemap.xml", await sitemapFile(pages));
      const gone = contentPaths.filter((urlPath) => !pages.has(urlPath));
      replacePages(site, pages, notFound, gone);
      contentPaths = postPaths;
      return rendered;
    },
  };
}

export const serverBuildFile = (projectDir: string, buildDir: string) =>
  path.resolve(projectDir, buildDir, "server", "index.js");
