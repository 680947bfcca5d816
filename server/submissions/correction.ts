import type { Kysely } from "kysely";
import { formSubmissionSchemas } from "#app/schemas/form-submission.ts";
import type { FormType } from "#app/schemas/form-types.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import type { StaffDatabase } from "../accounts/database.ts";
import { fieldLabels } from "./field-labels.ts";
import { dataOf, isFormType } from "./inbox.ts";

/*
 * A person's right to have their details corrected (the privacy notice's "To correct"; the Digital
 * Personal Data Protection Act, 2023, section 12): the office corrects how the person is named and
 * reached, as they ask, on the submission's page. What they wrote (a message, an application's
 * answers) stays as they wrote it. A PAN or Aadhaar number is corrected where it counts, on the
 * payment the office records (its receipt is issued with what the office types there), and a
 * receipt already issued keeps the details it was issued with: the tax law has it kept as issued.
 * The form's own rules check the result; the audit line names the fields changed, never the values.
 */

/** The fields of each form that name or reach the person. */
export const correctableFields: Record<FormType, readonly string[]> = {
  contact: ["name", "email"],
  volunteer: ["name", "email", "phone"],
  internship: ["fullName", "email", "mobile", "alternatePhone", "currentAddress", "permanentAddress"],
  donation: ["name", "email", "phone", "panName", "address", "pinCode"],
};

export type CorrectableField = { field: string; label: string; value: string };

/** The correctable fields of a stored submission, labelled, with their values now. */
export function correctableOf(formType: string, data: Record<string, unknown>): CorrectableField[] {
  if (!isFormType(formType)) return [];
  return correctableFields[formType].map((field) => ({
    field,
    label: fieldLabels[formType][field] ?? field,
    value: typeof data[field] === "string" ? data[field] : "",
  }));
}

export type Correction =
  | { status: "corrected"; fields: string[] }
  | { status: "unchanged" }
  | { status: "invalid"; errors: Record<string, string> }
  /** Changed by someone else since the page was opened, or no longer readable as its form. */
  | { status: "conflict" };

/**
 * Corrects the person's details of a submission as posted, if the form's rules take them: one
 * statement, guarded by the data as it was read, so that two corrections at once do not mix.
 */
export async function correctSubmission(
  context: { db: Kysely<StaffDatabase>; actor: Actor; now: Date },
  submission: { id: string; reference: string; formType: string },
  posted: Readonly<Record<string, unknown>>,
): Promise<Correction> {
  const { formType } = submission;
  const row = await context.db
    .selectFrom("submissions")
    .select("data")
    .where("id", "=", submission.id)
    .executeTakeFirst();
  if (!row || !isFormType(formType)) return { status: "conflict" };
  const stored = dataOf(row.data);
  const fields = correctableFields[formType];
  const merged = { ...stored };
  for (const field of fields) if (typeof posted[field] === "string") merged[field] = posted[field];
  const parsed = formSubmissionSchemas.en.safeParse({ formType, data: merged });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[1] ?? "");
      if (fields.includes(field)) errors[field] ??= issue.message;
    }
    return Object.keys(errors).length > 0 ? { status: "invalid", errors } : { status: "conflict" };
  }
  const corrected = parsed.data.data as Record<string, unknown>;
  const changed = fields.filter(
    (field) => JSON.stringify(corrected[field]) !== JSON.stringify(stored[field]),
  );
  if (changed.length === 0) return { status: "unchanged" };
  const result = await context.db
    .updateTable("submissions")
    .set({ data: JSON.stringify(corrected) })
    .where("id", "=", submission.id)
    .where("data", "=", row.data)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { status: "conflict" };
  await recordAudit(
    context.db,
    context.actor,
    "submission.correct",
    `${submission.reference} (${changed.join(", ")})`,
    context.now,
  );
  return { status: "corrected", fields: changed };
}
