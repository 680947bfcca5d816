import type { Context, MiddlewareHandler } from "hono";

export type CrossOriginOptions = {
  /** Origins of other sites allowed to call the function (ALLOWED_ORIGINS); none by default. */
  allowedOrigins: readonly string[];
  /** The site's own public address (SITE_URL), which counts as the same origin. */
  siteUrl?: string;
};

// The function takes JSON and an optional Idempotency-Key; browsers ask before sending either.
const preflightHeaders = {
  "Access-Control-Allow-Methods": "POST",
  "Access-Control-Allow-Headers": "Content-Type, Idempotency-Key",
  "Access-Control-Max-Age": "600",
};

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Same origin when the Origin names the host the request was sent to (behind a proxy that ends TLS the
 * scheme differs, the host does not) or the configured public address.
 */
export function isOwnSite(origin: string, context: Context, siteOrigin: string | undefined) {
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === new URL(context.req.url).host;
  } catch {
    return false;
  }
}

/**
 * Guards the API: requests without an Origin (not from a browser, or a same-origin GET) and from the
 * site itself pass; other sites pass only when listed, with the CORS headers their browser needs; the
 * rest are refused with 403 before the function reads anything, preflight included.
 */
export function crossOrigin({ allowedOrigins, siteUrl }: CrossOriginOptions): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== undefined));
  const siteOrigin = siteUrl ? originOf(siteUrl) : undefined;
  return async (context, next) => {
    const origin = context.req.header("Origin");
    if (!origin) return next();
    const ownSite = isOwnSite(origin, context, siteOrigin);
    if (!ownSite && !allowed.has(origin)) {
      return context.json({ error: "This function does not accept requests from other sites." }, 403, {
        "Cache-Control": "no-store",
        Vary: "Origin",
      });
    }
    if (!ownSite && context.req.method === "OPTIONS") {
      return context.body(null, 204, {
        ...preflightHeaders,
        "Access-Control-Allow-Origin": origin,
        "Cache-Control": "no-store",
        Vary: "Origin",
      });
    }
    await next();
    context.res.headers.append("Vary", "Origin");
    if (!ownSite) context.res.headers.set("Access-Control-Allow-Origin", origin);
  };
}
