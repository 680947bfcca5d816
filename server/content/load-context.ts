import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { PublishedSettings } from "#app/content/settings/published.ts";

function isRouterContext(value: unknown): value is RouterContext<PublishedSettings> {
  return typeof value === "object" && value !== null && "defaultValue" in value;
}

/**
 * The load context that gives the build's root loader the published settings. The key is the
 * build's own context object (exported by app/entry.server.tsx): contexts match by identity.
 */
export function settingsLoadContext(build: ServerBuild, settings: PublishedSettings): RouterContextProvider {
  const entry: object = build.entry.module;
  const key: unknown = "settingsContext" in entry ? entry.settingsContext : undefined;
  if (!isRouterContext(key))
    throw new Error("The site's build exports no settingsContext; run npm run build.");
  const context = new RouterContextProvider();
  context.set(key, settings);
  return context;
}
