import type { Language } from "#app/content/language.ts";
import { cn } from "#app/utils/cn.ts";
import { focalClasses, type PublishedImage, srcSet } from "#app/utils/published-image.ts";

/*
 * What a media library picture on a public page is made of, as plain values: the wrapper's classes,
 * the placeholder behind it, the AVIF and WebP sources and the fallback <img>. One home for the
 * markup's decisions, used by app/components/picture.tsx (JSX) and by the news renderer
 * (server/news/markdown.ts, which writes a post body's pictures as HTML text: the server runs .ts
 * without JSX). Neither adds an attribute of its own, so the two cannot drift apart.
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

export type PictureParts = {
  wrapperClass: string;
  placeholder: { src: string; className: string } | null;
  sources: { type: "image/avif" | "image/webp"; srcSet: string; sizes: string }[];
  img: {
    src: string;
    width: number;
    height: number;
    alt: string;
    loading: "eager" | "lazy";
    fetchPriority: "high" | undefined;
    decoding: "async";
    className: string;
  };
};

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
    sources: [
      { type: "image/avif", srcSet: srcSet(image.avif), sizes },
      { type: "image/webp", srcSet: srcSet(image.webp), sizes },
    ],
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
