import { createHash, randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import type { SignInMail } from "../mail/outbox.ts";
import { mintSignInToken, signInLinkMinutes, type StaffAuth } from "./auth.ts";
import type { StaffDatabase } from "./database.ts";
import { isRole } from "./roles.ts";
import { signInEmail } from "./staff-emails.ts";

/*
 * The sign-in link goes through the outbox like every other email (decision 024). Asking for one
 * queues a job for the account with that address, and for an unknown address the very same
 * statement queues nothing: the answer takes the same path and time either way, and a mail server
 * that is slow or down shows only in the log and /api/health. The job holds the account and where
 * the link points, never a token: the outbox worker draws the token when it sends the email, so no
 * usable link waits in the database.
 */

/** Queues a sign-in email for the account with this (lower-cased) address, if there is one. */
export async function queueSignInEmail(
  db: Kysely<StaffDatabase>,
  request: { email: string; origin: string; at: Date },
): Promise<void> {
  const at = request.at.toISOString();
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  await db
    .insertInto("email_jobs")
    .columns(["id", "staff_user_id", "link_origin", "kind", "status", "next_attempt_at", "created_at"])
    .expression(
      db
        .selectFrom("staff_users")
        .select([
          text(randomUUID()).as("id"),
          "id as staff_user_id",
          text(request.origin).as("link_origin"),
          text("sign_in").as("kind"),
          text("pending").as("status"),
          text(at).as("next_attempt_at"),
          text(at).as("created_at"),
        ])
        .where("email", "=", request.email),
    )
    .execute();
}

/**
 * Names the email's .eml file and Message-ID after the token without revealing it, so that the
 * file of a link that has been used can be found and deleted (deleteSignInEmailFile).
 */
function signInEmailKey(token: string): string {
  return `staff-sign-in-${createHash("sha256").update(`email-file:${token}`).digest("base64url").slice(0, 24)}`;
}

/**
 * Without SMTP_URL the email is an .eml file under DATA_DIR/mail, which backups copy; once its
 * link has signed someone in, the file goes.
 */
export async function deleteSignInEmailFile(mailDirectory: string, token: string): Promise<void> {
  await rm(path.join(mailDirectory, `${signInEmailKey(token)}.eml`), { force: true });
}

/** How the outbox composes a sign-in job: a fresh token, the link, the email. */
export function signInMail({
  auth,
  db,
  mailFrom,
}: {
  auth: StaffAuth;
  db: Kysely<StaffDatabase>;
  mailFrom: string;
}): SignInMail {
  return {
    giveUpAfterMs: signInLinkMinutes * 60_000,
    async compose(job) {
      const account =
        job.staff_user_id === null
          ? undefined
          : await db
              .selectFrom("staff_users")
              .select(["email", "role"])
              .select((select) =>
                select
                  .selectFrom("staff_audit_log")
                  .select((inner) => inner.fn.countAll<number | string>().as("count"))
                  .whereRef("staff_audit_log.staff_user_id", "=", "staff_users.id")
                  .where("staff_audit_log.action", "=", "sign_in")
                  .as("sign_ins"),
              )
              .where("id", "=", job.staff_user_id)
              .executeTakeFirst();
      if (!account || job.link_origin === null)
        return { status: "error", error: "The staff account no longer exists." };
      const token = await mintSignInToken(auth, account.email);
      const url = `${job.link_origin}/staff/sign-in/link?${new URLSearchParams({ token })}`;
      // Someone who has never signed in is new: their first link comes as a welcome naming their role.
      const welcome = Number(account.sign_ins ?? 0) === 0 && isRole(account.role) ? account.role : undefined;
      return {
        status: "ready",
        email: signInEmail({ from: mailFrom, to: account.email, url, key: signInEmailKey(token), welcome }),
      };
    },
  };
}

/**
 * Once a link has signed someone in, the account's other links still waiting (asked for earlier,
 * perhaps while an email seemed slow) sign nobody in: one link in a forwarded or shared inbox
 * should not outlive the sign-in it was for. A passkey's challenge is no link and stays.
 */
export async function endOtherSignInLinks(db: Kysely<StaffDatabase>, email: string): Promise<number> {
  const rows = await db.selectFrom("staff_verifications").select(["id", "value"]).execute();
  const theirs = rows.filter((row) => linkEmail(row.value) === email.toLowerCase()).map((row) => row.id);
  if (theirs.length === 0) return 0;
  await db.deleteFrom("staff_verifications").where("id", "in", theirs).execute();
  return theirs.length;
}

/** The address a magic link's stored value names (better-auth keeps `{"email": …}`), if it is one. */
function linkEmail(value: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" &&
      parsed !== null &&
      "email" in parsed &&
      typeof parsed.email === "string"
      ? parsed.email.toLowerCase()
      : undefined;
  } catch {
    return undefined;
  }
}
