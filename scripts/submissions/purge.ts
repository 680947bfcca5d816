import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";
import { indiaTime } from "../../server/india-time.ts";
import type { AuditLine } from "../command-line.ts";
import { type AskTyped, refusalUnlessConfirmed } from "./confirm.ts";

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;
/** A century: more than any retention rule needs, and a cut-off every date type can hold. */
const maxDays = 36_500;

export type DaysResult = { status: "ok"; days: number } | { status: "error"; error: string };

/**
 * `--older-than` exactly as typed. Only a whole number of days from 1 up is accepted: an empty
 * value, 0, a negative or a fraction would otherwise reach everything (0 days old is every row).
 */
export function parseOlderThan(value: string | undefined): DaysResult {
  const error = `purge needs --older-than <days>, a whole number of days from 1 to ${maxDays}`;
  if (value === undefined) return { status: "error", error: `${error}.` };
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > maxDays)
    return { status: "error", error: `${error}; "${value}" is not one.` };
  return { status: "ok", days: Number(value) };
}

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

export type PurgeOptions = { days: number; dryRun: boolean; yes: boolean };

export type PurgeOutcome =
  { status: "done"; output: string; audit?: AuditLine } | { status: "refused"; error: string };

/**
 * `purge`: states what it will delete, then deletes only when confirmed by --yes or by typing the
 * count on a terminal; --dry-run stops after the statement.
 */
export async function purgeCommand(
  db: Kysely<Database>,
  options: PurgeOptions,
  now: Date,
  ask: AskTyped,
): Promise<PurgeOutcome> {
  const plan = await planPurge(db, options.days, now);
  const statement = describePlan(plan);
  if (plan.submissions === 0) return { status: "done", output: statement };
  if (options.dryRun) return { status: "done", output: `${statement}Dry run: nothing was deleted.\n` };
  const refusal = await refusalUnlessConfirmed({
    yes: options.yes,
    ask,
    said: statement,
    expected: `delete ${plan.submissions}`,
    nothingDone: "Nothing was deleted",
  });
  if (refusal) return { status: "refused", error: refusal };
  const deleted = await purgeSubmissions(db, plan);
  return {
    status: "done",
    output: `${options.yes ? statement : ""}Deleted ${deleted} submission(s) created before ${indiaTime(plan.cutOff)}.\n`,
    // The staff area cannot purge; a deletion this wide is audited as an erasure is (decision 022).
    audit: { action: "submissions.purge", subject: `${deleted} submissions older than ${plan.days} day(s)` },
  };
}
