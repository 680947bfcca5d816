import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the prerendered HTML and during hydration, true once the page's script runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
