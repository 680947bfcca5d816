import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db/database.ts";
import { formatIst } from "./india-time.ts";
import { describeError, type Logger } from "./log.ts";

const noStore = { "Cache-Control": "no-store" };

/**
 * One part of the health answer: the fields it adds, and the reasons (plain sentences, no personal
 * data) why the site works but not as it should. A part may read the database; it throws only when
 * the database fails, which makes the whole answer 503. Adding a part (a backup's age, say) is
 * adding one function and listing it where the server starts.
 */
export type HealthPart = (
  db: Kysely<Database>,
) => Promise<{ fields: Record<string, unknown>; reasons: string[] }>;

/**
 * How long emails may keep failing before the answer says so: a mail server that refuses (a wrong
 * password, a full quota) otherwise shows only after the outbox gives up, two days later.
 */
export const stuckEmailMinutes = 15;

/** How many emails wait, have failed for good, or were only written to files; and whether they stopped going out. */
export const outboxHealth: HealthPart = async (db) => {
  const counts = await db
    .selectFrom("email_jobs")
    .select((select) => ["status", select.fn.countAll<number | string>().as("jobs")])
    .where("status", "in", ["pending", "sending", "failed", "written"])
    .groupBy("status")
    .execute();
  const jobsWith = (...statuses: string[]) =>
    counts.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.jobs), 0);
  const outbox = {
    pending: jobsWith("pending", "sending"),
    failed: jobsWith("failed"),
    written: jobsWith("written"),
  };
  const since = new Date(Date.now() - stuckEmailMinutes * 60_000).toISOString();
  const retrying = await db
    .selectFrom("email_jobs")
    .select((select) => [
      select.fn.countAll<number | string>().as("jobs"),
      select.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "sending"])
    .where("last_error", "is not", null)
    .where("created_at", "<=", since)
    .executeTakeFirstOrThrow();
  const stuck = Number(retrying.jobs);
  const reasons = [
    ...(outbox.failed > 0
      ? [`${outbox.failed} email(s) failed; \`npm run submissions -- retry-failed\` queues them again.`]
      : []),
    ...(stuck > 0
      ? [
          `${stuck} email(s) have not gone out after trying for more than ${stuckEmailMinutes} minutes (the oldest since ${formatIst(String(retrying.oldest))}): the mail server refuses them or cannot be reached. The log's email.retry_scheduled lines say why.`,
        ]
      : []),
  ];
  return { fields: { outbox: { ...outbox, retrying: stuck } }, reasons };
};

/** Whether emails leave the server at all: without SMTP_URL they are only written to files. */
export function mailDeliveryHealth(delivery: "smtp" | "files"): HealthPart {
  const reasons =
    delivery === "files"
      ? ["Emails are written to files, not sent: SMTP_URL is not set, so nobody receives them."]
      : [];
  return async () => ({ fields: { mail: delivery }, reasons });
}

/** Who may read the health figures besides the status. */
export type HealthReaders = {
  /** HEALTH_TOKEN: a monitor sending `Authorization: Bearer <token>` reads them. */
  token?: string;
  /** Whether the request carries a signed-in staff member's session (the staff area decides). */
  isStaff?: (request: Request) => Promise<boolean>;
};

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The figures are for monitors holding the token and for staff; the comparison takes the same time however close a guess is. */
function figuresReader({ token, isStaff }: HealthReaders) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (request: Request) => {
    const authorization = request.headers.get("Authorization");
    if (expected && authorization && timingSafeEqual(digest(authorization), expected)) return true;
    return isStaff ? isStaff(request).catch(() => false) : false;
  };
}

/**
 * GET /api/health: 200 while the database answers, with status "ok", or "degraded" when something
 * needs staff (failed emails, emails not being sent); 503 only when the database is unavailable, the
 * one state in which the site cannot take a submission. Anyone may watch the status. The figures
 * (the outbox, the mail mode, the last backup) and the reasons tell how the society works and
 * where it is behind: only staff and monitors holding HEALTH_TOKEN read them.
 */
export function createHealthCheck(
  db: Kysely<Database>,
  log: Logger,
  parts: readonly HealthPart[],
  readers: HealthReaders = {},
) {
  const readsFigures = figuresReader(readers);
  return async function health(request: Request): Promise<Response> {
    const figures = await readsFigures(request);
    try {
      const answers = await Promise.all(parts.map((part) => part(db)));
      const reasons = answers.flatMap((answer) => answer.reasons);
      const status = reasons.length > 0 ? "degraded" : "ok";
      if (!figures) return Response.json({ status }, { headers: noStore });
      return Response.json(
        {
          status,
          database: "ok",
          ...Object.assign({}, ...answers.map((answer) => answer.fields)),
          reasons,
        },
        { headers: noStore },
      );
    } catch (error) {
      log.error(
        { event: "health.database_unavailable", error: describeError(error) },
        "Health check: database unavailable",
      );
      const answer = figures
        ? { status: "unavailable", database: "unavailable", error: "The database is unavailable." }
        : { status: "unavailable" };
      return Response.json(answer, { status: 503, headers: noStore });
    }
  };
}
