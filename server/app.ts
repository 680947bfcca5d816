import { Hono } from "hono";
import { siteRoutes, type Site } from "./site.ts";

export type AppDependencies = { site: Site };

/** Builds the one application: the form function under /api and the prerendered site. */
export function createApp({ site }: AppDependencies) {
  return new Hono().route("/", siteRoutes(site));
}
