/*
 * What "I have paid" shows and holds before any check, without zod: the page's script loads this
 * with the form and the rules (payment-report.ts) only on the first check (decision 043).
 */

export const reportedPaymentModes = ["upi", "bank", "cheque"] as const;

export type ReportedPaymentMode = (typeof reportedPaymentModes)[number];

/**
 * The bank's reference for each mode, without spaces and in capitals: a UPI UTR is 12 digits, a
 * cheque number 6. The office's payment form checks the same (server/donations/receipts.ts).
 */
export const paymentReferencePatterns: Record<ReportedPaymentMode, RegExp> = {
  upi: /^[0-9]{12}$/,
  bank: /^[A-Z0-9]{6,30}$/,
  cheque: /^[0-9]{6}$/,
};

/** A donation pledge's reference as the function hands it out: DON- and six letters and digits. */
export const PLEDGE_REFERENCE_PATTERN = /^DON-[2-9A-HJ-NP-Z]{6}$/;

export const emptyPaymentReport = {
  reference: "",
  paidOn: "",
  mode: "" as ReportedPaymentMode | "",
  paymentReference: "",
};

/** Where the form posts, with or without JavaScript. */
export const paymentReportPath = "/api/payment-report";

/**
 * The reference field's value in the prerendered page, which the server replaces with the `ref` of
 * the address (/donate/paid?ref=DON-…) when it is a pledge reference, so the link from the email
 * fills it in with or without the page's script (server/form-pages.ts).
 */
export const pledgeReferencePlaceholder = "{{pledge-reference}}";
