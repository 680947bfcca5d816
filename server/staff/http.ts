import type { Context, MiddlewareHandler } from "hono";
import { type OwnSiteOptions, ownSiteCheck } from "../cross-origin.ts";
import { passkeyPermissionsPolicy, scriptlessPagePolicy } from "../security-headers.ts";

/**
 * A staff page: no inline script, and its policy runs none, whatever a submission put into it; only
 * the area's own script files ('self', scripts.ts) on the pages that load one. Never cached, never
 * indexed, and never telling another site which staff page linked to it.
 */
/** A posted form's text field, as the staff pages read it: absent, or a file, reads as "". */
export function formText(form: Readonly<Record<string, unknown>>, key: string): string {
  const value = form[key];
  return typeof value === "string" ? value : "";
}

/**
 * The files a posted form's file field holds, one or several. A file input left empty posts a
 * nameless empty file, which is no choice; a chosen file that is empty keeps its name, and is kept
 * here so that its check refuses it as empty rather than as no file chosen.
 */
export function chosenFiles(value: unknown): File[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is File => item instanceof File && (item.size > 0 || item.name !== ""),
  );
}

export function htmlResponse(html: string, status = 200) {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": scriptlessPagePolicy(),
      ...privateHeaders,
    },
  });
}

/** A staff page where a passkey is used or added: WebAuthn is allowed to this origin. */
export function passkeyPageResponse(html: string, status = 200) {
  const response = htmlResponse(html, status);
  response.headers.set("Permissions-Policy", passkeyPermissionsPolicy);
  return response;
}

/** Every staff answer's: the site-wide Referrer-Policy (server/security-headers.ts) keeps this one. */
export const privateHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** After a POST, to a page (303: the browser follows with GET, and reloading does not post again). */
export function seeOther(location: string, headers: Headers = new Headers()) {
  headers.set("Location", location);
  for (const [name, value] of Object.entries(privateHeaders)) headers.set(name, value);
  return new Response(null, { status: 303, headers });
}

/**
 * Refuses a state-changing request that another site's page made: its Origin must be this site.
 * A browser sends Origin with every POST, but as "null" from a page under Referrer-Policy:
 * no-referrer, as every staff page is; where it is missing or "null", Fetch Metadata must say
 * same-origin (a page of an opaque origin, a sandboxed frame, is never same-origin). The session
 * cookie is SameSite=Lax as well, so such a request is also anonymous.
 */
export function sameSiteOnly(own: OwnSiteOptions, refuse: (context: Context) => Response): MiddlewareHandler {
  const isOwnSite = ownSiteCheck(own);
  return async (context, next) => {
    if (context.req.method === "GET" || context.req.method === "HEAD") return next();
    const origin = context.req.header("Origin");
    const fetchSite = context.req.header("Sec-Fetch-Site");
    const sameSite =
      origin && origin !== "null" ? isOwnSite(origin, context.req.raw) : fetchSite === "same-origin";
    if (!sameSite) return refuse(context);
    return next();
  };
}

/**
 * Where to go back to after signing in: a page of the staff area asked for without a session
 * (a notification email's link). Only a path of this area, checked as a whole, so that nothing
 * can send a person who signs in to another site (an open redirect) or to the sign-in pages.
 */
export function returnPath(value: string | undefined): string | undefined {
  if (!value || value.length > 500) return undefined;
  if (!/^\/staff(\/[\w\-.~/]*)?(\?[\w\-.~=&%]*)?$/.test(value)) return undefined;
  const url = new URL(value, "http://staff.invalid");
  if (url.origin !== "http://staff.invalid" || url.pathname.includes("//")) return undefined;
  // Checked again after the URL is read: "/staff/../x" reads as "/x".
  if (url.pathname !== "/staff" && !url.pathname.startsWith("/staff/")) return undefined;
  if (/^\/staff\/(sign-in|sign-out|assets)(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The cookie that holds the return path while the person signs in (half an hour, this area only). */
export const returnCookie = "staff_return";

export function returnCookieHeader(path: string | undefined, secure: boolean) {
  const value = path ? encodeURIComponent(path) : "";
  const lifetime = path ? 30 * 60 : 0;
  return `${returnCookie}=${value}; Path=/staff; Max-Age=${lifetime}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
