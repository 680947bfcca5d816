import { randomInt } from "node:crypto";
import type { FormType } from "#app/schemas/form-types.ts";

/** Digits and capitals without 0/O and 1/I, which are confused when read aloud or copied by hand. */
export const referenceAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const codeLength = 6;

export const referencePrefixes: Record<FormType, string> = {
  donation: "DON",
  contact: "CON",
  volunteer: "VOL",
  internship: "INT",
};

/**
 * A short reference such as DON-7F3K2Q that staff and the submitter can quote over the phone.
 * 32^6 ≈ 1.07 billion codes per form type; the database's unique constraint catches the rare
 * collision and the caller draws again.
 */
export function newReference(formType: FormType): string {
  let code = "";
  for (let index = 0; index < codeLength; index += 1)
    code += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `${referencePrefixes[formType]}-${code}`;
}
