import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import { builtPerLanguage, type Language, languages } from "#app/content/language.ts";
import { contactSchemas } from "./contact.ts";
import { donationSchemas } from "./donation.ts";
import { internshipSchemas } from "./internship.ts";
import { volunteerSchemas } from "./volunteer.ts";

/**
 * The language of the page the form was filled in on (decision 010): the function answers in it and
 * the acknowledgement is written in it. Optional, so a caller that never sent it is still understood
 * (as English).
 */
const languageField = z.optional(z.enum(languages));

function formSubmissionSchemaIn(language: Language) {
  return z.discriminatedUnion("formType", [
    z.strictObject({
      formType: z.literal("donation"),
      data: donationSchemas[language],
      language: languageField,
    }),
    z.strictObject({
      formType: z.literal("contact"),
      data: contactSchemas[language],
      language: languageField,
    }),
    z.strictObject({
      formType: z.literal("volunteer"),
      data: volunteerSchemas[language],
      language: languageField,
    }),
    z.strictObject({
      formType: z.literal("internship"),
      data: internshipSchemas[language],
      language: languageField,
    }),
  ]);
}

/**
 * The body of POST /api/send-form-email (requirements 7): which form, that form's data
 * (requirements 3) and the form's language; hints per language.
 */
export const formSubmissionSchemas = builtPerLanguage(formSubmissionSchemaIn);

export type FormSubmission = z.infer<(typeof formSubmissionSchemas)["en"]>;

/** The language a request body names, to check it with that language's hints; English when it names none. */
export function requestedLanguage(body: unknown): Language {
  const named =
    body !== null && typeof body === "object" ? (body as { language?: unknown }).language : undefined;
  return languages.find((language) => language === named) ?? "en";
}
