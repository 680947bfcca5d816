import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";
import { indiaTime } from "../../server/india-time.ts";
import { readRow, recordOf } from "../../server/submissions/filters.ts";

/** `show <id or reference>`: everything stored about one submission, as JSON; null when unknown. */
export async function showSubmission(db: Kysely<Database>, idOrReference: string): Promise<string | null> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where((where) =>
      where.or([where("id", "=", idOrReference), where("reference", "=", idOrReference.toUpperCase())]),
    )
    .executeTakeFirst();
  if (!row) return null;
  const emails = await db
    .selectFrom("email_jobs")
    .select(["kind", "status", "attempts", "next_attempt_at", "sent_at", "last_error"])
    .where("submission_id", "=", row.id)
    .orderBy("kind")
    .execute();
  const read = readRow(row);
  const shown = {
    ...recordOf(row),
    createdIst: indiaTime(row.created_at),
    userAgent: row.user_agent,
    // A damaged row is still shown, as stored, with what is wrong with it.
    ...(read.status === "ok" ? { data: read.data } : { problem: read.reason, storedData: row.data }),
    emails: emails.map((email) => ({ ...email, attempts: Number(email.attempts) })),
  };
  return `${JSON.stringify(shown, null, 2)}\n`;
}
