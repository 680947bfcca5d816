import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { documentFile } from "./documents.ts";

/*
 * GET /documents/<id>/<name>.pdf: a published PDF, byte for byte as uploaded. It is a download
 * (Content-Disposition: attachment) of type application/pdf, never sniffed as anything else, and a
 * sandbox Content-Security-Policy keeps it out of the site's origin if a browser shows it anyway:
 * a crafted PDF can then neither run script with the site's cookies nor reach the staff area.
 */
export function documentRoutes(db: Kysely<Database>) {
  return new Hono().on(["GET", "HEAD"], "/:id/:name", async (context, next) => {
    const file = await documentFile(db, context.req.param("id"), context.req.param("name"));
    // Unknown: the site's own 404 page answers (server/site.ts).
    if (!file) return next();
    const etag = `"${file.sha256.slice(0, 32)}"`;
    const headers = new Headers({
      "Content-Type": "application/pdf",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "public, max-age=3600",
      ETag: etag,
      "Content-Length": String(file.bytes.byteLength),
    });
    if (context.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });
    return new Response(context.req.method === "HEAD" ? null : file.bytes, { headers });
  });
}
