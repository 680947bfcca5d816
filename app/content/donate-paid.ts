import type { Banner, PageMetaText } from "./page-blocks.ts";

/* "I have paid" (/donate/paid): the page a donor reaches from the pledge's answer or its email. */

export const paidMeta: PageMetaText = {
  title: "I have paid",
  description:
    "Tell us the UPI or bank reference of the payment you made against your donation pledge, so that we can match it and send your receipt.",
};

export const paidBanner: Banner = {
  eyebrow: "Donation",
  title: "I have paid",
  intro:
    "Paid your pledge by UPI, bank transfer or cheque? Give us the payment's reference and we will match it with our bank statement.",
};

export const whatHappensNext = {
  title: "What happens next",
  steps: [
    "We check the payment against our bank statement, usually within a few working days.",
    "Once the money has reached our account, we email you a receipt; with your PAN (or Aadhaar number), it is a receipt for the tax deduction.",
    "Nothing is charged through this page: it only tells us about a payment you have already made.",
  ],
} as const;
