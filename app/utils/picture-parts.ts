import type { Language } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";
import { focalClasses, type PublishedImage, srcSet } from "#app/utils/published-image.ts";

/*
 * What a media library picture on a public page is made of, as plain values: the wrapper's classes,
 * the placeholder behind it, the AVIF and WebP sources and the fallback <img>; and a logo's, which
 * is only the <picture>. One home for the markup's decisions, used by app/components/picture.tsx
 * (JSX; the logos render its PictureElement) and by the news renderer (server/news/markdown.ts,
 * which writes a post body's pictures as HTML text: the server runs .ts without JSX). None adds an
 * attribute of its own, so they cannot drift apart.
 */

const aspects = {
  natural: "",
  wide: "aspect-video",
  portrait: "aspect-[4/5]",
  square: "aspect-square",
} as const;

export type PictureOptions = {
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

/** The <picture> element itself: AVIF, then WebP, at every served width, and the fallback <img>. */
export type PictureElementParts = {
  sources: { type: "image/avif" | "image/webp"; srcSet: string; sizes: string }[];
  img: {
    src: string;
    width: number;
    height: number;
    alt: string;
    /** None (the browser's eager) for a logo in the header, which is on every first screen. */
    loading?: "eager" | "lazy";
    fetchPriority?: "high";
    decoding: "async";
    className: string;
  };
};

export type PictureParts = PictureElementParts & {
  wrapperClass: string;
  placeholder: { src: string; className: string } | null;
};

/** What a logo needs of a picture: its files and shape (the header's has no alt text of its own). */
export type LogoImage = Pick<PublishedImage, "width" | "height" | "avif" | "webp" | "fallback">;

export type LogoOptions = {
  /** How tall the logo is shown, in CSS pixels; as wide as its shape, at most `maxWidth`. */
  height: number;
  maxWidth: number;
  /** `sizes` from the width it is shown at (which the layout may narrow on a phone). */
  sizes: (width: number) => string;
  alt: string;
  /** "lazy" below the first screen (the about page's large logo). */
  loading?: "lazy";
  className: string;
};

const sources = (
  image: Pick<PublishedImage, "avif" | "webp">,
  sizes: string,
): PictureElementParts["sources"] => [
  { type: "image/avif", srcSet: srcSet(image.avif), sizes },
  { type: "image/webp", srcSet: srcSet(image.webp), sizes },
];

/**
 * AVIF and WebP at every served width for the browser to choose from by `sizes`, a JPEG for the
 * rest, width and height against layout shift, lazy unless it is the priority one, and its
 * placeholder until it arrives: an image layer, since no style attribute is allowed, whose 16 px the
 * browser's smooth scaling already blurs (a CSS filter would cost every page's stylesheet its
 * variables). The alt text is the picture's own in the page's language; none when decorative.
 */
export function pictureParts(
  image: PublishedImage,
  language: Language,
  { sizes, aspect = "natural", priority = false, placeholder = true, className }: PictureOptions,
): PictureParts {
  const cropped = aspect !== "natural";
  const position = cropped ? focalClasses(image.focal) : "";
  return {
    wrapperClass: cn("relative block overflow-hidden", aspects[aspect], className),
    placeholder: placeholder
      ? { src: image.placeholder, className: cn("absolute inset-0 size-full object-cover", position) }
      : null,
    sources: sources(image, sizes),
    img: {
      src: image.fallback.src,
      width: image.width,
      height: image.height,
      alt: image.alt?.[language] ?? "",
      loading: priority ? "eager" : "lazy",
      fetchPriority: priority ? "high" : undefined,
      decoding: "async",
      className: cn(
        "block w-full",
        cropped ? `absolute inset-0 h-full object-cover ${position}` : "relative h-auto",
      ),
    },
  };
}

/**
 * A logo (the society's, decision 044): the same sources and fallback, but no wrapper and no
 * placeholder (its transparent parts would show it), never cropped, and its width and height the
 * size it is shown at rather than its files', so that a wide logo keeps its shape at a set height.
 */
export function logoParts(
  image: LogoImage,
  { height, maxWidth, sizes, alt, loading, className }: LogoOptions,
): PictureElementParts {
  const width = Math.min(maxWidth, Math.round((height * image.width) / image.height));
  return {
    sources: sources(image, sizes(width)),
    img: {
      src: image.fallback.src,
      width,
      height,
      alt,
      loading,
      decoding: "async",
      className,
    },
  };
}
