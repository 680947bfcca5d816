import { type ComponentType, createElement, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandIdPrefix, islandProps, islandReadyAttribute } from "./names.ts";

/**
 * Hydrates each of `elements` (marked as island `name`) with `component` and the props the server
 * rendered it with; resolves once React has committed every one of them, when each element is
 * marked ready. Loaded only when the island starts (app/islands/start.ts): importing this module
 * is what evaluates React DOM. Hydration runs in a transition, so React yields to the browser
 * between short tasks and a person typing is not kept waiting.
 */
export function hydrateIsland<Props extends object>(
  name: IslandName,
  elements: readonly HTMLElement[],
  component: ComponentType<Props>,
): Promise<void> {
  const hydrated = elements.map(
    (element) =>
      new Promise<void>((resolve) => {
        const props = islandProps<Props>(element);
        const onCommit = () => {
          element.setAttribute(islandReadyAttribute, "");
          resolve();
        };
        startTransition(() => {
          hydrateRoot(element, createElement(Committed, { onCommit }, createElement(component, props)), {
            identifierPrefix: islandIdPrefix(name),
          });
        });
      }),
  );
  return Promise.all(hydrated).then(() => undefined);
}

/** Renders its children as they are, and says when React has committed them (an effect runs after). */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}
