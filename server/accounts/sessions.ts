import type { Kysely } from "kysely";
import { type Actor, recordAudit } from "./audit.ts";
import type { StaffDatabase } from "./database.ts";

/*
 * Who is signed in where, for administrators (/staff/sessions): each open session with the device
 * its browser named and when it was last used, and ending all of one person's sessions. A session
 * row holds only its token's hash (decision 024), so it is found here by its id and its account.
 */

/** How often a session's "last used" is written: at most once in this long, not with every page. */
const touchEveryMs = 5 * 60_000;

/** Records that a session was used now, unless that was recorded within the last few minutes. */
export async function touchSession(db: Kysely<StaffDatabase>, sessionId: string, now: Date) {
  await db
    .updateTable("staff_sessions")
    .set({ updated_at: now.toISOString() })
    .where("id", "=", sessionId)
    .where("updated_at", "<", new Date(now.getTime() - touchEveryMs).toISOString())
    .execute();
}

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android" from a browser's User-Agent: enough to tell a person's phone from their office computer. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}

/** Every open session, newest use first, with its person and device. */
export async function listSessions(db: Kysely<StaffDatabase>, now: Date) {
  const rows = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select([
      "staff_sessions.id",
      "staff_sessions.user_id",
      "staff_sessions.user_agent",
      "staff_sessions.created_at",
      "staff_sessions.updated_at",
      "staff_users.name",
      "staff_users.email",
    ])
    .where("staff_sessions.expires_at", ">", now.toISOString())
    .orderBy("staff_sessions.updated_at", "desc")
    .execute();
  return rows.map(({ user_agent, ...row }) => ({ ...row, device: deviceOf(user_agent) }));
}

export type SessionLine = Awaited<ReturnType<typeof listSessions>>[number];

/** Ends every session of one account: its next request is signed out. Audited with the account's address. */
export async function endSessions(
  db: Kysely<StaffDatabase>,
  userId: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ email: string; ended: number } | undefined> {
  const account = await db
    .selectFrom("staff_users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!account) return undefined;
  const result = await db.deleteFrom("staff_sessions").where("user_id", "=", userId).executeTakeFirst();
  const ended = Number(result.numDeletedRows);
  await recordAudit(db, actor, "sessions.end", `${account.email} (${ended})`, now);
  return { email: account.email, ended };
}
