import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function mediaQuery() {
  return typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
}

function subscribe(onChange: () => void) {
  const list = mediaQuery();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/**
 * Whether the visitor asked for reduced motion. The prerendered HTML assumes not; the hydrated page
 * follows the setting and any later change to it.
 */
export function useReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
