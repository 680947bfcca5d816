import type { Language } from "#app/content/language.ts";
import { type PublishedImage, srcSet } from "#app/utils/published-image.ts";

/*
 * A library picture inside a post's body, as HTML text: the markup of app/components/picture.tsx
 * (natural shape, lazy, its placeholder behind it) made here because the body is HTML the server
 * renders from Markdown, and the server runs its .ts files as they are (no JSX). Keep the two alike.
 */

const escape = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

export function pictureHtml(image: PublishedImage, language: Language, sizes: string): string {
  const source = (type: string, sources: PublishedImage["avif"]) =>
    `<source type="${type}" srcset="${escape(srcSet(sources))}" sizes="${escape(sizes)}">`;
  return (
    `<span class="relative block overflow-hidden">` +
    `<img src="${escape(image.placeholder)}" alt="" aria-hidden="true" class="absolute inset-0 size-full object-cover">` +
    `<picture>${source("image/avif", image.avif)}${source("image/webp", image.webp)}` +
    `<img src="${escape(image.fallback.src)}" width="${image.width}" height="${image.height}" ` +
    `alt="${escape(image.alt?.[language] ?? "")}" loading="lazy" decoding="async" class="block w-full relative h-auto">` +
    `</picture></span>`
  );
}
