import { volunteerWording } from "#app/content/forms/volunteer.ts";
import type { VolunteerData } from "#app/schemas/volunteer.ts";
import type { FormEmailSpec } from "../content.ts";

export const volunteerEmails: FormEmailSpec<VolunteerData> = {
  submitter: ({ name, email }) => ({ name, email }),
  notificationSubject: ({ name }) => `Volunteer application: ${name}`,
  notificationHeading: "New volunteer application",
  notificationIntro: ({ name }) => `${name} applied to volunteer through the Grama Vidhya page.`,
  wording: volunteerWording,
  fields: (data, language) => {
    const { labels } = volunteerWording[language];
    return [
      {
        type: "fields",
        rows: [
          { label: labels.name, value: data.name },
          { label: labels.email, value: data.email },
          { label: labels.phone, value: data.phone },
          { label: labels.occupation, value: data.occupation },
          { label: labels.experience, value: data.experience },
          { label: labels.motivation, value: data.motivation },
        ],
      },
    ];
  },
};
