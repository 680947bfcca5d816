import sharp, { type Sharp } from "sharp";
import { type AcceptedType, readOptions } from "./check.ts";
import { createQueue } from "../queue.ts";
import type { MediaFileKind } from "./schema.ts";

/*
 * An accepted upload made into what the site serves (docs/decisions/039-media-in-the-database.md):
 * turned upright from its EXIF orientation, every piece of metadata dropped (sharp writes none
 * unless asked: no EXIF, GPS, XMP, IPTC or maker notes, colours converted to sRGB), then AVIF and
 * WebP at each width no larger than the picture, a JPEG at the largest, and a tiny placeholder. The
 * kept original is at most 4,096 px on its longest side.
 */

// 768 for the phones a first screen is most often drawn for (375 px at 2x, 412 px at 1.75x): without
// it they took the 960 file, half as large again, and the home page's photo missed its LCP budget
// (docs/BENCHMARKS.md, "Pages with real photographs").
export const variantWidths = [320, 480, 640, 768, 960, 1280, 1920] as const;

// libvips' operation cache keeps decoded images for reuse: with one picture at a time there is
// nothing to reuse, and it would hold memory after the work is done.
sharp.cache(false);

/**
 * One at a time: AVIF's encoder takes well over 100 MB for a 1920 px picture, and two at once took
 * four 12 MP photos to 660 MB; one at a time stays under 300 MB, at about 2 s of one core each
 * (docs/BENCHMARKS.md). sharp itself uses one thread under glibc's allocator, so the second core
 * stays with the site's requests.
 */
const queue = createQueue(1);

export type ProcessedFile = {
  kind: MediaFileKind;
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
};

export type ProcessedImage = {
  width: number;
  height: number;
  placeholder: string;
  /** The kept original: upright and without metadata, at full size, in the uploaded format. */
  original: ProcessedFile & { extension: string };
  variants: (ProcessedFile & { extension: string })[];
};

const formats = {
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
  webp: { contentType: "image/webp", extension: "webp" },
  avif: { contentType: "image/avif", extension: "avif" },
} as const;

/** The widths to make: each listed width below the picture's, or the picture's own when it is smaller. */
export function widthsFor(width: number): number[] {
  const fitting = variantWidths.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

function encodeOriginal(image: Sharp, type: AcceptedType) {
  if (type === "jpeg") return image.jpeg({ quality: 90, mozjpeg: false });
  if (type === "png") return image.png({ compressionLevel: 6 });
  if (type === "webp") return image.webp({ quality: 90 });
  return image.avif({ quality: 70, effort: 1 });
}

/**
 * The kept original's longest side at most: twice the widest served file, enough to make any size
 * later. A 50 MP phone photo kept at full size took its re-encoding alone to 400 MB, held at once on
 * a 1 GB server; at this size 230 MB. A 12 MP photo (4000 × 3000) is kept whole.
 */
export const keptOriginalSide = 4096;

async function processNow(bytes: Uint8Array, type: AcceptedType): Promise<ProcessedImage> {
  const upright = sharp(bytes, readOptions)
    .autoOrient()
    .resize({ width: keptOriginalSide, height: keptOriginalSide, fit: "inside", withoutEnlargement: true });
  const original = await encodeOriginal(upright, type).toBuffer({ resolveWithObject: true });
  const { width, height } = original.info;
  const widths = widthsFor(width);
  const largest = Math.max(...widths);
  // Decoded once, at the largest width served; every variant is made from these pixels.
  const { data, info } = await sharp(bytes, readOptions)
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const variants: ProcessedImage["variants"] = [];
  for (const variantWidth of widths) {
    for (const kind of ["avif", "webp"] as const) {
      const resized = pixels().resize({ width: variantWidth });
      const encoded =
        kind === "avif"
          ? // Chroma at half resolution, as WebP and JPEG have it: a photograph's colour needs no more,
            // and sharp's default (4:4:4) made the phone's first-screen photo a quarter larger
            // (docs/BENCHMARKS.md, "Pages with real photographs").
            resized.avif({ quality: 45, effort: 2, chromaSubsampling: "4:2:0" })
          : resized.webp({ quality: 72, effort: 4 });
      const output = await encoded.toBuffer({ resolveWithObject: true });
      variants.push({
        kind,
        width: output.info.width,
        height: output.info.height,
        bytes: output.data,
        ...formats[kind],
      });
    }
  }
  // The fallback for a browser without AVIF or WebP; JPEG has no transparency, so a logo sits on white.
  const jpeg = await pixels()
    .flatten({ background: "#ffffff" })
    // Plain libjpeg-turbo: mozjpeg's smaller file took five times as long, for the few browsers that need it.
    .jpeg({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  variants.push({
    kind: "jpeg",
    width: jpeg.info.width,
    height: jpeg.info.height,
    bytes: jpeg.data,
    ...formats.jpeg,
  });

  const tiny = await pixels()
    .resize({ width: 16, height: 16, fit: "inside" })
    .webp({ quality: 40 })
    .toBuffer();
  return {
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    original: {
      kind: "original",
      width,
      height,
      bytes: original.data,
      ...formats[type],
    },
    variants,
  };
}

/**
 * Processes an upload that passed checkUpload, waiting its turn in the queue. A picture damaged
 * past its header throws here, before anything is stored.
 */
export function processImage(bytes: Uint8Array, type: AcceptedType): Promise<ProcessedImage> {
  return queue.run(() => processNow(bytes, type));
}
