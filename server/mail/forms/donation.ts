import { bankTransfer } from "#app/content/donate.ts";
import { donationWording } from "#app/content/forms/donation.ts";
import { fillSlots } from "#app/content/language.ts";
import { organisation } from "#app/content/organisation.ts";
import { bankTransfer as teluguBankTransfer } from "#app/content/te/donate.ts";
import type { DonationData } from "#app/schemas/donation.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import type { Block, FormEmailSpec } from "../content.ts";

const bankRows = { en: bankTransfer.rows, te: teluguBankTransfer.rows };

export const donationEmails: FormEmailSpec<DonationData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ amount, name }) => `Donation pledge: ${formatRupees(amount)} from ${name}`,
  notificationHeading: "New donation pledge",
  notificationIntro: ({ amount, name }, acknowledgementQueued) =>
    `${name} pledged ${formatRupees(amount)} through the website. No money was taken online. ` +
    (acknowledgementQueued
      ? "An acknowledgement with the bank details has been queued to the donor; it asks them to email the transaction details."
      : "Acknowledgements are turned off (SEND_ACKNOWLEDGEMENT=false): the website has not emailed the donor the bank details."),
  wording: donationWording,
  nextSteps: ({ amount }, reference, language): Block[] => {
    const words = donationWording[language].bankTransfer;
    return [
      { type: "paragraph", text: fillSlots(words.instructions, { amount: formatRupees(amount) }) },
      { type: "fields", title: words.title, rows: [...bankRows[language]] },
      {
        type: "paragraph",
        text: fillSlots(words.afterTransfer, { email: organisation.email, reference }),
      },
    ];
  },
  fields: (data, language) => {
    const { labels } = donationWording[language];
    return [
      {
        type: "fields",
        rows: [
          { label: labels.name, value: data.name },
          { label: labels.email, value: data.email },
          { label: labels.phone, value: data.phone },
          { label: labels.amount, value: formatRupees(data.amount) },
          { label: labels.message, value: data.message },
        ],
      },
    ];
  },
};
