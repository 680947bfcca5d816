import type { Kysely } from "kysely";
import type { Database } from "./db/database.ts";
import { describeError, type Logger } from "./log.ts";

const noStore = { "Cache-Control": "no-store" };

/** GET /api/health: whether the database answers, and how many emails wait in the outbox. */
export function createHealthCheck(db: Kysely<Database>, log: Logger) {
  return async function health(): Promise<Response> {
    try {
      const counts = await db
        .selectFrom("email_jobs")
        .select((select) => ["status", select.fn.countAll<number | string>().as("jobs")])
        .where("status", "in", ["pending", "sending", "failed"])
        .groupBy("status")
        .execute();
      const jobsWith = (...statuses: string[]) =>
        counts.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.jobs), 0);
      return Response.json(
        {
          status: "ok",
          database: "ok",
          outbox: { pending: jobsWith("pending", "sending"), failed: jobsWith("failed") },
        },
        { headers: noStore },
      );
    } catch (error) {
      log.error(
        { event: "health.database_unavailable", error: describeError(error) },
        "Health check: database unavailable",
      );
      return Response.json(
        { status: "unavailable", database: "unavailable", error: "The database is unavailable." },
        { status: 503, headers: noStore },
      );
    }
  };
}
