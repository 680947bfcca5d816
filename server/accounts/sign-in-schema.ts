import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { addEmailJobSendingColumns, emailJobColumns } from "../db/email-job-columns.ts";
import { rebuildSqliteTable } from "../db/rebuild-sqlite-table.ts";

/*
 * "0009-staff-sign-in-secrets" (decision 024): a sign-in link is an email job like any other, and
 * session tokens are stored only as hashes.
 * - email_jobs gains staff_user_id (the account a sign-in link goes to; deleting the account deletes
 *   its jobs) and link_origin (where the link points). The job holds no token: the worker draws one
 *   when it sends the email. Exactly one of submission, payment and staff account owns each job.
 * - Every session is deleted: their tokens were stored in clear, and a session now is found by its
 *   token's hash (server/accounts/session-tokens.ts), so none of them would work anyway. Staff sign in
 *   again once.
 */

const emailKinds = sql`kind in ('notification', 'acknowledgement', 'receipt', 'sign_in')`;
const emailStatuses = sql`status in ('pending', 'sending', 'sent', 'written', 'failed')`;
const isSet = (column: string) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`;
const emailOwner = sql`${isSet("submission_id")} + ${isSet("payment_id")} + ${isSet("staff_user_id")} = 1`;
const signInJob = sql`(kind = 'sign_in') = (staff_user_id is not null) and (staff_user_id is null) = (link_origin is null)`;

export const sendSignInLinksThroughOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await rebuildSqliteTable(
        db,
        "email_jobs",
        (table) =>
          addEmailJobSendingColumns(
            table
              .addColumn("id", "text", (column) => column.primaryKey())
              .addColumn("submission_id", "text", (column) =>
                column.references("submissions.id").onDelete("cascade"),
              )
              .addColumn("payment_id", "text", (column) =>
                column.references("payments.id").onDelete("cascade"),
              ),
          )
            .addColumn("staff_user_id", "text", (column) =>
              column.references("staff_users.id").onDelete("cascade"),
            )
            .addColumn("link_origin", "text")
            .addCheckConstraint("email_jobs_kind_check", emailKinds)
            .addCheckConstraint("email_jobs_status_check", emailStatuses)
            .addCheckConstraint("email_jobs_owner_check", emailOwner)
            .addCheckConstraint("email_jobs_sign_in_check", signInJob),
        [...emailJobColumns, "payment_id"],
      );
    } else {
      await sql`alter table email_jobs add column staff_user_id text references staff_users (id) on delete cascade`.execute(
        db,
      );
      await sql`alter table email_jobs add column link_origin text`.execute(db);
      for (const [name, check] of [
        ["email_jobs_kind_check", emailKinds],
        ["email_jobs_owner_check", emailOwner],
      ] as const) {
        await sql`alter table email_jobs drop constraint ${sql.id(name)}`.execute(db);
        await sql`alter table email_jobs add constraint ${sql.id(name)} check (${check})`.execute(db);
      }
      await sql`alter table email_jobs add constraint email_jobs_sign_in_check check (${signInJob})`.execute(
        db,
      );
    }
    await db.schema
      .createIndex("email_jobs_staff_user_id")
      .on("email_jobs")
      .column("staff_user_id")
      .execute();
    await sql`delete from staff_sessions`.execute(db);
  },
};
