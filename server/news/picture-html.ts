import type { Language } from "#app/content/language.ts";
import { pictureParts } from "#app/utils/picture-parts.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";

/*
 * A library picture inside a post's body, as HTML text: the parts app/components/picture.tsx renders
 * (app/utils/picture-parts.ts), written out here because the body is HTML the server renders from
 * Markdown and the server runs its .ts files as they are (no JSX). Every attribute comes from the
 * parts; only the elements' nesting is spelled out, as in the component.
 */

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const attributes = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join("");

export function pictureHtml(image: PublishedImage, language: Language, sizes: string): string {
  const { wrapperClass, placeholder, sources, img } = pictureParts(image, language, { sizes });
  return (
    `<span${attributes({ class: wrapperClass })}>` +
    (placeholder
      ? `<img${attributes({ src: placeholder.src, alt: "", "aria-hidden": "true", class: placeholder.className })}>`
      : "") +
    `<picture>` +
    sources
      .map(
        (source) =>
          `<source${attributes({ type: source.type, srcset: source.srcSet, sizes: source.sizes })}>`,
      )
      .join("") +
    `<img${attributes({
      src: img.src,
      width: img.width,
      height: img.height,
      alt: img.alt,
      loading: img.loading,
      fetchpriority: img.fetchPriority,
      decoding: img.decoding,
      class: img.className,
    })}>` +
    `</picture></span>`
  );
}
