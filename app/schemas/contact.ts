import * as z from "zod/mini";
import { contactWording } from "#app/content/forms/contact.ts";
import { builtPerLanguage, type Language } from "#app/content/language.ts";
import { contactSubjectValues, contactSubjectsIn, emptyContact } from "./contact-draft.ts";
import { defineForm, sameField } from "./form-definition.ts";
import { type Draft, fieldRules, limits } from "./fields.ts";

function contactSchemaIn(language: Language) {
  const { labels, chooseSubject } = contactWording[language];
  const rules = fieldRules(language);
  return z.strictObject({
    name: rules.requiredText(labels.name, limits.name),
    email: rules.requiredEmail(labels.email),
    subject: z.enum(contactSubjectValues, chooseSubject),
    message: rules.requiredLongText(labels.message, limits.message),
  });
}

/** The same rules in each language; only the hints differ. */
export const contactSchemas = builtPerLanguage(contactSchemaIn);

export const contactSubjects = contactSubjectsIn("en");

export type ContactData = z.infer<(typeof contactSchemas)["en"]>;

export const contactFieldLabels: Record<keyof ContactData, string> = contactWording.en.labels;

export type ContactDraft = Draft<ContactData>;

export const contactForm = defineForm({
  formType: "contact",
  page: "/contact",
  schemas: contactSchemas,
  empty: emptyContact satisfies ContactDraft,
  toData: (draft: object) => draft,
  fieldFor: sameField,
});
