/*
 * The interactive parts of otherwise static pages (docs/decisions/043-islands.md). The server
 * renders the whole page with React Router; each island's HTML sits in an element marked with its
 * name and its props, and the island's own small script (entries/<name>.ts, one per name here)
 * hydrates that element alone.
 */
export const islandNames = [
  "contact-form",
  "donation-form",
  "volunteer-form",
  "internship-form",
  "payment-report-form",
  "hero-carousel",
  "impact-stats",
] as const;

export type IslandName = (typeof islandNames)[number];

/**
 * When an island's script runs (docs/decisions/047-islands-start-when-needed.md). Until then the
 * page is the server's HTML, which works on its own: forms post, links go.
 * - `first-touch`: when a person first focuses, presses or types in it (a form);
 * - `near-view`: when it comes near the screen (the counters, which count up as they appear);
 * - `first-touch-or-due`: at a person's first touch, or `dueMs` after the page has loaded (the
 *   carousel, whose first change of slide is due 5 s after the page opened).
 */
export type IslandStart =
  { when: "first-touch" } | { when: "near-view" } | { when: "first-touch-or-due"; dueMs: number };

export const islandStarts: Readonly<Record<IslandName, IslandStart>> = {
  "contact-form": { when: "first-touch" },
  "donation-form": { when: "first-touch" },
  "volunteer-form": { when: "first-touch" },
  "internship-form": { when: "first-touch" },
  "payment-report-form": { when: "first-touch" },
  "hero-carousel": { when: "first-touch-or-due", dueMs: 2500 },
  "impact-stats": { when: "near-view" },
};

/** The attribute that marks an island's element and names it. */
export const islandAttribute = "data-island";
/** The attribute holding the island's props as JSON (React escapes attribute values). */
export const islandPropsAttribute = "data-island-props";
/** The props the server rendered an island's element with. */
export function islandProps<Props extends object>(element: Element): Props {
  return JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as Props;
}

/**
 * Set on an island's element once its script has taken over (React has hydrated it, or the script
 * has enhanced it): its buttons and fields are the script's.
 */
export const islandReadyAttribute = "data-island-ready";

/**
 * useId's prefix inside an island, the same on the server and in the browser: the island is rendered
 * and hydrated as a root of its own, so its ids must not collide with the page's or another island's.
 */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/**
 * Each island's script in the client build, as URL paths: its entry file, every file the entry
 * imports (small: it only waits for its start), and the files it imports when it starts (React
 * DOM and the island's component).
 */
export type IslandScripts = Readonly<
  Record<string, { file: string; imports: readonly string[]; later: readonly string[] }>
>;
