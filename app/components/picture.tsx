import type { Language } from "#app/content/language.ts";
import { type PictureOptions, pictureParts } from "#app/utils/picture-parts.ts";
import type { PublishedImage } from "#app/utils/published-image.ts";

export type PictureProps = PictureOptions & { image: PublishedImage; language: Language };

/**
 * A media library picture on a public page, as app/utils/picture-parts.ts describes it (which a news
 * post's body shares, written as HTML text by the server).
 */
export function Picture({ image, language, ...options }: PictureProps) {
  const parts = pictureParts(image, language, options);
  return (
    <span className={parts.wrapperClass}>
      {parts.placeholder && (
        <img src={parts.placeholder.src} alt="" aria-hidden="true" className={parts.placeholder.className} />
      )}
      <picture>
        {parts.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
        ))}
        <img {...parts.img} />
      </picture>
    </span>
  );
}
