import { organisation } from "#app/content/organisation.ts";

/*
 * A UPI payment intent (NPCI's "UPI Linking Specification"): upi://pay with the payee's UPI ID
 * (pa), name (pn), amount (am), currency (cu), a note (tn) and the payee's transaction reference
 * (tr). The site takes no payment: the link opens the donor's own UPI app with these filled in.
 * Pure, so the page's script, the answer page and the email build the same link.
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

/** Whether the society offers UPI at all (organisation content; a flagged placeholder until set). */
export const upiOffered = organisation.giving.upiOffered === "yes";

/**
 * The UPI payment of a pledge: the society's UPI ID and payee name, the pledged amount, the
 * reference as note and transaction reference. None when the society does not offer UPI.
 */
export function pledgeUpiPayment(amount: number, reference: string): UpiPayment | null {
  if (!upiOffered || !(amount > 0)) return null;
  return {
    upiId: organisation.giving.upiId,
    payeeName: organisation.giving.upiPayeeName,
    amount,
    note: `Donation ${reference}`,
    transactionReference: reference,
  };
}
