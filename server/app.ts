import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { crossOrigin } from "./cross-origin.ts";
import { describeError, type Logger } from "./log.ts";
import { securityHeaders } from "./security-headers.ts";
import type { Connection } from "./send-form-email/json-answers.ts";
import type { SentFormPage } from "./send-form-email/sent-page.ts";
import { siteRoutes, type Site } from "./site.ts";

export type AppDependencies = {
  site: Site;
  sendFormEmail: (request: Request, connection: Connection) => Promise<Response>;
  /** "I have paid" (server/send-form-email/payment-report.ts); without it the path is unknown. */
  reportPayment?: (request: Request, connection: Connection) => Promise<Response>;
  /**
   * GET /api/health (server/health.ts); also at /staff/health, as the staff session cookie is sent
   * only under /staff and signed-in staff read the figures.
   */
  health: (request: Request) => Promise<Response>;
  log: Logger;
  /**
   * SITE_URL, ALLOWED_ORIGINS and TRUST_PROXY: an https SITE_URL turns on HSTS; without
   * ALLOWED_ORIGINS no other site may call the function.
   */
  security: { siteUrl: string; allowedOrigins?: readonly string[]; trustProxy?: boolean };
  /** A form's page showing a stored post's success (post/redirect/get); without it, the plain form. */
  sentFormPage?: SentFormPage;
  /** The staff area (server/staff/area.ts); without it /staff is an unknown path like any other. */
  staff?: Hono;
  /** The media library's files (server/media/serve.ts); without it /media is an unknown path. */
  media?: Hono;
  /** The published PDFs (server/documents/routes.ts); without it /documents/… is unknown. */
  documents?: Hono;
};

/** The peer address of the socket; absent when the app is called without one (app.request in tests). */
function connectionOf(context: Context): Connection {
  try {
    return { socketAddress: getConnInfo(context).remote.address };
  } catch {
    return {};
  }
}

function apiRoutes({ sendFormEmail, reportPayment, health, log, security }: Omit<AppDependencies, "site">) {
  const api = new Hono()
    .use(async (context, next) => {
      const startedAt = performance.now();
      await next();
      // Method, path, status and time only: no address, no body.
      log.info(
        {
          event: "request",
          method: context.req.method,
          path: context.req.path,
          status: context.res.status,
          ms: Math.round(performance.now() - startedAt),
        },
        "API request",
      );
    })
    .use(
      crossOrigin({
        allowedOrigins: security.allowedOrigins ?? [],
        siteUrl: security.siteUrl,
        trustProxy: security.trustProxy ?? false,
      }),
    )
    .all("/send-form-email", (context) => sendFormEmail(context.req.raw, connectionOf(context)))
    .get("/health", (context) => health(context.req.raw));
  if (reportPayment)
    api.all("/payment-report", (context) => reportPayment(context.req.raw, connectionOf(context)));
  return api.all("*", (context) => context.json({ error: "There is no such API endpoint." }, 404));
}

/** Builds the one application: the form function under /api and the prerendered site. */
export function createApp({
  site,
  sentFormPage,
  staff = new Hono(),
  media = new Hono(),
  documents = new Hono(),
  ...api
}: AppDependencies) {
  return new Hono()
    .use(securityHeaders({ siteUrl: api.security.siteUrl }))
    .route("/api", apiRoutes(api))
    .get("/staff/health", (context) => api.health(context.req.raw))
    .route("/staff", staff)
    .route("/media", media)
    .route("/documents", documents)
    .route("/", siteRoutes(site, sentFormPage))
    .onError((error, context) => {
      api.log.error(
        { event: "unhandled_error", path: context.req.path, error: describeError(error) },
        "Unhandled error",
      );
      return context.json({ error: "Something went wrong on our side; please try again." }, 500);
    });
}
