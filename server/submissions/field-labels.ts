import { contactFieldLabels } from "#app/schemas/contact.ts";
import { donationFieldLabels } from "#app/schemas/donation.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import { internshipFieldLabels } from "#app/schemas/internship.ts";
import { volunteerFieldLabels } from "#app/schemas/volunteer.ts";

/** Each form's fields as its English form labels them, for staff. */
export const fieldLabels: Record<FormType, Record<string, string>> = {
  donation: donationFieldLabels,
  contact: contactFieldLabels,
  volunteer: volunteerFieldLabels,
  internship: internshipFieldLabels,
};
