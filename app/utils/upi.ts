import type { PublishedSettings } from "#app/content/settings/published.ts";

/*
 * A UPI payment intent, following NPCI's "UPI Linking Specification" (version 1.6, section 1.2):
 * upi://pay with the payee's UPI ID (pa) and name (pn), the amount (am) and currency (cu), a note
 * (tn) and, for a merchant only, the merchant code (mc) and the payee's transaction reference (tr),
 * which the specification asks for merchant transactions. UPI apps treat a link carrying tr or mc to
 * a personal UPI ID as a suspect merchant payment ("this transaction may be risky"), so a personal
 * ID's link carries neither and the reference travels in the note. The site takes no payment: the
 * link opens the donor's own UPI app with these filled in. Pure, so the page's script, the answer
 * page and the email build the same link.
 */

/** Who is paid: a bank-issued merchant UPI ID with its merchant code, or any other (personal) UPI ID. */
export type UpiPayee =
  | { kind: "personal"; upiId: string; name: string }
  | { kind: "merchant"; upiId: string; name: string; merchantCode: string };

export type UpiPayment = {
  payee: UpiPayee;
  /** Rupees; written with two decimals. */
  amount: number;
  /** Shown to the donor and in the society's statement; it carries the pledge reference. */
  note: string;
  /** The pledge reference: the merchant's transaction reference (tr) for a merchant ID. */
  reference: string;
};

/** UPI apps cut or refuse longer notes. */
export const upiNoteMaxLength = 50;

/** A merchant category code is four digits (ISO 18245). */
const merchantCodePattern = /^\d{4}$/;

/** Rupees with two decimals, as the specification writes amounts ("1000.00"). */
export function upiAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) throw new RangeError("A UPI amount must be more than zero.");
  return (Math.round(amount * 100) / 100).toFixed(2);
}

export function upiLink({ payee, amount, note, reference }: UpiPayment): string {
  const merchant: [string, string][] =
    payee.kind === "merchant"
      ? [
          ["mc", payee.merchantCode],
          ["tr", reference],
        ]
      : [];
  const parameters: [string, string][] = [
    ["pa", payee.upiId],
    ["pn", payee.name],
    ...merchant,
    ["am", upiAmount(amount)],
    ["cu", "INR"],
    ["tn", [...note].slice(0, upiNoteMaxLength).join("")],
  ];
  // Every value percent-encoded (spaces as %20, which every UPI app reads; "+" is not safe in all).
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")}`;
}

/**
 * The payee the organisation settings describe; a merchant ID without a four-digit merchant code is
 * a setting's mistake, refused here so that no page or email carries a link UPI apps will decline.
 */
export function payeeFrom(giving: {
  upiKind: string;
  upiId: string;
  upiPayeeName: string;
  upiMerchantCode: string;
}): UpiPayee {
  const { upiKind, upiId, upiPayeeName: name, upiMerchantCode: merchantCode } = giving;
  if (upiKind === "personal") return { kind: "personal", upiId, name };
  if (upiKind !== "merchant")
    throw new Error(`organisation.giving.upiKind must be "merchant" or "personal".`);
  if (!merchantCodePattern.test(merchantCode)) {
    throw new Error("organisation.giving.upiMerchantCode must be the bank's four-digit merchant code.");
  }
  return { kind: "merchant", upiId, name, merchantCode };
}

/**
 * The most one UPI payment may carry, in rupees. NPCI caps a person-to-person payment, and a
 * payment to a merchant outside the categories its circulars of 24 August 2024 and 28 August 2025
 * raised (tax, insurance, capital markets, travel and a few more; not donations), at ₹1,00,000;
 * banks may set less. A link for more would open the donor's app only to be refused (decision 062).
 */
export const upiLimitRupees = 1_00_000;

/** Whether UPI is offered but this amount is more than one UPI payment may carry. */
export function overUpiLimit(amount: number, payee: UpiPayee | null): boolean {
  return payee !== null && amount > upiLimitRupees;
}

/**
 * The UPI payment of a pledge: the society's payee, the pledged amount, the reference in the note
 * (and as the transaction reference of a merchant ID). None when the society does not offer UPI, or
 * when the amount is over what one UPI payment may carry.
 */
export function pledgeUpiPayment(
  amount: number,
  reference: string,
  payee: UpiPayee | null,
): UpiPayment | null {
  if (!payee || !(amount > 0) || overUpiLimit(amount, payee)) return null;
  return { payee, amount, note: `Donation ${reference}`, reference };
}

/**
 * The payee the published settings describe (app/content/settings/published.ts), or none: UPI not
 * offered, or its ID withheld in production because the society has not set it.
 */
export function upiPayeeOf(settings: PublishedSettings): UpiPayee | null {
  const upiId = settings["upi.id"];
  if (settings["upi.offered"] !== "yes" || !upiId) return null;
  return payeeFrom({
    upiId,
    upiKind: settings["upi.kind"] ?? "personal",
    upiPayeeName: settings["upi.payeeName"] ?? settings["name.en"] ?? "",
    upiMerchantCode: settings["upi.merchantCode"] ?? "",
  });
}
