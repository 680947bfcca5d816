import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { readiness } from "./details.ts";
import { readServedFile } from "./files.ts";
import { type MediaDatabase, withMediaTables } from "./schema.ts";

/*
 * /media/<hash>-<width>.<ext>, mounted by server/app.ts: the variants, read from the database every
 * instance shares. A name never changes its bytes (a replaced picture gets a new hash), so the name
 * itself is the ETag. The public sees only a picture ready for pages: one whose people's agreement
 * is withdrawn, or which still lacks it or its alt text, is on no page and is not served either
 * (decision 077). Staff see every picture of the library at /staff/media/files/<name>, for its page.
 */

const servedName = /^[0-9a-f]{16}-\d{1,4}\.(avif|webp|jpg)$/;

/**
 * Who is asking. A day's caching, not a year's: browsers and nginx ask again after it, so a picture
 * withdrawn from the site stops being served from their copies within the day.
 */
const audiences = {
  public: { cacheControl: "public, max-age=86400", onlyReady: true },
  staff: { cacheControl: "private, max-age=3600", onlyReady: false },
} as const;

export type PictureAudience = keyof typeof audiences;

/** Whether a served variant of that name exists, and whether its picture is ready for public pages. */
async function servedFileState(
  db: Kysely<MediaDatabase>,
  name: string,
): Promise<{ ready: boolean } | undefined> {
  const image = await db
    .selectFrom("media_files")
    .innerJoin("media_images", "media_images.id", "media_files.media_id")
    .select([
      "media_images.alt_en",
      "media_images.alt_te",
      "media_images.decorative",
      "media_images.shows_people",
      "media_images.people_agreed",
    ])
    .where("media_files.name", "=", name)
    .where("media_files.kind", "!=", "original")
    .executeTakeFirst();
  return image ? { ready: readiness(image).length === 0 } : undefined;
}

const notFound = () =>
  new Response("There is no such picture.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** The answer to a request for a served file, for the public or for staff. */
export async function answerPicture(
  db: Kysely<Database>,
  name: string,
  request: Request,
  audience: PictureAudience,
): Promise<Response> {
  if (!servedName.test(name)) return notFound();
  const { cacheControl, onlyReady } = audiences[audience];
  const media = withMediaTables(db);
  const etag = `"${name}"`;
  const headers = { "Cache-Control": cacheControl, ETag: etag, "X-Content-Type-Options": "nosniff" };
  const state = await servedFileState(media, name);
  if (!state || (onlyReady && !state.ready)) return notFound();
  // A name is its content: a browser that holds it holds these bytes, without reading them again.
  const asked = request.headers.get("If-None-Match")?.split(/\s*,\s*/) ?? [];
  if (asked.includes(etag)) return new Response(null, { status: 304, headers });
  const file = await readServedFile(media, name);
  if (!file) return notFound();
  return new Response(new Uint8Array(file.bytes), {
    headers: { ...headers, "Content-Type": file.contentType, "Content-Length": String(file.bytes.length) },
  });
}

export function mediaRoutes(db: Kysely<Database>) {
  return new Hono().get("/:name", (context) =>
    answerPicture(db, context.req.param("name"), context.req.raw, "public"),
  );
}
