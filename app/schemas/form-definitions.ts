import type { z } from "zod";
import { contactSchema, emptyContact } from "./contact.ts";
import { donationFieldFor, donationFromDraft, donationSchema, emptyDonationDraft } from "./donation.ts";
import type { FormType } from "./form-submission.ts";
import { emptyInternship, internshipFromDraft, internshipSchema } from "./internship.ts";
import { emptyVolunteer, volunteerSchema } from "./volunteer.ts";

/** A form field's value while being edited: text, a tick box, or the ticked items of a group. */
export type DraftValue = string | boolean | string[];

/**
 * What the browser form and the function both need to know about one form, so that the page's
 * script and a post without JavaScript are read and checked the same way.
 */
export type FormDefinition<TDraft extends Record<string, DraftValue> = Record<string, DraftValue>> = {
  formType: FormType;
  /** The page the form is on, which answers a post made without JavaScript. */
  page: string;
  /** The form's rules (app/schemas), the same in the browser and in the function. */
  schema: z.ZodType;
  /** What the form holds before anything is entered: each field's name and kind of value. */
  empty: TDraft;
  // Methods, not function properties, so that one form's definition serves where any form's is taken.
  /** The data (requirements 3), before validation, from what the form holds. */
  toData(draft: NoInfer<TDraft>): unknown;
  /** The form field that shows an issue about a data field (they differ only where the form builds a value). */
  fieldFor(dataField: string, draft: NoInfer<TDraft>): string;
};

function defineForm<TDraft extends Record<string, DraftValue>>(definition: FormDefinition<TDraft>) {
  return definition;
}

const sameField = (dataField: string) => dataField;

export const formDefinitions = {
  donation: defineForm({
    formType: "donation",
    page: "/donate",
    schema: donationSchema,
    empty: emptyDonationDraft,
    toData: donationFromDraft,
    fieldFor: donationFieldFor,
  }),
  contact: defineForm({
    formType: "contact",
    page: "/contact",
    schema: contactSchema,
    empty: emptyContact,
    toData: (draft: object) => draft,
    fieldFor: sameField,
  }),
  volunteer: defineForm({
    formType: "volunteer",
    page: "/volunteer/gram-library",
    schema: volunteerSchema,
    empty: emptyVolunteer,
    toData: (draft: object) => draft,
    fieldFor: sameField,
  }),
  internship: defineForm({
    formType: "internship",
    page: "/volunteer/internship",
    schema: internshipSchema,
    empty: emptyInternship,
    toData: internshipFromDraft,
    fieldFor: sameField,
  }),
} satisfies Record<FormType, FormDefinition>;
