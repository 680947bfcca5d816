import * as z from "zod/mini";
import { contactWording } from "#app/content/forms/contact.ts";
import { builtPerLanguage, type Language } from "#app/content/language.ts";
import { defineForm, sameField } from "./form-definition.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";

const subjectValues = ["volunteer", "partnership", "donation", "programs", "general"] as const;

export type ContactSubject = (typeof subjectValues)[number];

/** The subject choices in the order shown: the value sent and the label shown (requirements 3). */
export function contactSubjectsIn(language: Language) {
  const labels = contactWording[language].subjects;
  return subjectValues.map((value) => ({ value, label: labels[value] }));
}

function contactSchemaIn(language: Language) {
  const { labels, chooseSubject } = contactWording[language];
  const rules = fieldRules(language);
  return z.strictObject({
    name: rules.requiredText(labels.name, limits.name),
    email: rules.requiredEmail(labels.email),
    subject: z.enum(subjectValues, chooseSubject),
    message: rules.requiredLongText(labels.message, limits.message),
  });
}

/** The same rules in each language; only the hints differ. */
export const contactSchemas = builtPerLanguage(contactSchemaIn);

export const contactSubjects = contactSubjectsIn("en");

export type ContactData = z.infer<(typeof contactSchemas)["en"]>;

export const contactFieldLabels: Record<keyof ContactData, string> = contactWording.en.labels;

export type ContactDraft = Draft<ContactData>;

export const emptyContact: ContactDraft = { name: "", email: "", subject: "", message: "" };

export const contactForm = defineForm({
  formType: "contact",
  page: "/contact",
  schemas: contactSchemas,
  empty: emptyContact,
  toData: (draft: object) => draft,
  fieldFor: sameField,
});
