import type { MiddlewareHandler } from "hono";

export type OwnSiteOptions = {
  /** The site's own public address (SITE_URL), which counts as the same origin. */
  siteUrl?: string;
  /** Behind a proxy that ends TLS (TRUST_PROXY), the scheme the client used is its X-Forwarded-Proto. */
  trustProxy: boolean;
};

export type CrossOriginOptions = OwnSiteOptions & {
  /** Origins of other sites allowed to call the function (ALLOWED_ORIGINS); none by default. */
  allowedOrigins: readonly string[];
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
 * The origin the client sent this request to: the scheme, host and port of its address. Behind a
 * trusted proxy that ends TLS the server itself is reached over http, so the proxy's
 * X-Forwarded-Proto names the scheme (the deploy guide's nginx sets it, replacing what the client sent).
 */
function requestOrigin(request: Request, trustProxy: boolean) {
  const url = new URL(request.url);
  const forwarded = trustProxy ? request.headers.get("X-Forwarded-Proto")?.trim().toLowerCase() : undefined;
  if (forwarded !== "https" && forwarded !== "http") return url.origin;
  return new URL(`${forwarded}://${url.host}`).origin;
}

/**
 * Whether an Origin is the site's own: the configured public address, or the address the request was
 * sent to, compared whole (scheme, host and port). An http page (one a network attacker could have
 * written) is not the https site, nor is another port of the same host.
 */
export function ownSiteCheck({ siteUrl, trustProxy }: OwnSiteOptions) {
  const siteOrigin = siteUrl ? originOf(siteUrl) : undefined;
  return (origin: string, request: Request) =>
    origin === siteOrigin || origin === requestOrigin(request, trustProxy);
}

/**
 * Guards the API: requests without an Origin (not from a browser, or a same-origin GET) and from the
 * site itself pass; other sites pass only when listed, with the CORS headers their browser needs; the
 * rest are refused with 403 before the function reads anything, preflight included.
 */
export function crossOrigin({ allowedOrigins, ...own }: CrossOriginOptions): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin) => origin !== undefined));
  const isOwnSite = ownSiteCheck(own);
  return async (context, next) => {
    const origin = context.req.header("Origin");
    if (!origin) return next();
    const ownSite = isOwnSite(origin, context.req.raw);
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
