import { Resvg } from "@resvg/resvg-js";
import { firstDrawing, inlineColourClasses, reframe } from "./artwork.ts";

export const shareImage = { width: 1200, height: 630 } as const;

/** An SVG document rasterised at `width` pixels wide; no fonts are needed, the drawings hold no text. */
export function renderPng(svg: string, width: number) {
  const png = new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return new Uint8Array(png);
}

const svgNamespace = 'xmlns="http://www.w3.org/2000/svg"';

/**
 * The share card: the home page's first hero illustration across a 1200×630 card, anchored bottom
 * right so the figures stand whole, with the society's mark in a cream disc at the top left.
 */
export function shareCardSvg({
  homeHtml,
  logoSvg,
  colours,
}: {
  homeHtml: string;
  logoSvg: string;
  colours: Map<string, string>;
}) {
  const { width, height } = shareImage;
  const hero = inlineColourClasses(firstDrawing(homeHtml, "0 0 1440 900"), colours);
  const heroFramed = reframe(
    hero,
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="0 0 1440 900" preserveAspectRatio="xMaxYMax slice">`,
  );
  const logo = reframe(logoSvg, '<svg x="64" y="64" width="136" height="136" viewBox="0 0 64 64">');
  return [
    `<svg ${svgNamespace} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colours.get("sand") ?? "#f3ead8"}"/>`,
    heroFramed,
    `<circle cx="132" cy="132" r="78" fill="${colours.get("cream") ?? "#fbf7ef"}"/>`,
    logo,
    "</svg>",
  ].join("");
}

/** The mark on a full square of `background`, scaled to `scale` so that masks and corners keep it whole. */
export function squareIconSvg(logoSvg: string, background: string, scale: number) {
  const inset = (64 * (1 - scale)) / 2;
  const size = 64 * scale;
  return [
    `<svg ${svgNamespace} width="64" height="64" viewBox="0 0 64 64">`,
    `<rect width="64" height="64" fill="${background}"/>`,
    reframe(logoSvg, `<svg x="${inset}" y="${inset}" width="${size}" height="${size}" viewBox="0 0 64 64">`),
    "</svg>",
  ].join("");
}

/** A .ico holding one PNG image, which every browser since Windows Vista's era reads. */
export function icoFromPng(png: Uint8Array, size: number) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14); // image size
  header.writeUInt32LE(header.byteLength, 18); // image offset
  return new Uint8Array(Buffer.concat([header, png]));
}
