import { z } from "zod";
import { type Draft, limits, requiredEmail, requiredLongText, requiredText } from "./fields.ts";

const subjectValues = ["volunteer", "partnership", "donation", "programs", "general"] as const;

export type ContactSubject = (typeof subjectValues)[number];

const subjectLabels: Record<ContactSubject, string> = {
  volunteer: "Volunteer Opportunities",
  partnership: "Partnership Inquiry",
  donation: "Donation Information",
  programs: "Program Information",
  general: "General Inquiry",
};

/** The subject choices in the order shown: the value sent and the label shown (§3). */
export const contactSubjects = subjectValues.map((value) => ({ value, label: subjectLabels[value] }));

const labels = {
  name: "Full Name",
  email: "Email Address",
  subject: "Subject",
  message: "Message",
} as const;

export const contactSchema = z.strictObject({
  name: requiredText(labels.name, limits.name),
  email: requiredEmail(labels.email),
  subject: z.enum(subjectValues, "Please choose a subject."),
  message: requiredLongText(labels.message, limits.message),
});

export type ContactData = z.infer<typeof contactSchema>;

export const contactFieldLabels: Record<keyof ContactData, string> = labels;

export type ContactDraft = Draft<ContactData>;

export const emptyContact: ContactDraft = { name: "", email: "", subject: "", message: "" };
