import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffDatabase } from "./database.ts";

/** Who acted: a signed-in staff member, or the command line (`npm run staff`). */
export type Actor = { id: string | null; email: string };

export const commandLine: Actor = { id: null, email: "command line" };

/** One audit line: the staff area's action name and its subject (a reference, never a form's contents). */
export type AuditLine = { action: string; subject: string | null };

/**
 * One line in the audit log: who, what, when, and which record (a reference or an account's
 * address). Never the contents of a form or a note.
 */
export async function recordAudit(
  db: Kysely<StaffDatabase>,
  actor: Actor,
  action: string,
  subject: string | null,
  now: Date = new Date(),
) {
  await db
    .insertInto("staff_audit_log")
    .values({
      id: randomUUID(),
      staff_user_id: actor.id,
      staff_email: actor.email,
      action,
      subject,
      created_at: now.toISOString(),
    })
    .execute();
}
