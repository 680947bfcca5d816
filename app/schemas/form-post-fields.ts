/*
 * What a form's page and the function both name for a post without JavaScript (decision 007),
 * without zod: the form islands load this with the page, and the rules only on the first check
 * (decision 043).
 */

/** The hidden fields a form carries for a post without JavaScript, beside its own. */
export const postFieldNames = {
  formType: "formType",
  /** The language of the page the form is on, which the answer and the acknowledgement are in. */
  language: "language",
  /** The Idempotency-Key of the post: a resent post (a double click, a reload) is stored once. */
  idempotencyKey: "idempotencyKey",
  /** When the server gave out the page (ms since the epoch), for the time-to-fill spam rule. */
  issuedAt: "issuedAt",
  /**
   * On a page showing a success, the key of the post it shows: pressing send again on the emptied
   * form below it shows that success again rather than "fill in the required fields".
   */
  sentBefore: "sentBefore",
} as const;

/** The element of a form's page that shows the outcome; the post's address ends with it, to scroll there. */
export const formOutcomeId = "form-outcome";

/**
 * The id of the element around a form field (its label, control and hint): the answer to a refused
 * post without JavaScript lists each refused field with a link to it.
 */
export const fieldAnchorId = (name: string) => `field-${name}`;

/** The query parameter of a stored post's page that carries its idempotency key (decision 021). */
export const sentParameter = "sent";

/**
 * The address of a stored post's page, which shows its success (decision 021); for a pledge, its
 * own payment page (decision 027). `page` is the form's path; the acknowledgement puts the site's
 * origin before it.
 */
export function sentPageAddress(page: string, key: string) {
  return `${page}?${sentParameter}=${encodeURIComponent(key)}#${formOutcomeId}`;
}

/** The values of those hidden fields. */
export type PostToken = { idempotencyKey: string; issuedAt: string };

/**
 * Placeholders written into the prerendered form pages, which the server replaces with a fresh key
 * and time on every request for the page (server/site.ts): a static file cannot carry them itself.
 */
export const postTokenPlaceholders: PostToken = {
  idempotencyKey: "{{form-idempotency-key}}",
  issuedAt: "{{form-issued-at}}",
};
