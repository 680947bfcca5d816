import { randomUUID } from "node:crypto";
import { type Kysely, SqliteAdapter, sql } from "kysely";
import { z } from "zod";
import { type Actor, recordAudit } from "./audit.ts";
import type { StaffDatabase } from "./database.ts";
import { isRole, type Role, roleLabels, roles } from "./roles.ts";

/*
 * Staff accounts: added, listed, given a role and removed from the command line (scripts/staff.ts)
 * or by an administrator in the staff area (/staff/accounts); nobody can sign up. Removing an
 * account ends its sessions at once; a role change counts from the account's next request, since
 * the staff area reads the role with every request. There is always an administrator left.
 */

export type AccountResult = { status: "ok"; message: string } | { status: "error"; error: string };

const newAccountSchema = z.object({
  email: z.email("Enter an email address such as name@example.org.").trim().toLowerCase(),
  name: z
    .string()
    .trim()
    .min(1, "Enter the person's name.")
    .max(200, "The name is longer than 200 characters."),
  role: z.enum(roles, `a role is one of: ${roles.join(", ")}`).default("administrator"),
});

const lastAdministrator =
  "This is the last administrator: make another account an administrator first, so that someone can still manage accounts.";

/** Without a role, an account is an administrator, as every account was before roles. */
export async function addAccount(
  db: Kysely<StaffDatabase>,
  input: { email: string; name: string | undefined; role?: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<AccountResult & { id?: string }> {
  const parsed = newAccountSchema.safeParse(input);
  if (!parsed.success)
    return { status: "error", error: parsed.error.issues.map((i) => i.message).join("; ") };
  const { email, name, role } = parsed.data;
  const at = now.toISOString();
  const inserted = await db
    .insertInto("staff_users")
    .values({
      id: randomUUID(),
      name,
      email,
      email_verified: 1,
      image: null,
      role,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { status: "error", error: `There is already an account for ${email}.` };
  await recordAudit(db, actor, "account.add", `${email} (${role})`, now);
  return {
    status: "ok",
    id: inserted.id,
    message: `Added ${name} <${email}> as ${roleLabels[role].toLowerCase()}. They sign in at /staff with this address.\n`,
  };
}

/** One account by its id (the staff pages name accounts by id, never by address in a URL). */
export const accountById = (db: Kysely<StaffDatabase>, id: string) =>
  db
    .selectFrom("staff_users")
    .select(["id", "name", "email", "role"])
    .where("id", "=", id)
    .executeTakeFirst();

/** Every account with its role, open sessions, passkeys and last sign-in (from the audit log). */
export async function listAccounts(db: Kysely<StaffDatabase>) {
  const rows = await db
    .selectFrom("staff_users")
    .leftJoin("staff_sessions", "staff_sessions.user_id", "staff_users.id")
    .select((select) => [
      "staff_users.id",
      "staff_users.email",
      "staff_users.name",
      "staff_users.role",
      "staff_users.created_at",
      select.fn.count<number | string>("staff_sessions.id").as("sessions"),
      select
        .selectFrom("staff_audit_log")
        .select((inner) => inner.fn.max("staff_audit_log.created_at").as("at"))
        .whereRef("staff_audit_log.staff_user_id", "=", "staff_users.id")
        .where("staff_audit_log.action", "=", "sign_in")
        .as("last_sign_in"),
      select
        .selectFrom("staff_passkeys")
        .select((inner) => inner.fn.countAll<number | string>().as("count"))
        .whereRef("staff_passkeys.user_id", "=", "staff_users.id")
        .as("passkeys"),
    ])
    .groupBy([
      "staff_users.id",
      "staff_users.email",
      "staff_users.name",
      "staff_users.role",
      "staff_users.created_at",
    ])
    .orderBy("staff_users.email")
    .execute();
  return rows.map((row) => ({
    ...row,
    sessions: Number(row.sessions),
    passkeys: Number(row.passkeys ?? 0),
    last_sign_in: row.last_sign_in ?? null,
  }));
}

export type AccountLine = Awaited<ReturnType<typeof listAccounts>>[number];

/** An account's role, read with every request so that a change counts from the next one. */
export async function roleOf(db: Kysely<StaffDatabase>, id: string): Promise<Role | undefined> {
  const row = await db.selectFrom("staff_users").select("role").where("id", "=", id).executeTakeFirst();
  return row && isRole(row.role) ? row.role : undefined;
}

/**
 * Runs a change to one account that must leave an administrator: the statement given runs only
 * where `keepsAnAdministrator` holds. SQLite runs one statement at a time; on PostgreSQL the
 * administrators' rows are locked first, so two administrators demoting each other at the same
 * moment cannot both succeed (the second one's count sees the first one's change).
 */
async function leavingAnAdministrator<T>(
  db: Kysely<StaffDatabase>,
  change: (transaction: Kysely<StaffDatabase>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (transaction) => {
    if (!(transaction.getExecutor().adapter instanceof SqliteAdapter))
      await transaction
        .selectFrom("staff_users")
        .select("id")
        .where("role", "=", "administrator")
        .forUpdate()
        .execute();
    return change(transaction);
  });
}

/** Holds for an account that is not an administrator, or is one of several. */
const keepsAnAdministrator = sql<boolean>`(role <> 'administrator' or (select count(*) from staff_users where role = 'administrator') > 1)`;

export async function changeRole(
  db: Kysely<StaffDatabase>,
  input: { email: string; role: string },
  actor: Actor,
  now: Date = new Date(),
): Promise<
  | { status: "ok"; message: string; changed: boolean }
  | { status: "error"; reason: "no-such-role" | "no-account" | "last-administrator"; error: string }
> {
  const address = input.email.trim().toLowerCase();
  if (!isRole(input.role))
    return { status: "error", reason: "no-such-role", error: `A role is one of: ${roles.join(", ")}.` };
  const role = input.role;
  const result = await leavingAnAdministrator(db, async (transaction) => {
    const account = await transaction
      .selectFrom("staff_users")
      .select(["id", "role"])
      .where("email", "=", address)
      .executeTakeFirst();
    if (!account) return { outcome: "unknown" as const };
    if (account.role === role) return { outcome: "unchanged" as const };
    const changed = await transaction
      .updateTable("staff_users")
      .set({ role, updated_at: now.toISOString() })
      .where("id", "=", account.id)
      .where(role === "administrator" ? sql<boolean>`true` : keepsAnAdministrator)
      .executeTakeFirst();
    return {
      outcome: changed.numUpdatedRows > 0n ? ("changed" as const) : ("last" as const),
      from: account.role,
    };
  });
  if (result.outcome === "unknown")
    return { status: "error", reason: "no-account", error: `There is no account for ${address}.` };
  if (result.outcome === "last")
    return { status: "error", reason: "last-administrator", error: lastAdministrator };
  if (result.outcome === "unchanged")
    return {
      status: "ok",
      changed: false,
      message: `${address} is already ${roleLabels[role].toLowerCase()}.\n`,
    };
  // The role it had too: an administrator reading the log sees what was taken away as well as given.
  await recordAudit(db, actor, "account.role", `${address} (${result.from} → ${role})`, now);
  return {
    status: "ok",
    changed: true,
    message: `${address} is now ${roleLabels[role].toLowerCase()}, from their next page.\n`,
  };
}

export async function removeAccount(
  db: Kysely<StaffDatabase>,
  email: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<AccountResult> {
  const address = email.trim().toLowerCase();
  const outcome = await leavingAnAdministrator(db, async (transaction) => {
    const account = await transaction
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", address)
      .executeTakeFirst();
    if (!account) return "unknown" as const;
    const removed = await transaction
      .deleteFrom("staff_users")
      .where("id", "=", account.id)
      .where(keepsAnAdministrator)
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) return "last" as const;
    // The sessions and passkeys go with the account (foreign keys cascade too; this does not rely
    // on them): a removed person's passkey signs nobody in.
    await transaction.deleteFrom("staff_sessions").where("user_id", "=", account.id).execute();
    await transaction.deleteFrom("staff_passkeys").where("user_id", "=", account.id).execute();
    return "removed" as const;
  });
  if (outcome === "unknown") return { status: "error", error: `There is no account for ${address}.` };
  if (outcome === "last") return { status: "error", error: lastAdministrator };
  await recordAudit(db, actor, "account.remove", address, now);
  return { status: "ok", message: `Removed ${address}; their sessions have ended.\n` };
}
