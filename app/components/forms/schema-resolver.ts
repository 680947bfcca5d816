import { toNestErrors } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver that checks what the form holds with the shared schema, as the
 * function will: `toData` turns the form's values into the §3 data (the donation's preset or
 * custom amount into `amount`), and `fieldFor` names the form field that shows an issue's hint.
 */
export function schemaResolver<TDraft extends FieldValues, TData>(
  schema: z.ZodType<TData>,
  toData: (draft: TDraft) => unknown,
  fieldFor: (dataField: string, draft: TDraft) => string = (dataField) => dataField,
): Resolver<TDraft, unknown, TData> {
  return (draft, _context, options) => {
    const result = schema.safeParse(toData(draft));
    if (result.success) return { values: result.data, errors: {} };

    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const field = fieldFor(String(issue.path[0]), draft);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
