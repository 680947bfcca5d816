import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { pathIn } from "#app/content/language.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import { contentLoadContext } from "./load-context.ts";
import { compressedTwins } from "../site-files/precompress.ts";
import { replacePages, type Site, type SiteFile, siteFile } from "../site.ts";

/*
 * The pages rendered again with the published content, by the same React Router server build that
 * prerendered them at build time, in this process: no Vite build, no restart, no second renderer
 * (docs/decisions/033-settings-published-and-pages-regenerated.md). Every page is rendered and
 * compressed first; only then does the site answer from the new set, all at once.
 */

// Never seen by the network: the origin only completes the URL the router matches on.
const origin = "http://site.invalid";

export async function loadServerBuild(serverBuildFile: string): Promise<ServerBuild> {
  if (!existsSync(serverBuildFile))
    throw new Error(`The build has no ${serverBuildFile}; run npm run build.`);
  return (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
}

/** Which of the site's files are rendered by the router: its pages and their `.data` twins. */
function renderedPaths(site: Site) {
  return [...site.files.entries()]
    .filter(([urlPath, file]) => file.type.startsWith("text/html") || urlPath.endsWith(".data"))
    .map(([urlPath]) => urlPath);
}

export type PageRenderer = {
  /** Renders every page with this content and puts them in place at once; returns how many. */
  render: (content: SiteContent) => Promise<number>;
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
  // Fixed at start: the build's set of pages does not change while the server runs.
  const paths = renderedPaths(site);

  async function renderBytes(urlPath: string, content: SiteContent, expectNotFound = false) {
    const response = await handler(new Request(new URL(urlPath, origin)), contentLoadContext(build, content));
    if (!response.ok && !(expectNotFound && response.status === 404))
      throw new Error(`Rendering ${urlPath} answered HTTP ${response.status}.`);
    return Buffer.from(await response.arrayBuffer());
  }

  async function renderOne(urlPath: string, content: SiteContent, expectNotFound = false) {
    const bytes = await renderBytes(urlPath, content, expectNotFound);
    const extension = urlPath.endsWith(".data") ? ".data" : ".html";
    const { br, gzip } = extension === ".html" ? await compressedTwins(bytes) : {};
    return siteFile(bytes, extension, { brotli: br, gzip });
  }

  return {
    pagePaths: new Set(paths.filter((urlPath) => !urlPath.endsWith(".data"))),
    async renderHtml(urlPath, content) {
      return (await renderBytes(urlPath, content)).toString("utf8");
    },
    async render(content) {
      const pages = new Map<string, SiteFile>();
      for (const urlPath of paths) pages.set(urlPath, await renderOne(urlPath, content));
      const notFound = {
        en: await renderOne(notFoundPath, content, true),
        te: await renderOne(pathIn("te", notFoundPath), content, true),
      };
      replacePages(site, pages, notFound);
      return pages.size + 2;
    },
  };
}

export const serverBuildFile = (projectDir: string, buildDir: string) =>
  path.join(projectDir, buildDir, "server", "index.js");
