import "#app/utils/zod-without-eval.ts";
import { z } from "zod";
import type { Bilingual, Language } from "#app/content/language.ts";
import { contactSchemas } from "./contact.ts";
import { donationSchemas } from "./donation.ts";
import { internshipSchemas } from "./internship.ts";
import { volunteerSchemas } from "./volunteer.ts";

export const formTypes = ["donation", "contact", "volunteer", "internship"] as const;

export type FormType = (typeof formTypes)[number];

function formSubmissionSchemaIn(language: Language) {
  return z.discriminatedUnion("formType", [
    z.strictObject({ formType: z.literal("donation"), data: donationSchemas[language] }),
    z.strictObject({ formType: z.literal("contact"), data: contactSchemas[language] }),
    z.strictObject({ formType: z.literal("volunteer"), data: volunteerSchemas[language] }),
    z.strictObject({ formType: z.literal("internship"), data: internshipSchemas[language] }),
  ]);
}

/** The body of POST /api/send-form-email (requirements 7): which form, and that form's data (requirements 3); hints per language. */
export const formSubmissionSchemas: Bilingual<ReturnType<typeof formSubmissionSchemaIn>> = {
  en: formSubmissionSchemaIn("en"),
  te: formSubmissionSchemaIn("te"),
};

export const formSubmissionSchema = formSubmissionSchemas.en;

export type FormSubmission = z.infer<typeof formSubmissionSchema>;
