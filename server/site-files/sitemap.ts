/*
 * sitemap.xml from the site's pages: written by the build (scripts/site-files/generate.ts) and again
 * by the server whenever it renders the pages with published content, so that news posts are listed
 * (server/content/pages.ts).
 */

/** A prerendered page: its URL path and its HTML. */
export type BuiltPage = { path: string; html: string };

/** The page's canonical address, from its <link rel="canonical">; none on pages that are not indexed. */
export function canonicalOf(html: string) {
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/.exec(html)?.[0];
  return tag ? /\bhref="([^"]+)"/.exec(tag)?.[1] : undefined;
}

/** The page's hreflang alternates, from its <link rel="alternate" hreflang>: [language tag, address]. */
export function alternatesOf(html: string): [string, string][] {
  return [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].flatMap(([tag]) => {
    const language = /\bhrefLang="([^"]+)"|\bhreflang="([^"]+)"/i.exec(tag);
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const tagValue = language?.[1] ?? language?.[2];
    return tagValue && href ? [[tagValue, href] as [string, string]] : [];
  });
}

/** The address a page is served at: the home page with its slash, every other without one. */
export const pageUrl = (siteUrl: string, path: string) => `${siteUrl}${path === "/" ? "/" : path}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every canonical address once, in path order, each with the same page in the other languages as the
 * page itself names them (hreflang). A page whose canonical names another page (the second Rural
 * Sports path) is represented by that page; a canonical or alternate that names no built page is a
 * mistake.
 */
export function sitemapXml(pages: readonly BuiltPage[], siteUrl: string) {
  const built = new Set(pages.map(({ path }) => pageUrl(siteUrl, path)));
  const urls = new Map<string, [string, string][]>();
  for (const page of pages) {
    const canonical = canonicalOf(page.html);
    if (!canonical) continue;
    for (const address of [canonical, ...alternatesOf(page.html).map(([, href]) => href)]) {
      if (!built.has(address)) {
        throw new Error(`${page.path} names ${address}, which is not a page of this build.`);
      }
    }
    if (!urls.has(canonical)) urls.set(canonical, alternatesOf(page.html));
  }
  const entries = [...urls].map(([url, alternates]) =>
    [
      `  <url><loc>${escapeXml(url)}</loc>`,
      ...alternates.map(
        ([language, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`,
      ),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
