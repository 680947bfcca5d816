import { Resvg } from "@resvg/resvg-js";
import jsQR from "jsqr";

/** Rasterises an SVG (resvg) and reads the QR code in it back (jsQR), as a phone camera would. */
export function readQrSvg(svg: string): string | undefined {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: 400 } }).render();
  return jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height)?.data;
}

/** Reads the QR code of a PNG back, by way of an SVG that shows it. */
export function readQrPng(png: Buffer): string | undefined {
  return readQrSvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><image width="240" height="240" href="data:image/png;base64,${png.toString("base64")}"/></svg>`,
  );
}
