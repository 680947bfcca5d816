import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { indiaTime } from "../india-time.ts";

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;

/** What a purge would delete; counted before anything is deleted, so staff can read it first. */
export type PurgePlan = {
  /** ISO-8601 UTC, on a whole minute so that the IST time shown is the exact bound. */
  cutOff: string;
  days: number;
  submissions: number;
  perForm: { formType: string; count: number }[];
  emails: number;
};

export async function planPurge(db: Kysely<Database>, days: number, now: Date): Promise<PurgePlan> {
  const cutOffMs = Math.floor((now.getTime() - days * dayMs) / minuteMs) * minuteMs;
  const cutOff = new Date(cutOffMs).toISOString();
  const perForm = await db
    .selectFrom("submissions")
    .select((select) => ["form_type", select.fn.countAll<number | string>().as("count")])
    .where("created_at", "<", cutOff)
    .groupBy("form_type")
    .orderBy("form_type")
    .execute();
  const emails = await db
    .selectFrom("email_jobs")
    .select((select) => select.fn.countAll<number | string>().as("count"))
    .where("submission_id", "in", (query) =>
      query.selectFrom("submissions").select("id").where("created_at", "<", cutOff),
    )
    .executeTakeFirstOrThrow();
  const counted = perForm.map((row) => ({ formType: row.form_type, count: Number(row.count) }));
  return {
    cutOff,
    days,
    submissions: counted.reduce((sum, row) => sum + row.count, 0),
    perForm: counted,
    emails: Number(emails.count),
  };
}

/** One paragraph naming what goes: how many, of which forms, older than when. */
export function describePlan(plan: PurgePlan): string {
  const before = `created before ${indiaTime(plan.cutOff)} (more than ${plan.days} day(s) ago)`;
  if (plan.submissions === 0) return `No submission was ${before}: nothing to delete.\n`;
  const forms = plan.perForm.map((row) => `${row.count} ${row.formType}`).join(", ");
  return (
    `This deletes ${plan.submissions} submission(s) ${before}: ${forms}; ` +
    `with their ${plan.emails} email record(s). This cannot be undone.\n`
  );
}

/**
 * Deletes what the plan counted: submissions created before its cut-off, their email jobs with
 * them (in one transaction), and rate-limit counters as old. Returns the count actually deleted,
 * which differs from the plan only if someone else purged in between.
 */
export async function purgeSubmissions(db: Kysely<Database>, plan: PurgePlan): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const old = transaction.selectFrom("submissions").select("id").where("created_at", "<", plan.cutOff);
    await transaction.deleteFrom("email_jobs").where("submission_id", "in", old).execute();
    await transaction.deleteFrom("rate_limit_hits").where("window_start", "<", plan.cutOff).execute();
    const result = await transaction
      .deleteFrom("submissions")
      .where("created_at", "<", plan.cutOff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
