import { formFrame } from "#app/content/forms/common.ts";
import type { Language } from "#app/content/language.ts";

/** The part of a form's messages (use-spec-form.ts's FormMessages) a refusal reads. */
type RefusalMessages = { invalid: { title: string; description?: string; everyRefusal?: boolean } };

/**
 * What a refused form says at its top. The specification's message ("Please fill in all required
 * fields.") when a required field is among those refused and empty; when every required field is
 * filled and only some are not valid (a year of passing "20255", an email without "@"), it would
 * send the person looking for a blank that is not there, so it says to check the highlighted fields.
 * Contact keeps its title "Error" above whichever sentence applies; the donation's message, which the
 * specification gives for every refusal, stays as it is.
 */
export function invalidMessage(
  messages: RefusalMessages,
  language: Language,
  required: ReadonlySet<string>,
  refused: readonly string[],
  values: Readonly<Record<string, unknown>>,
): { title: string; description?: string | undefined } {
  const blank = (name: string) => {
    const value = values[name];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  };
  if (messages.invalid.everyRefusal || refused.some((name) => required.has(name) && blank(name)))
    return messages.invalid;
  const { checkHighlighted } = formFrame[language];
  return messages.invalid.description === undefined
    ? { title: checkHighlighted }
    : { title: messages.invalid.title, description: checkHighlighted };
}
