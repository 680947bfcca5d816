import { randomUUID } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { postTokenPlaceholders } from "#app/schemas/form-post-fields.ts";
import { languageOfPath, otherLanguage, pathIn } from "#app/content/language.ts";
import { PLEDGE_REFERENCE_PATTERN, pledgeReferencePlaceholder } from "#app/schemas/payment-report-draft.ts";

/*
 * A form page carries, for a post made without JavaScript, a retry key and the time it was given out
 * (app/schemas/form-post.ts). The prerendered file holds placeholders; every request for the page
 * gets its own values, so the page is compressed per request and never cached: a cached copy would
 * hand two submissions one key. (docs/decisions/007-pages-without-javascript.md)
 */

export function isFormPage(html: string) {
  return html.includes(postTokenPlaceholders.idempotencyKey);
}

export function fillFormToken(html: string, now = Date.now(), pledgeReference = "") {
  return html
    .replaceAll(postTokenPlaceholders.idempotencyKey, randomUUID())
    .replaceAll(postTokenPlaceholders.issuedAt, String(now))
    .replaceAll(pledgeReferencePlaceholder, pledgeReference);
}

/**
 * "I have paid" for a pledge, prerendered without one: its language switch (header and footer) is
 * given the pledge too, so that the page in the other language has the reference filled in.
 */
function switchKeepsPledge(html: string, page: string, pledgeReference: string) {
  if (pledgeReference === "") return html;
  const other = pathIn(otherLanguage(languageOfPath(page)), page);
  return html.replaceAll(`href="${other}"`, `href="${other}?ref=${pledgeReference}"`);
}

/** "I have paid" links carry the pledge (?ref=DON-…); only a well-formed reference is written into the page. */
function pledgeReferenceOf(request: Request) {
  const reference = new URL(request.url).searchParams.get("ref")?.trim().toUpperCase() ?? "";
  return PLEDGE_REFERENCE_PATTERN.test(reference) ? reference : "";
}

/** The page with a fresh token, compressed fast (a few milliseconds for the largest form). */
export function formPageResponse(html: string, headers: Headers, request: Request) {
  const pledgeReference = pledgeReferenceOf(request);
  const page = new URL(request.url).pathname;
  const body = Buffer.from(
    switchKeepsPledge(fillFormToken(html, Date.now(), pledgeReference), page, pledgeReference),
  );
  const acceptEncoding = request.headers.get("Accept-Encoding") ?? "";
  headers.set("Cache-Control", "no-store");
  headers.delete("ETag");
  let sent: Uint8Array = body;
  if (/\bbr\b/.test(acceptEncoding)) {
    sent = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    headers.set("Content-Encoding", "br");
  } else if (/\bgzip\b/.test(acceptEncoding)) {
    sent = gzipSync(body, { level: 6 });
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(sent.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(sent), { status: 200, headers });
}
