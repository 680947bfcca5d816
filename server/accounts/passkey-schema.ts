import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/*
 * "0023-staff-passkeys" (decision 046): the passkeys staff add to their accounts, in better-auth's
 * passkey plugin's table with snake_case columns (mapped in server/accounts/auth.ts). A row holds a
 * credential's public key and its signature counter, nothing that signs anyone in. `last_used_at`
 * is the staff area's own: the plugin keeps no time of use. Removing an account removes its
 * passkeys (accounts.ts deletes them itself; the foreign key cascades as well).
 */

export type StaffPasskeysTable = {
  id: string;
  /** What the person called it ("Office computer"); the plugin allows none. */
  name: string | null;
  /** The credential's COSE public key, base64. */
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: number;
  transports: string | null;
  aaguid: string | null;
  created_at: string | null;
  last_used_at: string | null;
};

export const createStaffPasskeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_passkeys")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text")
      .addColumn("public_key", "text", (column) => column.notNull())
      .addColumn("user_id", "text", (column) =>
        column.notNull().references("staff_users.id").onDelete("cascade"),
      )
      .addColumn("credential_id", "text", (column) => column.notNull().unique())
      .addColumn("counter", "integer", (column) => column.notNull())
      .addColumn("device_type", "text", (column) => column.notNull())
      .addColumn("backed_up", "integer", (column) => column.notNull())
      .addColumn("transports", "text")
      .addColumn("aaguid", "text")
      .addColumn("created_at", "text")
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema
      .createIndex("staff_passkeys_user_id_idx")
      .on("staff_passkeys")
      .column("user_id")
      .execute();
  },
};
