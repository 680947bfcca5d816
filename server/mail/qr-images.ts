import { upiQrPng } from "../donations/upi.ts";
import type { ComposeResult } from "./messages.ts";

/**
 * Draws the QR codes a composed email shows (the donor's UPI payment) as PNG attachments, inline by
 * their cid: mail programs show inline PNG images, not SVG, and nothing is fetched from elsewhere.
 */
export async function withQrImages(composed: ComposeResult): Promise<ComposeResult> {
  if (composed.status === "error" || !composed.qrCodes) return composed;
  const images = await Promise.all(
    composed.qrCodes.map(async ({ cid, data }) => ({
      filename: "upi-qr.png",
      content: await upiQrPng(data),
      contentType: "image/png",
      cid,
    })),
  );
  const { email } = composed;
  return { status: "ready", email: { ...email, attachments: [...(email.attachments ?? []), ...images] } };
}
