import { bankTransfer } from "#app/content/donate.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { fillSlots, type Language, pathIn } from "#app/content/language.ts";
import { comingSoon } from "#app/content/settings/published.ts";
import { bankTransfer as teluguBankTransfer } from "#app/content/te/donate.ts";
import type { DonationData } from "#app/schemas/donation.ts";
import { formPage } from "#app/schemas/form-definition.ts";
import { donationForm } from "#app/schemas/donation.ts";
import { sentPageAddress } from "#app/schemas/form-post-fields.ts";
import { paymentReportPage } from "#app/schemas/payment-report-page.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import { maskAadhaar, maskPan } from "#app/utils/tax-identifiers.ts";
import { overUpiLimit, pledgeUpiPayment, upiLimitRupees, upiLink } from "#app/utils/upi.ts";
import { type Block, type EmailBlock, type FormEmailSpec, type NextStepContext, yesNo } from "../content.ts";

const bankTransferPage = { en: bankTransfer, te: teluguBankTransfer };

/** The cid the acknowledgement's HTML shows the UPI QR code by. */
export const upiQrCid = "upi-qr@donation";

/**
 * The UPI link and its QR code, with the UPI ID written out; none when the society offers no UPI,
 * and a line pointing to the bank transfer when the amount is over what one UPI payment may carry.
 */
function upiBlocks(amount: number, { reference, language, payment }: NextStepContext): EmailBlock[] {
  const words = donationWording[language].giving.payment;
  const shownAmount = formatRupees(amount);
  if (overUpiLimit(amount, payment.payee)) {
    const limit = formatRupees(upiLimitRupees);
    return [{ type: "paragraph", text: fillSlots(words.overUpiLimit, { limit, amount: shownAmount }) }];
  }
  const upi = pledgeUpiPayment(amount, reference, payment.payee);
  if (!upi) return [];
  const link = upiLink(upi);
  return [
    { type: "link", text: fillSlots(words.upiLink, { amount: shownAmount }), href: link },
    { type: "qr", data: link, alt: fillSlots(words.qrLabel, { amount: shownAmount }), cid: upiQrCid },
    {
      type: "paragraph",
      text: `${words.qrCaption} ${fillSlots(words.upiIdLine, { upiId: upi.payee.upiId })}`,
    },
  ];
}

/**
 * The pledge's own payment page (decision 027), to come back to or forward to whoever pays: the
 * same UPI link, QR code and bank details, and "I have paid", for as long as the pledge is unpaid.
 */
function paymentPageBlocks(
  amount: number,
  { language, siteUrl, sentKey, reference, payment }: NextStepContext,
): EmailBlock[] {
  if (!siteUrl || !sentKey) return [];
  const page = sentPageAddress(formPage(donationForm, language), sentKey);
  const { pageLink, pageLinkBankOnly } = donationWording[language].giving.payment;
  // Named for what the page offers: no UPI when the society has none or the amount is over its limit.
  const text = pledgeUpiPayment(amount, reference, payment.payee) ? pageLink : pageLinkBankOnly;
  return [{ type: "link", text, href: `${siteUrl.replace(/\/+$/, "")}${page}` }];
}

/** "I have paid" on the site, or, without SITE_URL to link to, the email address to write to. */
function reportBlocks({ reference, language, siteUrl, officeEmail }: NextStepContext): EmailBlock[] {
  const { giving } = donationWording[language];
  if (!siteUrl) {
    const { afterTransfer } = bankTransferPage[language];
    return officeEmail ? [{ type: "paragraph", text: fillSlots(afterTransfer, { email: officeEmail }) }] : [];
  }
  const page = pathIn(language, paymentReportPage);
  return [
    { type: "paragraph", text: giving.payment.paid },
    {
      type: "link",
      text: giving.payment.paidLink,
      href: `${siteUrl.replace(/\/+$/, "")}${page}?ref=${encodeURIComponent(reference)}`,
    },
  ];
}

/** The answers; PAN and Aadhaar whole only where `identifiers` says so (the staff area), masked in every email. */
export function donationFields(
  data: DonationData,
  language: Language,
  identifiers: "whole" | "masked",
): Block[] {
  const { labels, giving } = donationWording[language];
  const whole = identifiers === "whole";
  const answers: Block = {
    type: "fields",
    rows: [
      { label: labels.name, value: data.name },
      { label: labels.email, value: data.email },
      { label: labels.phone, value: data.phone },
      { label: labels.amount, value: formatRupees(data.amount) },
      { label: labels.message, value: data.message },
      { label: giving.citizenship.label, value: yesNo(data.indianCitizen, language) },
      { label: giving.receipt80G.label, value: yesNo(data.wants80G, language) },
    ],
  };
  if (!data.wants80G) return [answers];
  const receiptLabels = giving.receipt80G.labels;
  return [
    answers,
    {
      type: "fields",
      title: giving.receipt80G.title,
      rows: [
        { label: receiptLabels.panName, value: data.panName },
        { label: receiptLabels.pan, value: whole || data.pan === "" ? data.pan : maskPan(data.pan) },
        {
          label: receiptLabels.aadhaar,
          value: whole || data.aadhaar === "" ? data.aadhaar : maskAadhaar(data.aadhaar),
        },
        { label: receiptLabels.address, value: data.address },
        { label: receiptLabels.pinCode, value: data.pinCode },
      ],
    },
  ];
}

export const donationEmails: FormEmailSpec<DonationData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ amount, name }) => `Donation pledge: ${formatRupees(amount)} from ${name}`,
  notificationHeading: "New donation pledge",
  notificationIntro: ({ amount, name }, acknowledgementQueued) =>
    `${name} pledged ${formatRupees(amount)} through the website. No money was taken online. ` +
    (acknowledgementQueued
      ? 'An acknowledgement with how to pay (the payment details and their page) has been queued to the donor; it asks them to report the payment with "I have paid".'
      : "Acknowledgements are turned off (SEND_ACKNOWLEDGEMENT=false): the website has not emailed the donor how to pay."),
  wording: donationWording,
  nextSteps: ({ amount }, next): EmailBlock[] => {
    const { reference, language } = next;
    const { giving, bankTransfer: words } = donationWording[language];
    return [
      {
        type: "paragraph",
        text: `${fillSlots(giving.payment.recorded, { amount: formatRupees(amount) })} ${giving.payment.title}:`,
      },
      ...paymentPageBlocks(amount, next),
      ...upiBlocks(amount, next),
      next.payment.bankRows
        ? { type: "fields", title: words.title, rows: [...next.payment.bankRows] }
        : { type: "paragraph", text: `${words.title}: ${comingSoon[language]}` },
      { type: "paragraph", text: fillSlots(giving.payment.quoteReference, { reference }) },
      ...reportBlocks(next),
    ];
  },
  fields: (data, language) => donationFields(data, language, "masked"),
};
