import type * as z from "zod/mini";
import { type Bilingual, type Language, pathIn } from "#app/content/language.ts";
import type { FormType } from "./form-types.ts";

/** A form field's value while being edited: text, a tick box, or the ticked items of a group. */
export type DraftValue = string | boolean | string[];

/**
 * What the browser form and the function both need to know about one form, so that the page's
 * script and a post without JavaScript are read and checked the same way.
 */
export type FormDefinition<TDraft extends Record<string, DraftValue> = Record<string, DraftValue>> = {
  formType: FormType;
  /** The English page the form is on, which answers a post made without JavaScript (see formPage). */
  page: string;
  /** The form's rules (app/schemas), the same in the browser and in the function; hints per language. */
  schemas: Bilingual<z.ZodMiniType>;
  /** What the form holds before anything is entered: each field's name and kind of value. */
  empty: TDraft;
  /**
   * The empty form with every choice made that reveals a field (the internship's 'Other', the
   * payment report's mode), so that the fields required only once revealed are found in the schema
   * too (requiredFields).
   */
  everythingRevealed?: TDraft;
  // Methods, not function properties, so that one form's definition serves where any form's is taken.
  /** The data (requirements 3), before validation, from what the form holds. */
  toData(draft: NoInfer<TDraft>): unknown;
  /** The form field that shows an issue about a data field (they differ only where the form builds a value). */
  fieldFor(dataField: string, draft: NoInfer<TDraft>): string;
};

/** What checking a form's fields takes, whichever endpoint it is sent to ("I have paid" has its own). */
export type FormRules<TDraft extends Record<string, DraftValue> = Record<string, DraftValue>> = Omit<
  FormDefinition<TDraft>,
  "formType" | "page"
>;

export function defineForm<TDraft extends Record<string, DraftValue>>(definition: FormDefinition<TDraft>) {
  return definition;
}

/** fieldFor of a form whose fields are its data's fields. */
export const sameField = (dataField: string) => dataField;

/** The page in `language` that holds the form and answers its post without JavaScript. */
export function formPage(definition: Pick<FormDefinition, "page">, language: Language): string {
  return pathIn(language, definition.page);
}

/**
 * The form fields a person must fill in, as the schema says: those it rejects while empty, and with
 * every revealing choice made. The asterisk and the `required` attribute follow from this one
 * place rather than from a list kept beside the schema. Read from the page's language's schema,
 * so that a page builds only that one; the rules are the same in both.
 */
export function requiredFields<TDraft extends Record<string, DraftValue>>(
  definition: FormRules<TDraft>,
  language: Language,
): ReadonlySet<string> {
  const drafts = [
    definition.empty,
    ...(definition.everythingRevealed ? [definition.everythingRevealed] : []),
  ];
  return new Set(
    drafts.flatMap((draft) => {
      const result = definition.schemas[language].safeParse(definition.toData(draft));
      return result.success
        ? []
        : result.error.issues.map((issue) => definition.fieldFor(String(issue.path[0]), draft));
    }),
  );
}
