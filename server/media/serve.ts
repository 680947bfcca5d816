import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { readServedFile } from "./files.ts";
import { withMediaTables } from "./schema.ts";

/*
 * /media/<hash>-<width>.<ext>, mounted by server/app.ts: the variants, read from the database every
 * instance shares. A name never changes its bytes (a replaced picture gets a new hash), so browsers
 * and nginx keep each for a year without asking again, and the name itself is the ETag.
 */

const servedName = /^[0-9a-f]{16}-\d{1,4}\.(avif|webp|jpg)$/;

export function mediaRoutes(db: Kysely<Database>) {
  const media = withMediaTables(db);
  return new Hono().get("/:name", async (context) => {
    const name = context.req.param("name");
    const notFound = () =>
      new Response("There is no such picture.", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    if (!servedName.test(name)) return notFound();
    const etag = `"${name}"`;
    const headers = {
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    };
    // A name is its content: a browser that holds it holds these bytes, without reading them again.
    if (
      context.req
        .header("If-None-Match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return new Response(null, { status: 304, headers });
    const file = await readServedFile(media, name);
    if (!file) return notFound();
    return new Response(new Uint8Array(file.bytes), {
      headers: { ...headers, "Content-Type": file.contentType, "Content-Length": String(file.bytes.length) },
    });
  });
}
