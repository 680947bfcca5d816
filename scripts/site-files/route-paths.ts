import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

/**
 * Every URL path of app/routes.ts that shows a page, in table order: leaf routes (a layout route shows
 * through its children, an index route at its parent's path), the catch-all and any parameterised
 * path left out (the news posts' pages, which the server renders per post), and resource routes (a
 * module without a component, such as the news feed) left out: they are not pages.
 */
export function routePaths(entries: readonly RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.children?.length) return routePaths(entry.children, joined);
    return /[*:]/.test(entry.path ?? "") || !entry.file.endsWith(".tsx") ? [] : [joined || "/"];
  });
}
