import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import islandScripts from "virtual:island-scripts";
import { islandsAfterContent, scriptsAfterContent } from "#app/utils/scripts-after-content.ts";
import { requestedScriptNonce } from "#app/utils/script-nonce.ts";

// The server sets the published content under this key (server/content/pages.ts): it must be the
// build's own object, as contexts are matched by identity.
export { siteContentContext } from "#app/content/site-content.ts";
// The public origin the pages were built for: the server refuses or warns when SITE_URL differs.
export { siteUrl as builtSiteUrl } from "#app/utils/site-url.ts";

/*
 * Every page is prerendered at build time, and the form function renders a form's page with its
 * outcome (docs/decisions/007-pages-without-javascript.md): nothing is streamed to a waiting
 * browser, so the whole document is rendered first, then its scripts (its islands': decision 043)
 * are set to start after the content has painted (app/utils/scripts-after-content.ts). A page rendered per request marks its scripts with
 * the nonce the server asked for (app/utils/script-nonce.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let status = responseStatusCode;
  const nonce = requestedScriptNonce(request);
  const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  const stream = await renderToReadableStream(router, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  const html = islandsAfterContent(
    scriptsAfterContent(await new Response(stream).text(), nonce),
    islandScripts,
    nonce,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status, headers: responseHeaders });
}
