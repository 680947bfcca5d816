import { type ContactData, contactFieldLabels as labels, contactSubjects } from "#app/schemas/contact.ts";
import { type FormEmailSpec, optionLabel } from "../content.ts";

export const contactEmails: FormEmailSpec<ContactData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ subject, name }) =>
    `Contact: ${optionLabel(contactSubjects, subject)} from ${name}`,
  notificationHeading: "New message from the contact form",
  notificationIntro: ({ subject, name }) =>
    `${name} wrote through the contact form about: ${optionLabel(contactSubjects, subject)}.`,
  acknowledgementSubject: "We have received your message",
  thanks: "Your message has been sent successfully! We'll get back to you soon.",
  fields: (data) => [
    {
      type: "fields",
      rows: [
        { label: labels.name, value: data.name },
        { label: labels.email, value: data.email },
        { label: labels.subject, value: optionLabel(contactSubjects, data.subject) },
        { label: labels.message, value: data.message },
      ],
    },
  ],
};
