import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { type IslandName, islandAttribute, islandIdPrefix, islandPropsAttribute } from "./names.ts";

/**
 * An interactive part of a page, rendered on the server as a root of its own (the same tree the
 * browser hydrates: app/islands/hydrate.ts), inside an element that names it and carries its props.
 * The component gets everything through its props (language, texts, outcome, settings): in the
 * browser it runs outside React Router, so it may not use the router's hooks or <Link>.
 * `display: contents` keeps the wrapper out of the page's layout.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}) {
  const html = renderToString(<Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
  return (
    <div
      {...{ [islandAttribute]: name, [islandPropsAttribute]: JSON.stringify(props) }}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
