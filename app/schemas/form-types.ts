/** The four forms; their schemas, pages and emails are keyed by these names. */
export const formTypes = ["donation", "contact", "volunteer", "internship"] as const;

export type FormType = (typeof formTypes)[number];
