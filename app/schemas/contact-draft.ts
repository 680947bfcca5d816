import { contactWording } from "#app/content/forms/contact.ts";
import type { Language } from "#app/content/language.ts";

/*
 * What the contact form shows and holds before any check, without zod: the page's script loads
 * this with the form and the rules (contact.ts) only on the first check (decision 043).
 */

export const contactSubjectValues = ["volunteer", "partnership", "donation", "programs", "general"] as const;

export type ContactSubject = (typeof contactSubjectValues)[number];

/** The subject choices in the order shown: the value sent and the label shown (requirements 3). */
export function contactSubjectsIn(language: Language) {
  const labels = contactWording[language].subjects;
  return contactSubjectValues.map((value) => ({ value, label: labels[value] }));
}

export const emptyContact = { name: "", email: "", subject: "" as ContactSubject | "", message: "" };
