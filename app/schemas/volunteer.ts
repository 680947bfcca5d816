import { z } from "zod";
import { volunteerWording } from "#app/content/forms/volunteer.ts";
import type { Bilingual, Language } from "#app/content/language.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";

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
export const volunteerSchemas: Bilingual<ReturnType<typeof volunteerSchemaIn>> = {
  en: volunteerSchemaIn("en"),
  te: volunteerSchemaIn("te"),
};

export const volunteerSchema = volunteerSchemas.en;

export type VolunteerData = z.infer<typeof volunteerSchema>;

export const volunteerFieldLabels: Record<keyof VolunteerData, string> = volunteerWording.en.labels;

export type VolunteerDraft = Draft<VolunteerData>;

export const emptyVolunteer: VolunteerDraft = {
  name: "",
  email: "",
  phone: "",
  occupation: "",
  experience: "",
  motivation: "",
};
