import { mayUse, roles } from "../accounts/roles.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { describeError, type Logger } from "../log.ts";
import type { MailTransport } from "../mail/transport.ts";
import { withStaffTables } from "../accounts/database.ts";
import { spamDigestEmail } from "../accounts/staff-emails.ts";
import { formatIst, istDayStart, istToday } from "../india-time.ts";
import { withPaymentReports } from "../donations/report-schema.ts";

/*
 * The daily spam digest: once a day, from 09:00 IST, every staff account is told how many
 * submissions went to the spam folder since the last digest, and how many donors' "I have paid"
 * reports were set aside as spam (they live with their pledges, not in the folder), if any were. The time of the last
 * digest is kept in the settings table and claimed with a compare-and-set, so that of several
 * server instances only one sends it.
 */

const settingName = "staff_spam_digest_until";
const sendFromHourIst = 9;

export type SpamDigestOptions = {
  db: Kysely<Database>;
  transport: MailTransport;
  mailFrom: string;
  /** Where staff open the spam folder: SITE_URL. */
  siteUrl: string;
  log: Logger;
  now?: () => Date;
};

/** The time from which today's digest may go out: 09:00 IST today. */
export function digestTimeToday(now: Date): Date {
  return new Date(istDayStart(istToday(now)).getTime() + sendFromHourIst * 3_600_000);
}

/** Sends the digest if it is due; resolves with the number of staff emailed (0 when not due or no new spam). */
export async function sendSpamDigestIfDue(options: SpamDigestOptions): Promise<number> {
  const db = withStaffTables(options.db);
  const now = (options.now ?? (() => new Date()))();
  const dueFrom = digestTimeToday(now);
  if (now < dueFrom) return 0;
  const stored = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", settingName)
    .executeTakeFirst();
  if (!stored) {
    // The first run starts counting now, rather than reporting every spam ever received.
    await db
      .insertInto("settings")
      .values({ name: settingName, value: now.toISOString() })
      .onConflict((conflict) => conflict.column("name").doNothing())
      .execute();
    return 0;
  }
  const since = stored.value;
  if (since >= dueFrom.toISOString()) return 0;
  const claimed = await db
    .updateTable("settings")
    .set({ value: now.toISOString() })
    .where("name", "=", settingName)
    .where("value", "=", since)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 0;
  const { count } = await db
    .selectFrom("submissions")
    .select((select) => select.fn.countAll<number | string>().as("count"))
    .where("status", "=", "spam")
    .where("created_at", ">=", since)
    .where("created_at", "<", now.toISOString())
    .executeTakeFirstOrThrow();
  const { reports } = await withPaymentReports(options.db)
    .selectFrom("payment_reports")
    .select((select) => select.fn.countAll<number | string>().as("reports"))
    .where("status", "=", "spam")
    .where("created_at", ">=", since)
    .where("created_at", "<", now.toISOString())
    .executeTakeFirstOrThrow();
  if (Number(count) === 0 && Number(reports) === 0) return 0;
  // Only those whose role reads the inbox (server/accounts/roles.ts): not editors, not translators.
  const readers = roles.filter((role) => mayUse(role, "GET", "/staff"));
  const staff = await db.selectFrom("staff_users").select("email").where("role", "in", readers).execute();
  const origin = new URL(options.siteUrl).origin;
  let sent = 0;
  let written = 0;
  for (const { email } of staff) {
    const result = await options.transport.send(
      spamDigestEmail({
        from: options.mailFrom,
        to: email,
        count: Number(count),
        reports: Number(reports),
        since: formatIst(since),
        origin,
      }),
    );
    if (result.status === "error")
      options.log.warn(
        { event: "staff.spam_digest_failed", error: result.error },
        "A spam digest was not sent",
      );
    else if (result.status === "sent") sent += 1;
    else written += 1;
  }
  // An .eml file (no SMTP_URL) reached nobody, so it is counted apart from a sent digest.
  options.log.info(
    { event: "staff.spam_digest", spam: Number(count), reports: Number(reports), recipients: sent, written },
    written > 0 ? "Spam digest written to files, not sent" : "Spam digest sent",
  );
  return sent;
}

/** Checks every quarter of an hour in the background; never keeps the process alive. */
export function startSpamDigest(options: SpamDigestOptions, intervalMs = 15 * 60_000) {
  const run = () =>
    sendSpamDigestIfDue(options).catch((error: unknown) =>
      options.log.error(
        { event: "staff.spam_digest_error", error: describeError(error) },
        "Spam digest run failed",
      ),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
