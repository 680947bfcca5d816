import type { Language } from "#app/content/language.ts";

/*
 * A picture from the media library as a public page receives it (server/media/published.ts makes
 * it): its served files, alt text per language (none when decorative), the placeholder and the
 * focal point. Only a picture ready for pages (alt text or decorative, people's agreement) is one.
 */

export type ImageSource = { src: string; width: number };

export type PublishedImage = {
  /** The picture's size (its largest served file's), for width and height: no layout shift. */
  width: number;
  height: number;
  /** Alt text in each language; null for a decorative picture, which screen readers skip. */
  alt: Record<Language, string> | null;
  /** A 16 px WebP as a data: URL, shown scaled up (and so blurred) until the picture arrives. */
  placeholder: string;
  /** Where the subject is, 0..1 from the left and the top: kept in view when the picture is cropped. */
  focal: { x: number; y: number };
  avif: ImageSource[];
  webp: ImageSource[];
  /** A JPEG for browsers with neither AVIF nor WebP. */
  fallback: ImageSource;
};

export const srcSet = (sources: readonly ImageSource[]) =>
  sources.map((source) => `${source.src} ${source.width}w`).join(", ");

/*
 * The focal point as classes (app/app.css, `object-focal`), in tenths: a page's policy allows no
 * style attribute, and tenths are finer than any crop on this site needs. Spelled out so that
 * Tailwind finds every class in this file.
 */
const focalXClasses = [
  "focal-x-0",
  "focal-x-10",
  "focal-x-20",
  "focal-x-30",
  "focal-x-40",
  "focal-x-50",
  "focal-x-60",
  "focal-x-70",
  "focal-x-80",
  "focal-x-90",
  "focal-x-100",
] as const;
const focalYClasses = [
  "focal-y-0",
  "focal-y-10",
  "focal-y-20",
  "focal-y-30",
  "focal-y-40",
  "focal-y-50",
  "focal-y-60",
  "focal-y-70",
  "focal-y-80",
  "focal-y-90",
  "focal-y-100",
] as const;

const tenth = (fraction: number) => Math.min(10, Math.max(0, Math.round(fraction * 10)));

/** `object-position` at the focal point, as classes. */
export const focalClasses = ({ x, y }: PublishedImage["focal"]) =>
  `object-focal ${focalXClasses[tenth(x)]} ${focalYClasses[tenth(y)]}`;
