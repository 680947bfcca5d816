import { useMatches } from "react-router";

/**
 * Whether a route's page loads React Router's application. A route module whose page needs no
 * router in the browser exports `handle = staticPage`: React still renders it on the server, but its
 * HTML carries no module script, no module preload and no framework runtime, so a slow phone paints
 * it at once (docs/decisions/007-pages-without-javascript.md). That is every page today: the
 * reading pages have no script at all, and the home and form pages bring only their islands' small
 * scripts (app/islands, docs/decisions/043-islands.md), which entry.server.tsx adds.
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
