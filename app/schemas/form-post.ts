import "#app/utils/zod-without-eval.ts";
import * as z from "zod/mini";
import type { DraftValue, FormDefinition } from "./form-definition.ts";

/*
 * A form sent without JavaScript (docs/decisions/007-pages-without-javascript.md): the browser posts
 * the form's fields to the function as application/x-www-form-urlencoded, and the function answers
 * with the form's page showing the outcome. What both sides share lives here.
 */

/**
 * What a form holds, read from a post: each field of the form's empty draft by its name, so that a
 * field added to a form and its schema is read without more code. A group of tick boxes sends each
 * ticked item; a single tick box sends its value only when ticked. Browsers send a textarea's line
 * breaks as CR LF; they are read as the LF the page's script sends, so both paths store the same text.
 */
export function draftFromPost<TDraft extends Record<string, DraftValue>>(
  empty: TDraft,
  fields: URLSearchParams,
): TDraft {
  const draft: Record<string, DraftValue> = {};
  for (const [name, initial] of Object.entries(empty)) {
    if (Array.isArray(initial)) draft[name] = fields.getAll(name);
    else if (typeof initial === "boolean") draft[name] = fields.has(name);
    else draft[name] = fields.get(name)?.replaceAll("\r\n", "\n") ?? initial;
  }
  return draft as TDraft;
}

/** The first hint for each form field that has an issue, keyed by the field's name. */
export function hintsByField<TDraft extends Record<string, DraftValue>>(
  definition: Pick<FormDefinition<TDraft>, "fieldFor">,
  error: z.core.$ZodError,
  draft: TDraft,
): Record<string, string> {
  const hints: Record<string, string> = {};
  for (const issue of error.issues) {
    hints[definition.fieldFor(String(issue.path[0]), draft)] ??= issue.message;
  }
  return hints;
}

const draftValue = z.union([z.string(), z.boolean(), z.array(z.string())]);
const token = z.object({ idempotencyKey: z.string(), issuedAt: z.string() });

/**
 * The outcome of a post without JavaScript, which the form's page shows: sent (with the reference
 * and a fresh token for a next submission), invalid (what was entered and each field's hint),
 * failed (not stored; what was entered, to send again), or closed (a pledge's payment page that has
 * nothing left to pay).
 */
export const formOutcomeSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("sent"),
    reference: z.string(),
    token,
    /**
     * A donation's amount, for the page to show how to pay the pledge (issue 13), and the UPI QR
     * code the route's action draws on the server for a page without JavaScript.
     */
    pledge: z.optional(
      z.object({ amount: z.number(), name: z.optional(z.string()), upiQrSvg: z.optional(z.string()) }),
    ),
    /** "I have paid": the receipt the reported payment already has, when the office recorded it first. */
    receipt: z.optional(z.string()),
    /** The key of the post this success shows (postFieldNames.sentBefore), on its sent page. */
    sentKey: z.optional(z.string()),
  }),
  /** A pledge's payment page whose pledge is paid, no longer open, or unknown (issue 32). */
  z.object({ status: z.literal("closed"), token }),
  z.object({
    status: z.literal("invalid"),
    values: z.record(z.string(), draftValue),
    hints: z.record(z.string(), z.string()),
    token,
  }),
  z.object({
    status: z.literal("failed"),
    values: z.record(z.string(), draftValue),
    token,
    /** Why, in the person's words, where trying again later helps (over the rate limit, storage down). */
    reason: z.optional(z.string()),
  }),
]);

export type FormOutcome = z.infer<typeof formOutcomeSchema>;
