import { internshipWording } from "#app/content/forms/internship.ts";
import type { Language } from "#app/content/language.ts";
import { type InternshipData } from "#app/schemas/internship.ts";
import { internshipOptionsIn } from "#app/schemas/internship-draft.ts";
import { type Block, type FieldRow, type FormEmailSpec, longDate, optionLabel, yesNo } from "../content.ts";

type Field = keyof InternshipData;

/** The fields of the six numbered sections of the form (requirements 2), so the email reads in the form's order. */
const sections: Field[][] = [
  [
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
  ["degree", "institution", "yearOfPassing", "marksOrCGPA"],
  [
    "duration",
    "customDuration",
    "startDate",
    "academicRequirement",
    "collegeName",
    "department",
    "supervisorName",
    "areaOfInterest",
  ],
  ["languages", "computerSkills", "experience"],
  ["statementOfPurpose"],
  ["referenceName", "referenceDesignation", "referenceOrganization", "referenceEmail", "referencePhone"],
];

/** Fields the form shows only after a choice (requirements 4); while hidden they are not part of the answer. */
function isShown(field: Field, data: InternshipData): boolean {
  if (field === "customGender") return data.gender === "other";
  if (field === "customDuration") return data.duration === "other";
  if (field === "collegeName" || field === "department" || field === "supervisorName")
    return data.academicRequirement;
  return true;
}

function displayValue(field: Field, data: InternshipData, language: Language): string {
  const options = internshipOptionsIn(language);
  switch (field) {
    case "dateOfBirth":
    case "startDate":
      return longDate(data[field], language);
    case "gender":
      return optionLabel(options.genders, data.gender);
    case "duration":
      return optionLabel(options.durations, data.duration);
    case "academicRequirement":
      return yesNo(data.academicRequirement, language);
    case "areaOfInterest":
      return data.areaOfInterest.map((area) => optionLabel(options.areasOfInterest, area)).join(", ");
    default:
      return data[field];
  }
}

function sectionBlock(number: number, fields: Field[], data: InternshipData, language: Language): Block {
  const { labels, sections: titles } = internshipWording[language];
  const rows: FieldRow[] = fields
    .filter((field) => isShown(field, data))
    .map((field) => ({ label: labels[field], value: displayValue(field, data, language) }));
  return { type: "fields", title: `${number}. ${titles[number - 1] ?? ""}`, rows };
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
  wording: internshipWording,
  fields: (data, language) =>
    sections.map((fields, index) => sectionBlock(index + 1, fields, data, language)),
};
