import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { organisation } from "#app/content/organisation.ts";
import { themeColours } from "./artwork.ts";
import { type BuiltPage, sitemapXml } from "../../server/site-files/sitemap.ts";
import { robotsTxt, webManifest } from "./documents.ts";
import { icoFromPng, renderPng, shareCardSvg, shareImage, squareIconSvg } from "./images.ts";

/** Every prerendered page of the build, in path order, the 404 page and the SPA fallback left out. */
async function builtPages(clientDir: string): Promise<BuiltPage[]> {
  const pages: BuiltPage[] = [];
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const pagePath = relative === "" ? "/" : `/${relative}`;
    if (pagePath === "/404") continue;
    pages.push({ path: pagePath, html: await readFile(path.join(entry.parentPath, entry.name), "utf8") });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Writes the files that describe the site to crawlers, share previews and browsers, from the pages
 * just prerendered, so that they always match app/routes.ts: sitemap.xml, robots.txt, the web app
 * manifest, the share card and the icons. Called by react-router.config.ts when the build ends.
 */
export async function writeSiteFiles({
  projectDir,
  clientDir,
  siteUrl,
}: {
  projectDir: string;
  clientDir: string;
  siteUrl: string;
}) {
  const colours = themeColours(await readFile(path.join(projectDir, "app/app.css"), "utf8"));
  const logoSvg = await readFile(path.join(projectDir, "public/favicon.svg"), "utf8");
  const pages = await builtPages(clientDir);
  const homeHtml = pages.find((page) => page.path === "/")?.html;
  if (!homeHtml) throw new Error("The build has no home page to take the share image from.");
  const forest = colours.get("forest-700") ?? "#1f5130";
  const cream = colours.get("cream") ?? "#fbf7ef";

  const files: Record<string, string | Uint8Array> = {
    "sitemap.xml": sitemapXml(pages, siteUrl),
    "robots.txt": robotsTxt(siteUrl),
    "manifest.webmanifest": webManifest({
      name: organisation.name,
      shortName: organisation.shortName,
      description: organisation.focus,
      themeColour: forest,
      backgroundColour: cream,
    }),
    "social-card.png": renderPng(shareCardSvg({ homeHtml, logoSvg, colours }), shareImage.width),
    "icon-192.png": renderPng(logoSvg, 192),
    "icon-512.png": renderPng(logoSvg, 512),
    "icon-maskable-512.png": renderPng(squareIconSvg(logoSvg, forest, 0.8), 512),
    "apple-touch-icon.png": renderPng(squareIconSvg(logoSvg, cream, 0.86), 180),
    "favicon.ico": icoFromPng(renderPng(logoSvg, 32), 32),
    "favicon-48.png": renderPng(logoSvg, 48),
  };
  for (const [name, contents] of Object.entries(files)) {
    await writeFile(path.join(clientDir, name), contents);
  }
  return Object.keys(files);
}
