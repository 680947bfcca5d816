import { type ComponentType, createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandAttribute, islandIdPrefix, islandPropsAttribute } from "./names.ts";

/**
 * Hydrates every element of the page marked as island `name` with the component `load` gives and
 * the props the server rendered it with. The island's code is imported in a task of its own, after
 * the one that evaluated React DOM: two shorter tasks instead of one long one on a slow phone (the
 * page preloaded every file, so no request waits). Hydration runs in a transition, so React yields
 * to the browser between short tasks and a person typing is not kept waiting.
 */
export function hydrateIsland<Props extends object>(
  name: IslandName,
  load: () => Promise<ComponentType<Props>>,
): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)];
  return new Promise<void>((resolve) => setTimeout(resolve)).then(async () => {
    if (elements.length === 0) return;
    const component = await load();
    for (const element of elements) {
      const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as Props;
      startTransition(() => {
        hydrateRoot(element, createElement(component, props), { identifierPrefix: islandIdPrefix(name) });
      });
    }
  });
}
