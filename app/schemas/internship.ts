import { z } from "zod";
import {
  type Draft,
  limits,
  optionalLongText,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredIsoDate,
  requiredLongText,
  requiredPhone,
  requiredText,
} from "./fields.ts";

const genderValues = ["male", "female", "other"] as const;
export type Gender = (typeof genderValues)[number];
const genderLabels: Record<Gender, string> = { male: "Male", female: "Female", other: "Other" };
export const genders = genderValues.map((value) => ({ value, label: genderLabels[value] }));

const durationValues = ["1month", "2months", "3months", "other"] as const;
export type Duration = (typeof durationValues)[number];
const durationLabels: Record<Duration, string> = {
  "1month": "1 Month",
  "2months": "2 Months",
  "3months": "3 Months",
  other: "Other",
};
export const durations = durationValues.map((value) => ({ value, label: durationLabels[value] }));

/** The seven areas of interest (§3); the strings themselves are what is sent. */
export const areasOfInterest = [
  "Rural Development",
  "Livelihoods",
  "Environment",
  "Women Empowerment",
  "Health/Nutrition",
  "Natural Farming",
  "Education",
] as const;
export type AreaOfInterest = (typeof areasOfInterest)[number];

const labels = {
  fullName: "Full Name",
  dateOfBirth: "Date of Birth",
  gender: "Gender",
  customGender: "Please specify",
  email: "Email",
  mobile: "Mobile",
  alternatePhone: "Alternate Phone",
  currentAddress: "Current Address",
  permanentAddress: "Permanent Address (if different)",
  degree: "Degree / Course",
  institution: "Institution",
  yearOfPassing: "Year of Passing",
  marksOrCGPA: "Marks / CGPA",
  duration: "Duration",
  customDuration: "Please specify the duration",
  startDate: "Preferred Start Date",
  academicRequirement: "This internship is part of my academic requirement",
  collegeName: "College Name",
  department: "Department",
  supervisorName: "Supervisor Name",
  areaOfInterest: "Area of Interest",
  languages: "Languages Known",
  computerSkills: "Computer Skills",
  experience: "Experience",
  statementOfPurpose: "Statement of Purpose",
  referenceName: "Reference Name",
  referenceDesignation: "Reference Designation",
  referenceOrganization: "Reference Organization",
  referenceEmail: "Reference Email",
  referencePhone: "Reference Phone",
} as const;

// Short answers such as "2025" or "8.2 CGPA"; the spec leaves their format open (§5).
const SHORT_ANSWER = 50;

const fields = {
  fullName: requiredText(labels.fullName, limits.name),
  dateOfBirth: requiredIsoDate(labels.dateOfBirth),
  gender: z.enum(genderValues, "Please choose an option from the list.").or(z.literal("")),
  customGender: optionalText(limits.shortText),
  email: requiredEmail(labels.email),
  mobile: requiredPhone(labels.mobile),
  alternatePhone: optionalPhone(),
  currentAddress: requiredLongText(labels.currentAddress, limits.address),
  permanentAddress: optionalLongText(limits.address),
  degree: requiredText(labels.degree, limits.shortText),
  institution: requiredText(labels.institution, limits.shortText),
  yearOfPassing: requiredText(labels.yearOfPassing, SHORT_ANSWER),
  marksOrCGPA: requiredText(labels.marksOrCGPA, SHORT_ANSWER),
  duration: z.enum(durationValues, "Please choose an option from the list.").or(z.literal("")),
  customDuration: optionalText(limits.shortText),
  startDate: requiredIsoDate(labels.startDate),
  academicRequirement: z.boolean(),
  collegeName: optionalText(limits.shortText),
  department: optionalText(limits.shortText),
  supervisorName: optionalText(limits.name),
  areaOfInterest: z
    .array(z.enum(areasOfInterest, "Please choose areas from the list."))
    .refine((areas) => new Set(areas).size === areas.length, "Please choose each area only once."),
  languages: optionalText(limits.shortText),
  computerSkills: optionalLongText(limits.message),
  experience: optionalLongText(limits.message),
  statementOfPurpose: requiredLongText(labels.statementOfPurpose, limits.statementOfPurpose),
  referenceName: requiredText(labels.referenceName, limits.name),
  referenceDesignation: requiredText(labels.referenceDesignation, limits.shortText),
  referenceOrganization: requiredText(labels.referenceOrganization, limits.shortText),
  referenceEmail: requiredEmail(labels.referenceEmail),
  referencePhone: requiredPhone(labels.referencePhone),
};

type Fields = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

/** A field that is shown only under a condition: required while shown, if asked, and empty while hidden (§4). */
function checkRevealed(
  context: z.RefinementCtx<Fields>,
  field: "customGender" | "customDuration" | "collegeName" | "department" | "supervisorName",
  value: string,
  shown: boolean,
  messageWhenMissing?: string,
) {
  if (shown && messageWhenMissing !== undefined && value === "") {
    context.addIssue({ code: "custom", path: [field], message: messageWhenMissing });
  }
  if (!shown && value !== "") {
    context.addIssue({
      code: "custom",
      path: [field],
      message: "This field applies only to the choice that reveals it.",
    });
  }
}

export const internshipSchema = z.strictObject(fields).superRefine((data, context) => {
  checkRevealed(
    context,
    "customGender",
    data.customGender,
    data.gender === "other",
    "Please specify your gender.",
  );
  const durationMissing = "Please specify the duration you would like.";
  checkRevealed(context, "customDuration", data.customDuration, data.duration === "other", durationMissing);
  for (const field of ["collegeName", "department", "supervisorName"] as const) {
    checkRevealed(context, field, data[field], data.academicRequirement);
  }
});

export type InternshipData = z.infer<typeof internshipSchema>;

export const internshipFieldLabels: Record<keyof InternshipData, string> = labels;

/** The fields §5 marks as required (the asterisk and the required attribute), before any reveal. */
export const internshipRequiredFields = [
  "fullName",
  "dateOfBirth",
  "email",
  "mobile",
  "currentAddress",
  "degree",
  "institution",
  "yearOfPassing",
  "marksOrCGPA",
  "startDate",
  "statementOfPurpose",
  "referenceName",
  "referenceDesignation",
  "referenceOrganization",
  "referenceEmail",
  "referencePhone",
] as const satisfies readonly (keyof InternshipData)[];

export type InternshipDraft = Draft<InternshipData>;

/** §3: every text field empty, academicRequirement false, areaOfInterest an empty list. */
export const emptyInternship: InternshipDraft = {
  fullName: "",
  dateOfBirth: "",
  gender: "",
  customGender: "",
  email: "",
  mobile: "",
  alternatePhone: "",
  currentAddress: "",
  permanentAddress: "",
  degree: "",
  institution: "",
  yearOfPassing: "",
  marksOrCGPA: "",
  duration: "",
  customDuration: "",
  startDate: "",
  academicRequirement: false,
  collegeName: "",
  department: "",
  supervisorName: "",
  areaOfInterest: [],
  languages: "",
  computerSkills: "",
  experience: "",
  statementOfPurpose: "",
  referenceName: "",
  referenceDesignation: "",
  referenceOrganization: "",
  referenceEmail: "",
  referencePhone: "",
};

/**
 * The §3 data the form sends. The college fields stay in the form while the box is unticked (so
 * ticking it again brings them back) but are sent empty, because they apply only when it is ticked.
 */
export function internshipFromDraft(draft: InternshipDraft): InternshipDraft {
  if (draft.academicRequirement) return draft;
  return { ...draft, collegeName: "", department: "", supervisorName: "" };
}
