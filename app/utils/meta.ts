import { organisation } from "#app/content/organisation.ts";
import { absoluteUrl } from "#app/utils/site-url.ts";

export type PageMeta = { title: string; description: string };

// Made from the home page's artwork when the site is built (scripts/site-files/generate.ts).
const shareImage = {
  url: absoluteUrl("/social-card.png"),
  width: "1200",
  height: "630",
  alt: "A Gond-style painting of a tree of life above villagers dancing hand in hand.",
};

/**
 * The title, description and share tags of one page; every route passes its own. The canonical link
 * and og:url depend on the address, so the document head adds them (app/components/page-address.tsx).
 */
export function pageMeta({ title, description }: PageMeta) {
  const fullTitle = `${title} | ${organisation.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: organisation.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: shareImage.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: shareImage.width },
    { property: "og:image:height", content: shareImage.height },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: shareImage.url },
    { name: "twitter:image:alt", content: shareImage.alt },
  ];
}
