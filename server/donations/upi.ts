import QRCode from "qrcode";

/*
 * A UPI payment intent (NPCI's "UPI Linking Specification"): upi://pay with the payee's UPI ID
 * (pa), name (pn), amount (am), currency (cu), a note (tn) and the payee's transaction reference
 * (tr). The site takes no payment: the link opens the donor's own UPI app with these filled in.
 */

export type UpiPayment = {
  upiId: string;
  payeeName: string;
  /** Rupees; UPI apps take at most two decimals. */
  amount: number;
  /** Shown to the donor and in the society's statement; the pledge reference goes here. */
  note: string;
  /** The payee's own reference for the payment: the pledge reference. */
  transactionReference: string;
};

/** UPI apps cut or refuse longer notes. */
export const upiNoteMaxLength = 50;

/** Every value percent-encoded (spaces as %20, which every UPI app reads; "+" is not safe in all). */
function encode(value: string): string {
  return encodeURIComponent(value);
}

export function upiAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError("A UPI amount must be more than zero.");
  return Number.isInteger(amount) ? amount.toFixed(0) : amount.toFixed(2);
}

export function upiLink({ upiId, payeeName, amount, note, transactionReference }: UpiPayment): string {
  const parameters: [string, string][] = [
    ["pa", upiId],
    ["pn", payeeName],
    ["am", upiAmount(amount)],
    ["cu", "INR"],
    ["tn", [...note].slice(0, upiNoteMaxLength).join("")],
    ["tr", transactionReference],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encode(value)}`).join("&")}`;
}

/**
 * The link as a QR code, an SVG string drawn locally (no request to any QR service), for donors on
 * a computer who pay with the phone in their hand. Medium error correction survives a smudged print.
 */
export async function upiQrSvg(link: string, label: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return svg.replace("<svg ", `<svg role="img" aria-label="${label.replace(/[<>&"]/g, "")}" `);
}

/** The same QR code as a PNG, for email: mail programs show inline PNG images, not SVG. */
export function upiQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 240 });
}
