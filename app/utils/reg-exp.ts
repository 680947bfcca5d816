/** A text as a regular expression that matches exactly it: every character with a meaning escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
