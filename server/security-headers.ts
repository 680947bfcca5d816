import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MiddlewareHandler } from "hono";

/*
 * The headers every response carries (docs/decisions/006-security-headers-and-seo.md). Pages get a
 * Content-Security-Policy of their own that allows only the inline scripts the server itself ships
 * (docs/decisions/025-limits-origins-and-scripts.md): a prerendered page's, by hash, computed once
 * when the build is loaded; a page rendered per request, by a nonce drawn for the response; a staff
 * page, none. Never "whatever scripts the output holds": a page showing what a visitor typed would
 * then allow a script injected into it.
 */

// Browsers turn features off for this site and any frame: the site uses none of them.
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
const disabling = (features: readonly string[]) => features.map((feature) => `${feature}=()`).join(", ");
const permissionsPolicy = disabling(disabledFeatures);

/**
 * The staff pages that sign in with a passkey or add one (decision 046) allow WebAuthn to this
 * origin alone, no frame; every other answer keeps it off. Set by the answer, kept by securityHeaders.
 */
export const passkeyPermissionsPolicy = [
  disabling(disabledFeatures.filter((feature) => feature !== "publickey-credentials-get")),
  "publickey-credentials-get=(self)",
  "publickey-credentials-create=(self)",
].join(", ");

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * sonner adds one <style> element with a fixed text when it loads; allowing that text by its hash
 * keeps 'unsafe-inline' out of style-src. Read from the installed package, the one the build bundled.
 */
function sonnerStyleHash() {
  const source = readFileSync(fileURLToPath(import.meta.resolve("sonner")), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal)
    throw new Error("Could not find the stylesheet sonner inserts; update server/security-headers.ts.");
  const css: unknown = JSON.parse(literal);
  if (typeof css !== "string") throw new Error("sonner's stylesheet is not a string literal.");
  return sha256(css);
}

let sonnerHash: string | undefined;

/** The inline scripts of an HTML document: every <script> without a src, as the browser hashes them. */
export function inlineScripts(html: string) {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (!/\bsrc\s*=/i.test(attributes)) scripts.push(body);
  }
  return scripts;
}

const sharedDirectives = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** A page's policy: inline scripts only as `scriptSources` allow, everything else from this origin. */
function pagePolicy(scriptSources: readonly string[]) {
  sonnerHash ??= sonnerStyleHash();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(" "),
    // sonner appends its <style> empty and fills it next: both states must be allowed.
    `style-src 'self' ${sha256("")} ${sonnerHash}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...sharedDirectives,
  ].join("; ");
}

/**
 * The policy of a page the build prerendered: its own inline scripts, by hash. Only for the build's
 * files, which hold nothing a visitor sent: the build wrote them from the site's code and content.
 */
export function prerenderedPagePolicy(html: string) {
  return pagePolicy([...new Set(inlineScripts(html).map(sha256))]);
}

/** The policy of a page rendered for one response: only scripts carrying its nonce run. */
export function noncePagePolicy(nonce: string) {
  return pagePolicy([`'nonce-${nonce}'`]);
}

/**
 * The policy of a page with no inline script (the staff area's): no inline script runs at all, only
 * script files from this origin (the staff area's passkey script, server/staff/scripts.ts).
 */
export function scriptlessPagePolicy() {
  return pagePolicy([]);
}

/**
 * A staff preview of a public page (server/content/preview.ts): no script at all, the page's own
 * stylesheet, fonts and images from this origin, one inline stylesheet (the banner's) by its hash,
 * and no form may be sent from it: a preview shows, it never submits.
 */
export function previewPagePolicy(inlineStyle: string) {
  return [
    "default-src 'self'",
    "script-src 'none'",
    `style-src 'self' ${sha256(inlineStyle)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For everything that is not a page (assets, JSON): nothing may load or run in its context. */
export const resourceContentSecurityPolicy = ["default-src 'none'", ...sharedDirectives].join("; ");

export type SecurityOptions = {
  /** The public address of the site; an https one turns on Strict-Transport-Security. */
  siteUrl?: string;
};

/** The headers every response gets; a page's own Content-Security-Policy is kept, others get the strict one. */
export function securityHeaders({ siteUrl }: SecurityOptions = {}): MiddlewareHandler {
  const common: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  // Only a site served over https may ask browsers to come back over https alone. Subdomains are left
  // out: the society's other hosts (mail, a shop) are not ours to decide for.
  if (siteUrl?.startsWith("https:")) {
    common["Strict-Transport-Security"] = "max-age=31536000";
  }
  return async (context, next) => {
    await next();
    const headers = context.res.headers;
    // A Referrer-Policy or Permissions-Policy the answer set itself (the staff area's no-referrer,
    // its passkey pages' WebAuthn) stays.
    const ownable = ["Referrer-Policy", "Permissions-Policy"];
    for (const [name, value] of Object.entries(common))
      if (!ownable.includes(name) || !headers.has(name)) headers.set(name, value);
    // The library's published photos may be shown by others: a feed reader showing a post, a page
    // that shares it. Nothing private is served there.
    if (context.req.path.startsWith("/media/")) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    if (!headers.has("Content-Security-Policy")) {
      headers.set("Content-Security-Policy", resourceContentSecurityPolicy);
    }
  };
}
