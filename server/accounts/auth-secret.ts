import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { type Actor, recordAudit } from "./audit.ts";
import { withStaffTables } from "./database.ts";

/*
 * The key that signs session cookies: drawn once and kept in the settings table, so that every
 * instance shares it and restarts keep staff signed in. It is not what keeps a copy of the
 * database from signing anyone in: the sessions table holds only hashes of the tokens
 * (session-tokens.ts), and a signature over a token nobody has is worth nothing (decision 024).
 */

const settingName = "staff_auth_secret";
const newSecret = () => randomBytes(32).toString("base64url");

export async function loadStaffAuthSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("settings")
    .values({ name: settingName, value: newSecret() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", settingName)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * `npm run staff -- rotate-secret`: a new signing key, and every session and unused sign-in link
 * ended in the same transaction, so nobody stays signed in on the old key. Running servers keep
 * the key they loaded until they restart; with every session gone that only means staff who sign
 * in before the restart do so once more after it.
 */
export async function rotateStaffAuthSecret(
  db: Kysely<Database>,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ sessions: number }> {
  const staffDb = withStaffTables(db);
  const sessions = await staffDb.transaction().execute(async (transaction) => {
    await transaction
      .insertInto("settings")
      .values({ name: settingName, value: newSecret() })
      .onConflict((conflict) =>
        conflict.column("name").doUpdateSet((update) => ({ value: update.ref("excluded.value") })),
      )
      .execute();
    await transaction.deleteFrom("staff_verifications").execute();
    const ended = await transaction.deleteFrom("staff_sessions").executeTakeFirst();
    return Number(ended.numDeletedRows);
  });
  await recordAudit(staffDb, actor, "auth.rotate_secret", null, now);
  return { sessions };
}
