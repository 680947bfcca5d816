import { useContext } from "react";
import { UNSAFE_DataRouterDataContext as DataRouterDataContext } from "react-router";
import { defaultSettings, type PublishedSettings } from "#app/content/settings/published.ts";
import type { PublishedImage } from "./published-image.ts";

/** The society's logo as the header and footer draw it: its files and size, no alt text (the name is beside it). */
export type SiteLogoImage = Pick<PublishedImage, "width" | "height" | "avif" | "webp" | "fallback">;

/**
 * The root loader's answer (app/root.tsx): the settings the page was rendered with, and the logo
 * they name when it is a picture ready for pages.
 */
export type RootData = { settings: PublishedSettings; logo?: SiteLogoImage | null };

function isRootData(data: unknown): data is RootData {
  return typeof data === "object" && data !== null && "settings" in data;
}

/**
 * The society's published settings (name, contact, bank, UPI…), as the server rendered the page
 * with them; the loader's data is in every page that hydrates, so the browser reads the same.
 * Read from the data router's state rather than with useRouteLoaderData, which throws outside a
 * data router: a component's own test renders it in a plain MemoryRouter, and gets the defaults.
 */
export function useSettings(): PublishedSettings {
  const root: unknown = useContext(DataRouterDataContext)?.loaderData.root;
  return isRootData(root) ? root.settings : defaultSettings;
}

/** The society's logo from the media library, or null for the drawn mark. */
export function useSiteLogo(): SiteLogoImage | null {
  const root: unknown = useContext(DataRouterDataContext)?.loaderData.root;
  return (isRootData(root) && root.logo) || null;
}

/** The settings from a meta function's matches (the root match's loader data). */
export function settingsFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  return isRootData(root) ? root.settings : defaultSettings;
}
