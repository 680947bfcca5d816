import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { StaffDatabase } from "../accounts/database.ts";

/*
 * Where the office's work on a submission stands. Spam is the submission's own status (the form
 * function decides it, staff may change it); the rest is staff's, kept in submission_reviews:
 * new until someone starts, in progress while they work (a note alone starts it), handled when
 * done. One vocabulary for the inbox, each page and the exports.
 */

export const progressStates = ["new", "in_progress", "handled"] as const;
export type Progress = (typeof progressStates)[number];
export type SubmissionState = Progress | "spam";

export const isProgress = (value: unknown): value is Progress =>
  progressStates.some((state) => state === value);

/** A stored pair (submissions.status, submission_reviews.progress) as one state. */
export function stateOf(status: string, progress: string | null | undefined): SubmissionState {
  if (status === "spam") return "spam";
  return isProgress(progress) ? progress : "new";
}

/** The words staff read for a state, the same on every page and in every export. */
export const stateLabels: Record<SubmissionState, string> = {
  new: "New",
  in_progress: "In progress",
  handled: "Handled",
  spam: "Spam",
};

/**
 * A received submission's progress as a condition: EXISTS over its review, which both databases
 * run as a probe per row in date order (a filter on a left join's column made PostgreSQL join
 * every row first). A submission without a review is new.
 */
export function progressIs(where: ExpressionBuilder<StaffDatabase, "submissions">, progress: Progress) {
  const reviewed = (states: readonly Progress[]) =>
    where.exists(
      where
        .selectFrom("submission_reviews as review")
        .select("review.submission_id")
        .whereRef("review.submission_id", "=", "submissions.id")
        .where("review.progress", "in", states),
    );
  return progress === "new" ? where.not(reviewed(["in_progress", "handled"])) : reviewed([progress]);
}

/**
 * "0011-submission-progress": the review's state as one column, so that "in progress" can be told
 * apart from "new"; reviews already marked handled read as handled.
 */
export const addSubmissionProgress: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("submission_reviews")
      .addColumn("progress", "text", (column) =>
        column
          .notNull()
          .defaultTo("new")
          .check(sql`progress in ('new', 'in_progress', 'handled')`),
      )
      .execute();
    await sql`update submission_reviews set progress = 'handled' where handled_at is not null`.execute(db);
    await sql`update submission_reviews set progress = 'in_progress' where handled_at is null and note <> ''`.execute(
      db,
    );
  },
};
