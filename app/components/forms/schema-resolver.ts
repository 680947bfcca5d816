import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { Language } from "#app/content/language.ts";
import type { DraftValue, FormRules } from "#app/schemas/form-definition.ts";
import { hintsByField } from "#app/schemas/form-post.ts";

/**
 * A react-hook-form resolver that checks what the form holds with the shared schema, as the
 * function will: the definition turns the form's values into the data (requirements 3) (the donation's preset
 * or custom amount into `amount`) and names the form field that shows each issue's hint, given in
 * the page's language.
 */
export function schemaResolver<TDraft extends FieldValues & Record<string, DraftValue>, TData>(
  definition: FormRules<TDraft>,
  language: Language,
): Resolver<TDraft, unknown, TData> {
  const schema = definition.schemas[language];
  return (draft, _context, options) => {
    const result = schema.safeParse(definition.toData(draft));
    if (result.success) return { values: result.data as TData, errors: {} };

    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(hintsByField(definition, result.error, draft))) {
      errors[field] = { type: "validate", message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
