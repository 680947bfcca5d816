import type { Kysely } from "kysely";
import { publishedSettings } from "#app/content/settings/published.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Database } from "../db/database.ts";
import { publishedDocuments } from "../documents/documents.ts";
import { contentImages } from "../media/content-images.ts";
import { visiblePosts } from "../news/public.ts";
import { itemImages } from "../news/images.ts";
import { draftItems, publishedItems } from "./items.ts";
import { settingsItem } from "./setting-changes.ts";
import { settingsKind } from "./settings.ts";

/*
 * A staff preview of the public site with every saved draft applied, rendered by the same build as
 * the served pages (server/content/pages.ts), for signed-in staff only. What comes out is a still
 * picture: its scripts are removed (a preview must not hydrate, fetch the public pages' data or post
 * a form), its links to other pages stay inside the preview, and a banner says it is not published.
 * (docs/decisions/036-history-preview-and-moving-content.md)
 */

export const previewPrefix = "/staff/preview";

/** The content the pages would be rendered with if every draft were published now. */
export async function previewContent(db: Kysely<Database>, production: boolean): Promise<SiteContent> {
  const items = { ...(await publishedItems(db)), ...(await draftItems(db)) };
  const settings = settingsKind.check(items[settingsItem] ?? {});
  return {
    settings: publishedSettings(settings.ok ? settings.values : {}, production),
    items,
    production,
    news: visiblePosts(items, new Date(), await itemImages(db, items)),
    documents: await publishedDocuments(db),
    images: await contentImages(db, items),
  };
}

/** The banner's own stylesheet: the page's CSS has no classes for it; allowed by its hash alone. */
export const previewBannerStyle =
  "#staff-preview{display:flex;flex-wrap:wrap;gap:.25rem 1rem;" +
  "align-items:center;padding:.625rem 1rem;background:#7a2e12;color:#fff;font:1rem/1.4 system-ui,sans-serif;" +
  "border-bottom:4px solid #e8a317}#staff-preview strong{font-weight:700}" +
  "#staff-preview a{color:#fff;font-weight:600;text-decoration:underline;min-height:44px;display:inline-flex;align-items:center}" +
  "#staff-preview a:focus-visible{outline:3px solid #e8a317;outline-offset:2px}";

function banner(back: { href: string; text: string }) {
  return (
    `<div id="staff-preview" lang="en" role="region" aria-label="Preview">` +
    `<strong>Preview — not published.</strong>` +
    `<span>The saved drafts as visitors would see them once published. Visitors still see the published site.</span>` +
    `<a href="${back.href}">${back.text}</a></div>`
  );
}

/** A site path's address inside the preview, when the site has such a page; otherwise as it was. */
function insidePreview(href: string, pagePaths: ReadonlySet<string>) {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(href);
  if (!match?.[1] || href.startsWith("//")) return href;
  const pathOnly = match[1].length > 1 ? match[1].replace(/\/$/, "") : match[1];
  return pagePaths.has(pathOnly)
    ? `${previewPrefix}${pathOnly === "/" ? "/" : pathOnly}${match[2] ?? ""}`
    : href;
}

/**
 * The page's HTML made into a preview: no script (nor the preload links that fetch them), links
 * to the site's pages kept in the preview, `noindex`, and the banner first in the body.
 */
export function previewHtml(
  html: string,
  pagePaths: ReadonlySet<string>,
  back: { href: string; text: string },
): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(
      /(<a\b[^>]*?\shref=")([^"]*)(")/gi,
      (_all, before: string, href: string, after: string) =>
        `${before}${insidePreview(href, pagePaths)}${after}`,
    )
    .replace(
      /<head>/i,
      `<head><meta name="robots" content="noindex, nofollow"/><style>${previewBannerStyle}</style>`,
    )
    .replace(/<body\b[^>]*>/i, (body) => `${body}${banner(back)}`);
}
