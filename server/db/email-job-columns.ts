import type { CreateTableBuilder } from "kysely";

/*
 * email_jobs as its first release made it. SQLite's table rebuilds (migrations 0002 and 0004) make
 * the table again with these columns and copy them over; what a migration changes is added around
 * them. Shipped migrations build with this, so it must never change.
 */

/** The columns email_jobs had from the first release, which its SQLite rebuilds copy. */
export const emailJobColumns = [
  "id",
  "submission_id",
  "kind",
  "status",
  "attempts",
  "next_attempt_at",
  "locked_until",
  "last_error",
  "created_at",
  "sent_at",
] as const;

/** The columns of a job's sending, after its id and owner. */
export function addEmailJobSendingColumns<Table extends string>(table: CreateTableBuilder<Table>) {
  return table
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text");
}
