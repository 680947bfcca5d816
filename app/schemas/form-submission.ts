import "#app/utils/zod-without-eval.ts";
import { z } from "zod";
import { contactSchema } from "./contact.ts";
import { donationSchema } from "./donation.ts";
import { internshipSchema } from "./internship.ts";
import { volunteerSchema } from "./volunteer.ts";

export const formTypes = ["donation", "contact", "volunteer", "internship"] as const;

export type FormType = (typeof formTypes)[number];

/** The body of POST /api/send-form-email (§7): which form, and that form's §3 data. */
export const formSubmissionSchema = z.discriminatedUnion("formType", [
  z.strictObject({ formType: z.literal("donation"), data: donationSchema }),
  z.strictObject({ formType: z.literal("contact"), data: contactSchema }),
  z.strictObject({ formType: z.literal("volunteer"), data: volunteerSchema }),
  z.strictObject({ formType: z.literal("internship"), data: internshipSchema }),
]);

export type FormSubmission = z.infer<typeof formSubmissionSchema>;
