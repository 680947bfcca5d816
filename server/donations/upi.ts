import QRCode from "qrcode";

/** A UPI link's QR code as a PNG, for email: mail programs show inline PNG images, not SVG. */
export function upiQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 240 });
}
