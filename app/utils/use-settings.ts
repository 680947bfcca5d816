import { useRouteLoaderData } from "react-router";
import { defaultSettings, type PublishedSettings } from "#app/content/settings/published.ts";

/** The root loader's answer (app/root.tsx): the settings the page was rendered with. */
export type RootData = { settings: PublishedSettings };

function isRootData(data: unknown): data is RootData {
  return typeof data === "object" && data !== null && "settings" in data;
}

/**
 * The society's published settings (name, contact, bank, UPI…), as the server rendered the page
 * with them; the loader's data is in every page that hydrates, so the browser reads the same.
 * Outside a router (a component's own test) the code's defaults.
 */
export function useSettings(): PublishedSettings {
  const data: unknown = useRouteLoaderData("root");
  return isRootData(data) ? data.settings : defaultSettings;
}

/** The settings from a meta function's matches (the root match's loader data). */
export function settingsFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return isRootData(root) ? root.settings : defaultSettings;
}
