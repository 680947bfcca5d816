import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { type Actor, recordAudit } from "./audit.ts";
import type { StaffDatabase } from "./database.ts";

/*
 * Staff accounts: created, listed and removed only from the command line (scripts/staff.ts), so
 * nobody can sign up through the web. Removing an account ends its sessions at once.
 */

export type AccountResult = { status: "ok"; message: string } | { status: "error"; error: string };

const newAccountSchema = z.object({
  email: z.email("expected an email address such as name@example.org").trim().toLowerCase(),
  name: z.string().trim().min(1, "give the person's name with --name").max(200),
});

export async function addAccount(
  db: Kysely<StaffDatabase>,
  input: { email: string; name: string | undefined },
  actor: Actor,
  now: Date = new Date(),
): Promise<AccountResult> {
  const parsed = newAccountSchema.safeParse(input);
  if (!parsed.success)
    return { status: "error", error: parsed.error.issues.map((i) => i.message).join("; ") };
  const { email, name } = parsed.data;
  const at = now.toISOString();
  const inserted = await db
    .insertInto("staff_users")
    .values({ id: randomUUID(), name, email, email_verified: 1, image: null, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { status: "error", error: `There is already an account for ${email}.` };
  await recordAudit(db, actor, "account.add", email, now);
  return { status: "ok", message: `Added ${name} <${email}>. They sign in at /staff with this address.\n` };
}

export async function listAccounts(db: Kysely<StaffDatabase>) {
  return db
    .selectFrom("staff_users")
    .leftJoin("staff_sessions", "staff_sessions.user_id", "staff_users.id")
    .select((select) => [
      "staff_users.email",
      "staff_users.name",
      "staff_users.created_at",
      select.fn.count<number | string>("staff_sessions.id").as("sessions"),
    ])
    .groupBy(["staff_users.id", "staff_users.email", "staff_users.name", "staff_users.created_at"])
    .orderBy("staff_users.email")
    .execute();
}

export async function removeAccount(
  db: Kysely<StaffDatabase>,
  email: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<AccountResult> {
  const address = email.trim().toLowerCase();
  const removed = await db.transaction().execute(async (transaction) => {
    const account = await transaction
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", address)
      .executeTakeFirst();
    if (!account) return false;
    await transaction.deleteFrom("staff_sessions").where("user_id", "=", account.id).execute();
    await transaction.deleteFrom("staff_users").where("id", "=", account.id).execute();
    return true;
  });
  if (!removed) return { status: "error", error: `There is no account for ${address}.` };
  await recordAudit(db, actor, "account.remove", address, now);
  return { status: "ok", message: `Removed ${address}; their sessions have ended.\n` };
}
