import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { SiteContent } from "#app/content/site-content.ts";

function isRouterContext(value: unknown): value is RouterContext<SiteContent> {
  return typeof value === "object" && value !== null && "defaultValue" in value;
}

/**
 * The load context that gives the build's loaders the published content. The key is the build's
 * own context object (exported by app/entry.server.tsx): contexts match by identity.
 */
export function contentLoadContext(build: ServerBuild, content: SiteContent): RouterContextProvider {
  const entry: object = build.entry.module;
  const key: unknown = "siteContentContext" in entry ? entry.siteContentContext : undefined;
  if (!isRouterContext(key))
    throw new Error("The site's build exports no siteContentContext; run npm run build.");
  const context = new RouterContextProvider();
  context.set(key, content);
  return context;
}
