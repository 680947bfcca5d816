import { organisation } from "#app/content/organisation.ts";

export type PageMeta = { title: string; description: string };

/** The title and description tags of one page; every route passes its own. */
export function pageMeta({ title, description }: PageMeta) {
  return [
    { title: `${title} | ${organisation.name}` },
    { name: "description", content: description },
  ];
}
