import { type ComponentType, createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { type IslandName, islandAttribute, islandIdPrefix, islandPropsAttribute } from "./names.ts";

/**
 * Hydrates every element of the page marked as island `name` with `component` and the props the
 * server rendered it with. In a transition, so React yields to the browser between short tasks
 * and a person typing is not kept waiting.
 */
export function hydrateIsland<Props extends object>(name: IslandName, component: ComponentType<Props>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)) {
    const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? "{}") as Props;
    startTransition(() => {
      hydrateRoot(element, createElement(component, props), { identifierPrefix: islandIdPrefix(name) });
    });
  }
}
