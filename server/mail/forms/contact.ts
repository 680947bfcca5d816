import { contactWording } from "#app/content/forms/contact.ts";
import { type ContactData, contactSubjects } from "#app/schemas/contact.ts";
import { contactSubjectsIn } from "#app/schemas/contact-draft.ts";
import { type FormEmailSpec, optionLabel } from "../content.ts";

export const contactEmails: FormEmailSpec<ContactData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ subject, name }) =>
    `Contact: ${optionLabel(contactSubjects, subject)} from ${name}`,
  notificationHeading: "New message from the contact form",
  notificationIntro: ({ subject, name }) =>
    `${name} wrote through the contact form about: ${optionLabel(contactSubjects, subject)}.`,
  wording: contactWording,
  fields: (data, language) => {
    const { labels } = contactWording[language];
    return [
      {
        type: "fields",
        rows: [
          { label: labels.name, value: data.name },
          { label: labels.email, value: data.email },
          { label: labels.subject, value: optionLabel(contactSubjectsIn(language), data.subject) },
          { label: labels.message, value: data.message },
        ],
      },
    ];
  },
};
