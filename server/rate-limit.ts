import type { Kysely } from "kysely";
import type { Database } from "./db/database.ts";
import type { RateLimit } from "./env.ts";

export type RateLimitDecision = { status: "allowed" } | { status: "limited"; retryAfterSeconds: number };

export type RateLimiter = { hit: (clientKey: string) => Promise<RateLimitDecision> };

/**
 * Counts submissions per client key in fixed windows, in the database, so several server
 * instances share one budget. One atomic upsert per hit: concurrent hits never lose a count.
 * A fixed window lets a client spend one budget at the end of a window and the next at the start
 * of the following one; for a form that people send a few times a day that is acceptable.
 */
export function createRateLimiter(db: Kysely<Database>, rateLimit: RateLimit, now: () => Date): RateLimiter {
  let prunedBefore = "";

  async function pruneOldWindows(windowStart: string) {
    if (prunedBefore === windowStart) return;
    prunedBefore = windowStart;
    await db.deleteFrom("rate_limit_hits").where("window_start", "<", windowStart).execute();
  }

  return {
    async hit(clientKey) {
      if (!rateLimit) return { status: "allowed" };
      const nowMs = now().getTime();
      const windowStartMs = nowMs - (nowMs % rateLimit.windowMs);
      const windowStart = new Date(windowStartMs).toISOString();
      const { hits } = await db
        .insertInto("rate_limit_hits")
        .values({ client_key: clientKey, window_start: windowStart, hits: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(["client_key", "window_start"])
            .doUpdateSet((update) => ({ hits: update("rate_limit_hits.hits", "+", 1) })),
        )
        .returning("hits")
        .executeTakeFirstOrThrow();
      await pruneOldWindows(windowStart);
      if (hits <= rateLimit.limit) return { status: "allowed" };
      return {
        status: "limited",
        retryAfterSeconds: Math.ceil((windowStartMs + rateLimit.windowMs - nowMs) / 1000),
      };
    },
  };
}
