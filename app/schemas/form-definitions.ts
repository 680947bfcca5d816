import type { FormDefinition } from "./form-definition.ts";
import { contactForm } from "./contact.ts";
import { donationForm } from "./donation.ts";
import type { FormType } from "./form-types.ts";
import { internshipForm } from "./internship.ts";
import { volunteerForm } from "./volunteer.ts";

/**
 * Every form by its type, for the function. A page imports only its own form's definition (from
 * the form's schema module), so it does not download and build the other three.
 */
export const formDefinitions = {
  donation: donationForm,
  contact: contactForm,
  volunteer: volunteerForm,
  internship: internshipForm,
} satisfies Record<FormType, FormDefinition>;
