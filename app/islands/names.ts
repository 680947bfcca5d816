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

/** The attribute that marks an island's element and names it. */
export const islandAttribute = "data-island";
/** The attribute holding the island's props as JSON (React escapes attribute values). */
export const islandPropsAttribute = "data-island-props";

/**
 * useId's prefix inside an island, the same on the server and in the browser: the island is rendered
 * and hydrated as a root of its own, so its ids must not collide with the page's or another island's.
 */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** Each island's script in the client build: its entry file and every file it imports, as URL paths. */
export type IslandScripts = Readonly<Record<string, { file: string; imports: readonly string[] }>>;
