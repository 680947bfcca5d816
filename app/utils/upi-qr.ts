import QRCode from "qrcode";
import { donationWording } from "#app/content/forms/donation.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import { formatRupees } from "./rupees.ts";
import { pledgeUpiPayment, type UpiPayee, upiLink } from "./upi.ts";

/**
 * A UPI link as a QR code, an SVG string drawn locally (no request to any QR service), for donors on
 * a computer who pay with the phone in their hand. Medium error correction survives a smudged print.
 * The SVG uses presentation attributes only, no style, so the pages' Content-Security-Policy allows
 * it inline. The page's script loads this module only once a pledge is accepted.
 */
export async function upiQrSvg(link: string, label: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return svg.replace("<svg ", `<svg role="img" aria-label="${label.replace(/[<>&"]/g, "")}" `);
}

/** The QR code of a pledge's UPI payment, labelled in the page's language; none without UPI. */
export async function pledgeQrSvg(
  amount: number,
  reference: string,
  language: Language,
  payee: UpiPayee | null,
) {
  const payment = pledgeUpiPayment(amount, reference, payee);
  if (!payment) return undefined;
  const label = fillSlots(donationWording[language].giving.payment.qrLabel, { amount: formatRupees(amount) });
  return upiQrSvg(upiLink(payment), label);
}
