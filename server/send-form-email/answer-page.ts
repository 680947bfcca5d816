import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { FormOutcome } from "#app/schemas/form-post.ts";
import { pageContentSecurityPolicy } from "../security-headers.ts";
import type { RenderFormAnswer } from "./handler.ts";

/**
 * Renders the answer to a form posted without JavaScript: the form's own page, by the site's React
 * Router server build, through the route's action, which shows the outcome it is given
 * (app/utils/form-answer.ts). The page is the same document the prerendered one is, so it loads the
 * same scripts, and its Content-Security-Policy allows exactly its inline scripts, by hash.
 * (docs/decisions/007-pages-without-javascript.md)
 */
export async function loadFormAnswers(serverBuildFile: string): Promise<RenderFormAnswer> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`The build has no ${serverBuildFile}; run npm run build.`);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");

  return async function renderFormAnswer(page, outcome: FormOutcome, status, headers = {}) {
    // Never seen by the network: the origin only completes the URL the router matches on.
    const rendered = await handle(
      new Request(new URL(page, "http://site.invalid"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(outcome),
      }),
    );
    const html = await rendered.text();
    if (!rendered.ok) throw new Error(`Rendering ${page} answered HTTP ${rendered.status}.`);
    return new Response(html, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": pageContentSecurityPolicy(html),
        ...headers,
      },
    });
  };
}
