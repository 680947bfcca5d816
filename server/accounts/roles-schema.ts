import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { roles } from "./roles.ts";

/*
 * "0022-staff-roles" (decision 042): each account has one role. Accounts from before become
 * administrators, who could do everything then and still can, so nobody is locked out by the upgrade.
 */
export const addStaffRoles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("staff_users")
      .addColumn("role", "text", (column) =>
        column
          .notNull()
          .defaultTo("administrator")
          .check(sql`role in (${sql.join(roles.map((role) => sql.lit(role)))})`),
      )
      .execute();
  },
};
