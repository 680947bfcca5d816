import type { Kysely } from "kysely";
import type { Database } from "../../server/db/database.ts";
import { indiaTime } from "../../server/india-time.ts";
import { describePlan, planPurge, purgeSubmissions } from "../../server/submissions/purge.ts";
import type { AuditLine } from "../../server/accounts/audit.ts";
import { type AskTyped, refusalUnlessConfirmed } from "./confirm.ts";

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
