import { englishPath, type Language, languageOfPath, pathIn } from "#app/content/language.ts";

/*
 * The site's public origin, fixed when the site is built (vite.config.ts reads SITE_URL through
 * scripts/site-files/site-url.ts): canonical links and share tags are written into prerendered pages.
 * Tests that run outside the build see the default.
 */
const built: unknown = import.meta.env.SITE_URL;
export const siteUrl = typeof built === "string" && built ? built : "http://127.0.0.1:3000";

// Paths that show the same page as another: search engines are pointed at one address (requirements 2 gives
// Rural Sports two; the header, the home page and the programme links use /programs/sports).
const aliases: Record<string, string> = { "/programs/rural-sports": "/programs/sports" };

/**
 * The one address of the page at `pathname` in `language` (by default its own), absolute, without a
 * trailing slash except for the English home page: /te/programs/rural-sports → …/te/programs/sports.
 */
export function canonicalUrl(pathname: string, language: Language = languageOfPath(pathname)) {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const english = englishPath(trimmed);
  return `${siteUrl}${pathIn(language, aliases[english] ?? english)}`;
}

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
