import { bankTransfer } from "#app/content/donate.ts";
import { organisation } from "#app/content/organisation.ts";
import { type DonationData, donationFieldLabels as labels } from "#app/schemas/donation.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import type { FormEmailSpec } from "../content.ts";

export const donationEmails: FormEmailSpec<DonationData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ amount, name }) => `Donation pledge: ${formatRupees(amount)} from ${name}`,
  notificationHeading: "New donation pledge",
  notificationIntro: ({ amount, name }, acknowledgementQueued) =>
    `${name} pledged ${formatRupees(amount)} through the website. No money was taken online. ` +
    (acknowledgementQueued
      ? "An acknowledgement with the bank details has been queued to the donor; it asks them to email the transaction details."
      : "Acknowledgements are turned off (SEND_ACKNOWLEDGEMENT=false): the website has not emailed the donor the bank details."),
  acknowledgementSubject: "Thank you for your donation pledge",
  thanks: "Thank you for your generous donation! Your submission has been received.",
  nextSteps: ({ amount }, reference) => [
    {
      type: "paragraph",
      text: `To complete your donation of ${formatRupees(amount)}, please transfer it to our bank account:`,
    },
    {
      type: "fields",
      title: "Bank transfer details",
      rows: bankTransfer.rows,
    },
    {
      type: "paragraph",
      text: `After the transfer, please email the transaction details to ${organisation.email} with your reference ${reference}, so that we can send you an acknowledgment.`,
    },
  ],
  fields: (data) => [
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
  ],
};
