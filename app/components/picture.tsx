import type { Language } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";
import { focalClasses, type PublishedImage, srcSet } from "#app/utils/published-image.ts";

const aspects = {
  natural: "",
  wide: "aspect-video",
  portrait: "aspect-[4/5]",
  square: "aspect-square",
} as const;

export type PictureProps = {
  image: PublishedImage;
  language: Language;
  /** How wide the picture is shown at each breakpoint, as the layout sets it: `(min-width: 64rem) 50vw, 100vw`. */
  sizes: string;
  /** Cropped to a shape around the focal point, or the picture's own shape. */
  aspect?: keyof typeof aspects;
  /** The first screen's largest picture (the first hero slide): fetched first, never lazily. */
  priority?: boolean;
  /** The placeholder behind the picture; off for a logo, whose transparency would show it. */
  placeholder?: boolean;
  className?: string;
};

/**
 * A media library picture on a public page: AVIF and WebP at every served width for the browser to
 * choose from by `sizes`, a JPEG for the rest, width and height against layout shift, lazy unless
 * it is the priority one, and its placeholder until it arrives: an image layer, since no style
 * attribute is allowed, whose 16 px the browser's smooth scaling already blurs (a CSS filter would
 * cost every page's stylesheet its variables).
 */
export function Picture({
  image,
  language,
  sizes,
  aspect = "natural",
  priority = false,
  placeholder = true,
  className,
}: PictureProps) {
  const cropped = aspect !== "natural";
  const position = cropped ? focalClasses(image.focal) : "";
  return (
    <span className={cn("relative block overflow-hidden", aspects[aspect], className)}>
      {placeholder && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          className={cn("absolute inset-0 size-full object-cover", position)}
        />
      )}
      <picture>
        <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
        <img
          src={image.fallback.src}
          width={image.width}
          height={image.height}
          alt={image.alt?.[language] ?? ""}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className={cn(
            "block w-full",
            cropped ? `absolute inset-0 h-full object-cover ${position}` : "relative h-auto",
          )}
        />
      </picture>
    </span>
  );
}
