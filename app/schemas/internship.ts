import * as z from "zod/mini";
import { internshipWording } from "#app/content/forms/internship.ts";
import { privacyNoticeWording } from "#app/content/forms/privacy-notice.ts";
import { builtPerLanguage, fillSlots, type Language } from "#app/content/language.ts";
import { hasTurned, indiaToday } from "./age.ts";
import { defineForm, sameField } from "./form-definition.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";
import {
  areasOfInterest,
  durationValues,
  emptyInternship,
  genderValues,
  internshipOptionsIn,
} from "./internship-draft.ts";

// Short answers such as "8.2 CGPA" or "78%"; the spec leaves their format open (requirements 5).
const SHORT_ANSWER = 50;

/** The earliest year of passing taken (decision 063). */
export const firstYearOfPassing = 1950;

/** The latest: six years on, for a student giving the year they expect to pass a five-year course. */
export const lastYearOfPassing = (today: string = indiaToday()) => Number(today.slice(0, 4)) + 6;

/** A year of passing: four digits, from 1950 to six years after this year in India. */
export function isYearOfPassing(value: string, today: string = indiaToday()) {
  const year = Number(value);
  return /^\d{4}$/.test(value) && year >= firstYearOfPassing && year <= lastYearOfPassing(today);
}

type RevealedField = "customGender" | "customDuration" | "collegeName" | "department" | "supervisorName";

function internshipSchemaIn(language: Language) {
  const { labels, missing, areaErrors, yearOfPassingError } = internshipWording[language];
  const rules = fieldRules(language);
  const fields = {
    fullName: rules.requiredText(labels.fullName, limits.name),
    // A child's data needs a parent's verifiable consent, which a web form cannot take (decision 015).
    dateOfBirth: rules
      .requiredIsoDate(labels.dateOfBirth)
      .check(
        z.refine(
          (value) => !z.regexes.date.test(value) || hasTurned(18, value, indiaToday()),
          privacyNoticeWording[language].underEighteen,
        ),
      ),
    gender: z.union([z.enum(genderValues, rules.messages.choice), z.literal("")]),
    customGender: rules.optionalText(limits.shortText),
    email: rules.requiredEmail(labels.email),
    mobile: rules.requiredPhone(labels.mobile),
    alternatePhone: rules.optionalPhone(),
    currentAddress: rules.requiredLongText(labels.currentAddress, limits.address),
    permanentAddress: rules.optionalLongText(limits.address),
    degree: rules.requiredText(labels.degree, limits.shortText),
    institution: rules.requiredText(labels.institution, limits.shortText),
    yearOfPassing: rules.requiredText(labels.yearOfPassing, SHORT_ANSWER).check(
      z.refine((value) => value === "" || isYearOfPassing(value), {
        // Built when shown, so a form open across New Year names the new last year.
        error: () => fillSlots(yearOfPassingError, { from: firstYearOfPassing, to: lastYearOfPassing() }),
      }),
    ),
    marksOrCGPA: rules.requiredText(labels.marksOrCGPA, SHORT_ANSWER),
    duration: z.union([z.enum(durationValues, rules.messages.choice), z.literal("")]),
    customDuration: rules.optionalText(limits.shortText),
    startDate: rules.requiredIsoDate(labels.startDate),
    academicRequirement: z.boolean(),
    collegeName: rules.optionalText(limits.shortText),
    department: rules.optionalText(limits.shortText),
    supervisorName: rules.optionalText(limits.name),
    areaOfInterest: z
      .array(z.enum(areasOfInterest, areaErrors.unknown))
      .check(z.refine((areas) => new Set(areas).size === areas.length, areaErrors.repeated)),
    languages: rules.optionalText(limits.shortText),
    computerSkills: rules.optionalLongText(limits.message),
    experience: rules.optionalLongText(limits.message),
    statementOfPurpose: rules.requiredLongText(labels.statementOfPurpose, limits.statementOfPurpose),
    referenceName: rules.requiredText(labels.referenceName, limits.name),
    referenceDesignation: rules.requiredText(labels.referenceDesignation, limits.shortText),
    referenceOrganization: rules.requiredText(labels.referenceOrganization, limits.shortText),
    referenceEmail: rules.requiredEmail(labels.referenceEmail),
    referencePhone: rules.requiredPhone(labels.referencePhone),
  };

  /** A field shown only under a condition: required while shown, if asked, and empty while hidden (requirements 4). */
  function checkRevealed(
    context: z.core.$RefinementCtx<{ [K in keyof typeof fields]: z.output<(typeof fields)[K]> }>,
    field: RevealedField,
    value: string,
    shown: boolean,
    messageWhenMissing?: string,
  ) {
    if (shown && messageWhenMissing !== undefined && value === "") {
      context.addIssue({ code: "custom", path: [field], message: messageWhenMissing });
    }
    if (!shown && value !== "") {
      context.addIssue({ code: "custom", path: [field], message: rules.messages.onlyWhenRevealed });
    }
  }

  return z.strictObject(fields).check(
    z.superRefine((data, context) => {
      checkRevealed(
        context,
        "customGender",
        data.customGender,
        data.gender === "other",
        missing.customGender,
      );
      checkRevealed(
        context,
        "customDuration",
        data.customDuration,
        data.duration === "other",
        missing.customDuration,
      );
      for (const field of ["collegeName", "department", "supervisorName"] as const) {
        checkRevealed(context, field, data[field], data.academicRequirement);
      }
    }),
  );
}

/** The same rules in each language; only the hints differ. */
export const internshipSchemas = builtPerLanguage(internshipSchemaIn);

export const { genders, durations } = internshipOptionsIn("en");

export type InternshipData = z.infer<(typeof internshipSchemas)["en"]>;

export const internshipFieldLabels: Record<keyof InternshipData, string> = internshipWording.en.labels;

export type InternshipDraft = Draft<InternshipData>;

/**
 * The data (requirements 3) the form sends. A field revealed by a choice is sent empty while the choice is not
 * made: the college fields stay in the form while the box is unticked (so ticking it again brings
 * them back), and a form posted without JavaScript, which cannot clear 'Please specify' when
 * another option is chosen (requirements 4), still holds what was typed there.
 */
export function internshipFromDraft(draft: InternshipDraft): InternshipDraft {
  const revealed = { ...draft };
  if (draft.gender !== "other") revealed.customGender = "";
  if (draft.duration !== "other") revealed.customDuration = "";
  if (!draft.academicRequirement) {
    Object.assign(revealed, { collegeName: "", department: "", supervisorName: "" });
  }
  return revealed;
}

export const internshipForm = defineForm({
  formType: "internship",
  page: "/volunteer/internship",
  schemas: internshipSchemas,
  empty: emptyInternship satisfies InternshipDraft,
  everythingRevealed: { ...emptyInternship, gender: "other", duration: "other", academicRequirement: true },
  toData: internshipFromDraft,
  fieldFor: sameField,
});
