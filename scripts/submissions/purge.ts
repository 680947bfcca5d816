import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `purge --older-than <days>`: data retention. Deletes submissions created before the cut-off,
 * their email jobs with them (in one transaction), and rate-limit counters as old.
 */
export async function purgeSubmissions(
  db: Kysely<Database>,
  olderThanDays: number,
  now: Date,
): Promise<string> {
  const cutOff = new Date(now.getTime() - olderThanDays * dayMs).toISOString();
  const deleted = await db.transaction().execute(async (transaction) => {
    const old = transaction.selectFrom("submissions").select("id").where("created_at", "<", cutOff);
    await transaction.deleteFrom("email_jobs").where("submission_id", "in", old).execute();
    await transaction.deleteFrom("rate_limit_hits").where("window_start", "<", cutOff).execute();
    const result = await transaction
      .deleteFrom("submissions")
      .where("created_at", "<", cutOff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  return `Deleted ${deleted} submission(s) created before ${cutOff}.\n`;
}
