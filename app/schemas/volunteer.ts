import * as z from "zod/mini";
import { volunteerWording } from "#app/content/forms/volunteer.ts";
import { builtPerLanguage, type Language } from "#app/content/language.ts";
import { defineForm, sameField } from "./form-definition.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";
import { emptyVolunteer } from "./volunteer-draft.ts";

function volunteerSchemaIn(language: Language) {
  const { labels } = volunteerWording[language];
  const rules = fieldRules(language);
  return z.strictObject({
    name: rules.requiredText(labels.name, limits.name),
    email: rules.requiredEmail(labels.email),
    phone: rules.requiredPhone(labels.phone),
    occupation: rules.optionalText(limits.shortText),
    experience: rules.optionalLongText(limits.message),
    motivation: rules.optionalLongText(limits.message),
  });
}

/** The same rules in each language; only the hints differ. */
export const volunteerSchemas = builtPerLanguage(volunteerSchemaIn);

export type VolunteerData = z.infer<(typeof volunteerSchemas)["en"]>;

export const volunteerFieldLabels: Record<keyof VolunteerData, string> = volunteerWording.en.labels;

export type VolunteerDraft = Draft<VolunteerData>;

export const volunteerForm = defineForm({
  formType: "volunteer",
  page: "/volunteer/gram-library",
  schemas: volunteerSchemas,
  empty: emptyVolunteer satisfies VolunteerDraft,
  toData: (draft: object) => draft,
  fieldFor: sameField,
});
