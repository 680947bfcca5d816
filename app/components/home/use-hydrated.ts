import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while the prerendered HTML hydrates, true from then on (and in client-only renders). */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
