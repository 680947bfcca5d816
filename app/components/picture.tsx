import { preload } from "react-dom";
import type { Language } from "#app/content/language.ts";
import { type PictureElementParts, type PictureOptions, pictureParts } from "#app/utils/picture-parts.ts";
import { type PublishedImage, srcSet } from "#app/utils/published-image.ts";

export type PictureProps = PictureOptions & {
  image: PublishedImage;
  language: Language;
  /**
   * The first screen's largest paint on a phone (the hero's first slide, a programme page's banner):
   * also preloaded, its AVIF set (which every browser that preloads by type also decodes), so that
   * the browser asks for it before it reads the <img>. Goes with `priority`.
   */
  preload?: boolean;
};

/**
 * A media library picture on a public page, as app/utils/picture-parts.ts describes it (which a news
 * post's body shares, written as HTML text by the server).
 */
export function Picture({ image, language, preload: preloaded, ...options }: PictureProps) {
  const parts = pictureParts(image, language, options);
  if (preloaded)
    preload(image.fallback.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(image.avif),
      imageSizes: options.sizes,
      fetchPriority: "high",
    });
  return (
    <span className={parts.wrapperClass}>
      {parts.placeholder && (
        <img src={parts.placeholder.src} alt="" aria-hidden="true" className={parts.placeholder.className} />
      )}
      <PictureElement {...parts} />
    </span>
  );
}

/** The <picture> element alone, from its parts: a Picture's, or a logo's (picture-parts' logoParts). */
export function PictureElement({ sources, img, className }: PictureElementParts & { className?: string }) {
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img {...img} />
    </picture>
  );
}
