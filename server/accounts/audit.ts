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

/** The audit log's filter in the staff area: who (an account's id, or "cli"), which action, IST dates. */
export type AuditFilter = { who?: string; action?: string; from?: Date; to?: Date };
export type AuditCursor = { createdAt: string; id: string };

export const auditPageSize = 50;

/** One page of the audit log, newest first, paged by the last line shown (a keyset, like the inbox). */
export async function auditPage(db: Kysely<StaffDatabase>, filter: AuditFilter, after?: AuditCursor) {
  let query = db
    .selectFrom("staff_audit_log")
    .select(["id", "staff_user_id", "staff_email", "action", "subject", "created_at"]);
  if (filter.who === "cli") query = query.where("staff_user_id", "is", null);
  else if (filter.who) query = query.where("staff_user_id", "=", filter.who);
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.from) query = query.where("created_at", ">=", filter.from.toISOString());
  if (filter.to) query = query.where("created_at", "<", filter.to.toISOString());
  if (after)
    query = query.where((where) =>
      where.or([
        where("created_at", "<", after.createdAt),
        where.and([where("created_at", "=", after.createdAt), where("id", "<", after.id)]),
      ]),
    );
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(auditPageSize + 1)
    .execute();
  const lines = rows.slice(0, auditPageSize);
  const last = lines.at(-1);
  return {
    lines,
    next: rows.length > auditPageSize && last ? { createdAt: last.created_at, id: last.id } : undefined,
  };
}

/** What the filter offers: everyone who appears in the log, and every action written. */
export async function auditChoices(db: Kysely<StaffDatabase>) {
  const people = await db
    .selectFrom("staff_audit_log")
    .select(["staff_user_id", "staff_email"])
    .distinct()
    .orderBy("staff_email")
    .execute();
  const actions = await db
    .selectFrom("staff_audit_log")
    .select("action")
    .distinct()
    .orderBy("action")
    .execute();
  const who = new Map<string, string>();
  for (const person of people) who.set(person.staff_user_id ?? "cli", person.staff_email);
  return {
    who: [...who].map(([value, label]) => ({ value, label })),
    actions: actions.map((row) => row.action),
  };
}
