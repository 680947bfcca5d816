import type { ExpressionBuilder, Kysely } from "kysely";
import { type RetentionPeriod, startOfPeriodBefore } from "#app/utils/retention-period.ts";
import type { Database } from "../db/database.ts";
import type { Env } from "../env.ts";
import { deleteEmailFiles } from "./mail-files.ts";
import { istOffsetMs } from "../india-time.ts";

/*
 * Retention that runs itself: each kind of submission is deleted, with its email records and
 * email files, once it is older than its period. Periods come from the environment (RETENTION_*),
 * with the defaults the privacy notice states (app/content/retention.ts). Why these periods:
 * docs/decisions/016-retention-and-requests-about-a-person.md.
 */

export type RetentionPolicy = {
  contact: RetentionPeriod;
  volunteer: RetentionPeriod;
  internship: RetentionPeriod;
  spam: RetentionPeriod;
  donationYearsAfterAssessmentYear: number;
};

type RetentionEnv = Pick<
  Env,
  | "RETENTION_CONTACT"
  | "RETENTION_VOLUNTEER"
  | "RETENTION_INTERNSHIP"
  | "RETENTION_SPAM"
  | "RETENTION_DONATION_YEARS"
>;

export function retentionPolicy(env: RetentionEnv): RetentionPolicy {
  return {
    contact: env.RETENTION_CONTACT,
    volunteer: env.RETENTION_VOLUNTEER,
    internship: env.RETENTION_INTERNSHIP,
    spam: env.RETENTION_SPAM,
    donationYearsAfterAssessmentYear: env.RETENTION_DONATION_YEARS,
  };
}

/** The year in which the financial year (1 April to 31 March, India time) holding `at` began. */
function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + istOffsetMs);
  return india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
}

/** 1 April of `year`, 00:00 India time. */
function financialYearStart(year: number): Date {
  return new Date(Date.UTC(year, 3, 1) - istOffsetMs);
}

/**
 * When a donation record may go: the financial year of the donation is assessed in the next one,
 * and the record is kept for `years` whole years after that assessment year ends. A donation on
 * 23 November 2026 (financial year 2026-27, assessment year 2027-28) is kept, with 10 years,
 * until 31 March 2038 and may go from 1 April 2038. The Income-tax Act, 2025 has no assessment
 * year; the same count (the year after the tax year, then `years`) goes on for its donations, so
 * nothing is deleted sooner than the 1962 Rules kept it (decision 037).
 */
export function donationKeptUntil(createdAt: Date, years: number): Date {
  return financialYearStart(financialYearOf(createdAt) + 2 + years);
}

export type RetentionKind = "donation" | "contact" | "volunteer" | "internship" | "spam";
export const retentionKinds: readonly RetentionKind[] = [
  "donation",
  "contact",
  "volunteer",
  "internship",
  "spam",
];

/** For each kind, the moment before which a submission of that kind is past its period (ISO UTC). */
export function retentionCutOffs(policy: RetentionPolicy, now: Date): Record<RetentionKind, string> {
  // Donations of a financial year before this one's last `years + 1` have reached donationKeptUntil.
  const donation = financialYearStart(financialYearOf(now) - 1 - policy.donationYearsAfterAssessmentYear);
  return {
    donation: donation.toISOString(),
    contact: startOfPeriodBefore(now, policy.contact).toISOString(),
    volunteer: startOfPeriodBefore(now, policy.volunteer).toISOString(),
    internship: startOfPeriodBefore(now, policy.internship).toISOString(),
    spam: startOfPeriodBefore(now, policy.spam).toISOString(),
  };
}

function pastTheirPeriod(cutOffs: Record<RetentionKind, string>) {
  return (eb: ExpressionBuilder<Database, "submissions">) =>
    eb.or([
      eb.and([eb("status", "=", "spam"), eb("created_at", "<", cutOffs.spam)]),
      ...(["donation", "contact", "volunteer", "internship"] as const).map((formType) =>
        eb.and([
          eb("status", "=", "received"),
          eb("form_type", "=", formType),
          eb("created_at", "<", cutOffs[formType]),
        ]),
      ),
    ]);
}

export type RetentionResult = { deleted: Record<RetentionKind, number>; emailFiles: number };

/**
 * Deletes every submission past its period, with its email records (one transaction) and then
 * its email files in `mailDirectory`. Returns counts only: what is deleted is not for the log.
 */
export async function applyRetention(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  now: Date,
  mailDirectory: string,
): Promise<RetentionResult> {
  const expired = pastTheirPeriod(retentionCutOffs(policy, now));
  const gone = await db.transaction().execute(async (transaction) => {
    const rows = await transaction
      .selectFrom("submissions")
      .select(["id", "reference", "form_type", "status"])
      .where(expired)
      .execute();
    if (rows.length === 0) return rows;
    const ids = transaction.selectFrom("submissions").select("id").where(expired);
    await transaction.deleteFrom("email_jobs").where("submission_id", "in", ids).execute();
    await transaction.deleteFrom("submissions").where(expired).execute();
    return rows;
  });
  const deleted: Record<RetentionKind, number> = {
    donation: 0,
    contact: 0,
    volunteer: 0,
    internship: 0,
    spam: 0,
  };
  for (const row of gone) {
    const kind = row.status === "spam" ? "spam" : retentionKinds.find((known) => known === row.form_type);
    if (kind) deleted[kind] += 1;
  }
  const emailFiles = await deleteEmailFiles(
    mailDirectory,
    gone.map((row) => row.reference),
  );
  return { deleted, emailFiles };
}
