import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { defaultSiteContent, type SiteContent } from "#app/content/site-content.ts";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import { scriptNonceHeader } from "#app/utils/script-nonce.ts";
import { contentLoadContext } from "../content/load-context.ts";
import { noncePagePolicy } from "../security-headers.ts";

/**
 * Renders the answer to a form posted without JavaScript: the form's own page, by the site's React
 * Router server build, through the route's action, which shows the outcome it is given
 * (app/utils/form-answer.ts). The page is the same document the prerendered one is, so it loads the
 * same scripts. It shows what the visitor typed, so its Content-Security-Policy allows only the
 * scripts the render marked with a nonce drawn for this response (app/utils/script-nonce.ts), never
 * whatever inline script the HTML holds.
 * (docs/decisions/007-pages-without-javascript.md)
 */
/** Renders a form's page with the outcome of its post (for a post sent without JavaScript). */
export type RenderFormAnswer = (
  page: string,
  outcome: FormOutcome,
  status: number,
  headers?: Record<string, string>,
) => Promise<Response>;

/** `content`: the published content the page is rendered with, as the served pages show it. */
export function loadFormAnswers(
  serverBuildFile: string,
  content: () => SiteContent = () => defaultSiteContent,
): RenderFormAnswer {
  // Loaded at the first form posted without JavaScript, not at start: the API's own tests run the
  // server on a stand-in build with no server half. A real build always has one (npm run build).
  let handler: Promise<{ build: ServerBuild; handle: ReturnType<typeof createRequestHandler> }> | undefined;
  async function loadHandler() {
    if (!existsSync(serverBuildFile)) {
      throw new Error(`The build has no ${serverBuildFile}; run npm run build.`);
    }
    const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
    return { build, handle: createRequestHandler(build, "production") };
  }

  return async function renderFormAnswer(page, outcome: FormOutcome, status, headers = {}) {
    // Never seen by the network: the origin only completes the URL the router matches on.
    handler ??= loadHandler();
    const nonce = randomBytes(18).toString("base64");
    const { build, handle } = await handler;
    const rendered = await handle(
      new Request(new URL(page, "http://site.invalid"), {
        method: "POST",
        headers: { "Content-Type": "application/json", [scriptNonceHeader]: nonce },
        body: JSON.stringify(outcome),
      }),
      contentLoadContext(build, content()),
    );
    const html = await rendered.text();
    if (!rendered.ok) throw new Error(`Rendering ${page} answered HTTP ${rendered.status}.`);
    return new Response(html, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": noncePagePolicy(nonce),
        ...headers,
      },
    });
  };
}
