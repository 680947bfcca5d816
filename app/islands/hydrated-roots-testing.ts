import { act } from "@testing-library/react";
import type * as ReactDomClient from "react-dom/client";

/*
 * The roots an island's start hydrates (app/islands/hydrate.ts), kept so a test can unmount them
 * afterwards, as Testing Library does with its own. Left mounted, their timers (a toast's) ran
 * React's scheduler after the test environment was gone: an error that fails the whole run.
 * A test file routes react-dom/client through `recordingRoots` with vi.mock and calls
 * `unmountHydratedRoots` after each test.
 */
const hydratedRoots: ReactDomClient.Root[] = [];

export function recordingRoots(client: typeof ReactDomClient): typeof ReactDomClient {
  return {
    ...client,
    hydrateRoot: (...args) => {
      const root = client.hydrateRoot(...args);
      hydratedRoots.push(root);
      return root;
    },
  };
}

export function unmountHydratedRoots() {
  act(() => {
    for (const root of hydratedRoots.splice(0)) root.unmount();
  });
}
