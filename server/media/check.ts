import sharp, { type Metadata } from "sharp";

/*
 * What an upload must pass before anything is processed or kept: its type read from its bytes
 * (never its name or the browser's claim), a size limit, and a pixel limit read from the header,
 * so that a decompression bomb is refused without being decoded.
 */

export const maxUploadBytes = 25 * 1024 * 1024;
/** 50 megapixels: above any phone's ordinary photo (12-48 MP), below what would strain a small server. */
export const maxPixels = 50_000_000;

export type AcceptedType = "jpeg" | "png" | "webp" | "avif";

export type UploadCheck =
  { ok: true; type: AcceptedType; width: number; height: number } | { ok: false; reason: string };

export const refusals = {
  empty:
    "The file is empty (0 bytes). Choose it again from the phone or computer; if it is still empty, copy the picture there again.",
  tooLarge:
    "The file is larger than 25 MB. Please send a smaller copy (most phones can share a smaller size).",
  heic: "This is a HEIC photo (the iPhone's own format). Please send it as a JPEG: on the iPhone, Settings → Camera → Formats → Most Compatible, or share it through an app that converts to JPEG.",
  svg: "SVG drawings are not accepted, since they can carry script. Please send the logo as a PNG or WebP.",
  unknown:
    "This is not a JPEG, PNG, WebP or AVIF picture. Please send a photograph or logo in one of those formats.",
  broken:
    "The picture could not be read: the file is damaged or incomplete. Please send it again from the original.",
  tooManyPixels: (megapixels: number) =>
    `The picture is ${megapixels} megapixels; the most this library takes is ${maxPixels / 1_000_000}. Please send a smaller copy.`,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The brands of an ISO media file's `ftyp` box (AVIF and HEIC are both such files). */
function isoBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return undefined;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** The type the bytes say, or why they are refused. */
export function sniffType(bytes: Uint8Array): { type: AcceptedType } | { reason: string } {
  if (bytes.length === 0) return { reason: refusals.empty };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: "png" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { type: "webp" };
  const brands = isoBrands(bytes);
  if (brands?.some((brand) => brand === "avif" || brand === "avis")) return { type: "avif" };
  if (brands?.some((brand) => heicBrands.has(brand) || brand === "mif1" || brand === "msf1"))
    return { reason: refusals.heic };
  // An SVG is text: skip a byte-order mark and white space, then an XML prolog, comment or <svg.
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "");
  if (/^\s*</.test(text) && /<svg[\s>]/i.test(text)) return { reason: refusals.svg };
  return { reason: refusals.unknown };
}

/** Options every sharp read of an upload uses: the pixel limit, and damage is an error, not a grey band. */
export const readOptions = { limitInputPixels: maxPixels, failOn: "error" } as const;

/** Checks an upload from its bytes and header only; nothing is decoded in full here. */
export async function checkUpload(bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.length > maxUploadBytes) return { ok: false, reason: refusals.tooLarge };
  const sniffed = sniffType(bytes);
  if ("reason" in sniffed) return { ok: false, reason: sniffed.reason };
  let metadata: Metadata;
  try {
    // Reads the header only: a 20,000 x 20,000 PNG of a few KB is measured here, not decoded.
    metadata = await sharp(bytes, { ...readOptions, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: refusals.broken };
  }
  const { width, height } = metadata;
  if (!width || !height) return { ok: false, reason: refusals.broken };
  if (width * height > maxPixels)
    return { ok: false, reason: refusals.tooManyPixels(Math.round((width * height) / 1_000_000)) };
  // The header's format must agree with the bytes' signature (a JPEG header on PNG data is damage).
  const headerType = metadata.format === "heif" ? "avif" : metadata.format;
  if (headerType !== sniffed.type) return { ok: false, reason: refusals.broken };
  return { ok: true, type: sniffed.type, width, height };
}
