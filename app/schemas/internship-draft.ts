import { internshipWording } from "#app/content/forms/internship.ts";
import type { Language } from "#app/content/language.ts";

/*
 * What the internship form shows and holds before any check, without zod: the page's script loads
 * this with the form and the rules (internship.ts) only on the first check (decision 043).
 */

export const genderValues = ["male", "female", "other"] as const;
export type Gender = (typeof genderValues)[number];

export const durationValues = ["1month", "2months", "3months", "other"] as const;
export type Duration = (typeof durationValues)[number];

/** The seven areas of interest (requirements 3); the strings themselves are what is sent, in any language. */
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

/** The choices of the form in one language: the value sent and the label shown. */
export function internshipOptionsIn(language: Language) {
  const wording = internshipWording[language];
  return {
    genders: genderValues.map((value) => ({ value, label: wording.genders[value] })),
    durations: durationValues.map((value) => ({ value, label: wording.durations[value] })),
    areasOfInterest: areasOfInterest.map((value) => ({ value, label: wording.areasOfInterest[value] })),
  };
}

/** requirements 3: every text field empty, academicRequirement false, areaOfInterest an empty list. */
export const emptyInternship = {
  fullName: "",
  dateOfBirth: "",
  gender: "" as Gender | "",
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
  duration: "" as Duration | "",
  customDuration: "",
  startDate: "",
  academicRequirement: false,
  collegeName: "",
  department: "",
  supervisorName: "",
  areaOfInterest: [] as AreaOfInterest[],
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
