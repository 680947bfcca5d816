import { Hono } from "hono";
import type { Kysely } from "kysely";
import { previewContent, previewBannerStyle, previewHtml, previewPrefix } from "../../content/preview.ts";
import { mayOpen, type Role } from "../../accounts/roles.ts";
import { contentItem } from "../../content/registry.ts";
import type { Database } from "../../db/database.ts";
import { previewPagePolicy } from "../../security-headers.ts";
import { privateHeaders } from "../http.ts";
import type { Shared, StaffEnv } from "../shared.ts";

/*
 * /staff/preview/<page>: a public page rendered with every saved draft applied, for signed-in staff
 * only (this module is mounted behind the session check), never cached nor indexed. The page's own
 * stylesheet, fonts and images load from this origin under the preview's policy; no script runs.
 */

/**
 * Where the banner leads back to: the editor of the item the preview was opened from (`?from=<key>`,
 * looked up in the registry, never an address taken from the request) when the role opens it, else
 * the site's content.
 */
async function backTo(db: Kysely<Database>, from: string | undefined, role: Role) {
  const item = from === undefined ? undefined : await contentItem(db, from);
  return item && mayOpen(role, item.editPath)
    ? { href: item.editPath, text: "Back to the editor" }
    : { href: "/staff/content", text: "Back to the site's content" };
}

export function previewRoutes({ deps, message }: Shared) {
  const app = new Hono<StaffEnv>();
  const db = deps.database.db;

  app.get("/preview/*", async (context) => {
    const pages = deps.content?.pages;
    if (!pages)
      return message(503, "No preview", "This server has no page renderer (the build has no server part).");
    const asked = context.req.path.slice(previewPrefix.length).replace(/\/$/, "") || "/";
    if (!pages.pagePaths.has(asked))
      return message(404, "Not found", "The public site has no such page to preview.");
    const html = await pages.renderHtml(asked, await previewContent(db, deps.content?.production ?? false));
    return new Response(
      previewHtml(html, pages.pagePaths, await backTo(db, context.req.query("from"), context.var.staff.role)),
      {
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": previewPagePolicy(previewBannerStyle),
          ...privateHeaders,
        },
      },
    );
  });

  return app;
}
