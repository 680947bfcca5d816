import { useMatches } from "react-router";

/**
 * Whether a route's page ships JavaScript. A route module that only presents content exports
 * `handle = staticPage`: React still renders it at build time, but its HTML carries no module
 * script, no module preload and no framework runtime, so a slow phone paints it at once and has
 * nothing to download or run (docs/decisions/007-pages-without-javascript.md).
 */
export type PageHandle = { scripts?: boolean };

export const staticPage: PageHandle = { scripts: false };

function declaresNoScripts(handle: unknown) {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).scripts === false;
}

/**
 * True when the page being rendered loads the application. In the browser the answer is always
 * yes: this code runs there only on a page that loaded it, and a client-side navigation from it to
 * a static page must keep the scripts already running.
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return !matches.some((match) => declaresNoScripts(match.handle));
}
