/** A library picture's small file (its smallest WebP), as a list or a chooser in the staff area shows it. */
export type ThumbnailFile = { src: string; width: number; height: number };

/**
 * A library picture's thumbnail: decorative, since its name or a choice's words are always beside it,
 * and lazy, since a list or a chooser can hold the whole library. The shape and crop are the
 * caller's (`className`).
 */
export function Thumbnail({ file, className }: { file: ThumbnailFile; className: string }) {
  return (
    <img src={file.src} width={file.width} height={file.height} alt="" loading="lazy" className={className} />
  );
}
