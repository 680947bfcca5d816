import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { type Language, languageOfPath, pathIn } from "#app/content/language.ts";
import { precompressedEncodings } from "./site-files/precompress.ts";
import { formPageResponse, isFormPage } from "./form-pages.ts";
import { prerenderedPagePolicy } from "./security-headers.ts";
import type { SentFormPage } from "./send-form-email/sent-page.ts";

export type SiteFile = {
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  brotli?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  cacheControl: string;
  /** Pages only: the policy that allows exactly this page's inline scripts. */
  contentSecurityPolicy?: string;
  /** Form pages only: the HTML, whose token is filled per request (form-pages.ts). */
  formPage?: string;
  /** A renamed post's former address: answered with this redirect (decision 075), not a body. */
  redirect?: { status: number; location: string };
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
const oneYearImmutable = "public, max-age=31536000, immutable";
const revalidate = "public, max-age=0, must-revalidate";

/** The URL path a built file answers: `about/index.html` answers `/about`. */
function urlPathOf(relativeFile: string) {
  const posix = relativeFile.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

function toArrayBufferView(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
}

const decompressors = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * The build's compressed twin of a file (`.br`, `.gz`, written by server/site-files/precompress.ts),
 * when there is one. A twin that is not the file compressed (the file was edited after the build)
 * would serve other bytes than nginx or a CDN: start-up stops and asks for a build instead.
 */
async function readTwin(file: string, bytes: Buffer, encoding: keyof typeof decompressors, suffix: string) {
  const twin = await readFile(`${file}${suffix}`).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!twin) return undefined;
  if (!decompressors[encoding](twin).equals(bytes))
    throw new Error(`${file}${suffix} is not ${path.basename(file)} compressed; run npm run build.`);
  return toArrayBufferView(twin);
}

async function prepare(clientDir: string, relativeFile: string): Promise<SiteFile> {
  const file = path.join(clientDir, relativeFile);
  const bytes = await readFile(file);
  const [brotli, gzip] = await Promise.all(
    precompressedEncodings.map(({ encoding, suffix }) => readTwin(file, bytes, encoding, suffix)),
  );
  return siteFile(
    bytes,
    path.extname(relativeFile),
    { brotli, gzip },
    relativeFile.startsWith(`assets${path.sep}`),
  );
}

/**
 * A file as the server keeps it: its bytes and compressed twins, its type, an ETag from its bytes
 * (so a page rendered again with other content gets another), and for a page its
 * Content-Security-Policy and, on a form page, the HTML whose tokens are filled per request.
 */
export function siteFile(
  bytes: Buffer,
  extension: string,
  twins: { brotli?: Uint8Array | undefined; gzip?: Uint8Array | undefined },
  hashedAsset = false,
): SiteFile {
  const html = extension === ".html" ? bytes.toString("utf8") : undefined;
  return {
    body: toArrayBufferView(bytes),
    gzip: twins.gzip && toArrayBufferView(twins.gzip),
    brotli: twins.brotli && toArrayBufferView(twins.brotli),
    type: contentTypes[extension] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`,
    cacheControl: hashedAsset ? oneYearImmutable : revalidate,
    contentSecurityPolicy: html === undefined ? undefined : prerenderedPagePolicy(html),
    formPage: html !== undefined && isFormPage(html) ? html : undefined,
  };
}

/**
 * An address that redirects. Revalidated on every visit like a page, not kept by the browser for
 * good as a bare permanent redirect is: a post written later may take the address back.
 */
export function redirectFile(status: number, location: string): SiteFile {
  return {
    body: new Uint8Array(new ArrayBuffer(0)),
    type: "text/plain; charset=utf-8",
    etag: "",
    cacheControl: revalidate,
    redirect: { status, location },
  };
}

/** `x.js.br` beside `x.js` is x.js's twin, served for x.js, not a file of its own. */
function isTwin(relativeFile: string, allFiles: ReadonlySet<string>) {
  return precompressedEncodings.some(
    ({ suffix }) => relativeFile.endsWith(suffix) && allFiles.has(relativeFile.slice(0, -suffix.length)),
  );
}

/**
 * Reads the whole prerendered build into memory with its precompressed twins, so that serving a
 * page is a map look-up. The build is a few hundred kilobytes; re-reading it per request would be waste.
 */
export async function loadSite(clientDir: string, notFoundPath: string): Promise<Site> {
  const allFiles = new Set<string>();
  for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) allFiles.add(path.relative(clientDir, path.join(entry.parentPath, entry.name)));
  }
  const files = new Map<string, SiteFile>();
  for (const relativeFile of allFiles) {
    if (relativeFile === "__spa-fallback.html" || isTwin(relativeFile, allFiles)) continue;
    files.set(urlPathOf(relativeFile), await prepare(clientDir, relativeFile));
  }
  const notFound = files.get(notFoundPath);
  if (!notFound) throw new Error(`The build has no page for ${notFoundPath}; run npm run build.`);
  files.delete(notFoundPath);
  // The Telugu 404 page (/te/404) answers unknown addresses under /te; a build without it uses English.
  const teluguNotFoundPath = pathIn("te", notFoundPath);
  const teluguNotFound = files.get(teluguNotFoundPath) ?? notFound;
  files.delete(teluguNotFoundPath);
  return { files, notFound: { en: notFound, te: teluguNotFound } };
}

/** The files the server answers from; the pages are replaced whole when content is published. */
export type Site = { files: Map<string, SiteFile>; notFound: Record<Language, SiteFile> };

/**
 * Puts pages rendered again (server/content/pages.ts) in place of the old ones, all at once: a
 * request is answered from the old map or the new one, never from a mix. `notFound` holds the new
 * 404 pages by language; `gone` the pages no longer rendered (a post whose address changed).
 */
export function replacePages(
  site: Site,
  pages: ReadonlyMap<string, SiteFile>,
  notFound: Site["notFound"],
  gone: readonly string[] = [],
) {
  const files = new Map(site.files);
  for (const urlPath of gone) files.delete(urlPath);
  for (const [urlPath, file] of pages) files.set(urlPath, file);
  site.files = files;
  site.notFound = notFound;
}

function pickEncoding(file: SiteFile, acceptEncoding: string) {
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return { body: file.brotli, encoding: "br" };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: "gzip" };
  return { body: file.body, encoding: undefined };
}

function respond(file: SiteFile, request: Request, status: number) {
  if (file.redirect) {
    // With the request's query: a link shared as ?utm_source=whatsapp keeps telling where the reader came from.
    const { location } = file.redirect;
    const search = location.includes("?") ? "" : new URL(request.url).search;
    return new Response(null, {
      status: file.redirect.status,
      headers: { Location: `${location}${search}`, "Cache-Control": file.cacheControl },
    });
  }
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": status === 404 ? "no-store" : file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.contentSecurityPolicy) headers.set("Content-Security-Policy", file.contentSecurityPolicy);
  if (file.formPage && status === 200) return formPageResponse(file.formPage, headers, request);
  if (status === 200 && request.headers.get("If-None-Match") === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  const { body, encoding } = pickEncoding(file, request.headers.get("Accept-Encoding") ?? "");
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status, headers });
}

function normalisePath(pathname: string) {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.length > 1 && decoded.endsWith("/") ? decoded.slice(0, -1) : decoded;
  } catch {
    return pathname;
  }
}

/**
 * Serves the prerendered pages and assets; anything else gets the 404 page with status 404, in
 * Telugu for an address under /te. A form page whose address names a stored post (`?sent=…`) shows
 * that post's success instead of the empty form.
 */
export function siteRoutes(site: Site, sentFormPage?: SentFormPage) {
  return new Hono().on(["GET", "HEAD"], "*", async (c) => {
    const path = normalisePath(new URL(c.req.url).pathname);
    const file = site.files.get(path);
    if (!file) return respond(site.notFound[languageOfPath(path)], c.req.raw, 404);
    const sent = file.formPage && sentFormPage ? await sentFormPage(c.req.raw, path) : undefined;
    return sent ?? respond(file, c.req.raw, 200);
  });
}
