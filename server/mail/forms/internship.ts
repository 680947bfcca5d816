import {
  durations,
  genders,
  type InternshipData,
  internshipFieldLabels as labels,
} from "#app/schemas/internship.ts";
import { type Block, type FieldRow, type FormEmailSpec, longDate, optionLabel, yesNo } from "../content.ts";

type Field = keyof InternshipData;

/** The six numbered sections of the form (requirements 2), so the email reads in the form's order. */
const sections: { title: string; fields: Field[] }[] = [
  {
    title: "1. Personal Information",
    fields: [
      "fullName",
      "dateOfBirth",
      "gender",
      "customGender",
      "email",
      "mobile",
      "alternatePhone",
      "currentAddress",
      "permanentAddress",
    ],
  },
  { title: "2. Educational Background", fields: ["degree", "institution", "yearOfPassing", "marksOrCGPA"] },
  {
    title: "3. Internship Details",
    fields: [
      "duration",
      "customDuration",
      "startDate",
      "academicRequirement",
      "collegeName",
      "department",
      "supervisorName",
      "areaOfInterest",
    ],
  },
  { title: "4. Skills and Experience", fields: ["languages", "computerSkills", "experience"] },
  { title: "5. Statement of Purpose", fields: ["statementOfPurpose"] },
  {
    title: "6. Reference",
    fields: [
      "referenceName",
      "referenceDesignation",
      "referenceOrganization",
      "referenceEmail",
      "referencePhone",
    ],
  },
];

/** Fields the form shows only after a choice (requirements 4); while hidden they are not part of the answer. */
function isShown(field: Field, data: InternshipData): boolean {
  if (field === "customGender") return data.gender === "other";
  if (field === "customDuration") return data.duration === "other";
  if (field === "collegeName" || field === "department" || field === "supervisorName")
    return data.academicRequirement;
  return true;
}

function displayValue(field: Field, data: InternshipData): string {
  switch (field) {
    case "dateOfBirth":
    case "startDate":
      return longDate(data[field]);
    case "gender":
      return optionLabel(genders, data.gender);
    case "duration":
      return optionLabel(durations, data.duration);
    case "academicRequirement":
      return yesNo(data.academicRequirement);
    case "areaOfInterest":
      return data.areaOfInterest.join(", ");
    default:
      return data[field];
  }
}

function sectionBlock(section: (typeof sections)[number], data: InternshipData): Block {
  const rows: FieldRow[] = section.fields
    .filter((field) => isShown(field, data))
    .map((field) => ({ label: labels[field], value: displayValue(field, data) }));
  return { type: "fields", title: section.title, rows };
}

export const internshipEmails: FormEmailSpec<InternshipData> = {
  submitter: ({ fullName, email }) => ({ name: fullName, email }),
  notificationSubject: ({ fullName, areaOfInterest }) =>
    areaOfInterest.length > 0
      ? `Internship application: ${fullName} — ${areaOfInterest.join(", ")}`
      : `Internship application: ${fullName}`,
  notificationHeading: "New internship application",
  notificationIntro: ({ fullName, institution }) =>
    `${fullName} of ${institution} applied for an internship.`,
  acknowledgementSubject: "We have received your internship application",
  thanks:
    "Thank you for your internship application! We will review your application and get back to you soon.",
  fields: (data) => sections.map((section) => sectionBlock(section, data)),
};
