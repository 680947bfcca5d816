import { type Kysely, sql } from "kysely";
import type { Database } from "./db/database.ts";
import type { RateLimit } from "./env.ts";
import { describeError, type Logger } from "./log.ts";

export type RateLimitDecision = { status: "allowed" } | { status: "limited"; retryAfterSeconds: number };

export type RateLimiter = { hit: (clientKey: string) => Promise<RateLimitDecision> };

const SCOPE_PATTERN = /^[a-z][a-z-]*$/;

/**
 * Counts hits per client key in fixed windows, in the database, so several server instances share
 * one budget. One atomic upsert per hit: concurrent hits never lose a count. A fixed window lets a
 * client spend one budget at the end of a window and the next at the start of the following one;
 * for a form that people send a few times a day that is acceptable.
 *
 * Every limiter shares the one table, and limiters have windows of different lengths. Its `scope`
 * prefixes each of its keys, and it prunes only rows with that prefix: a limiter pruning its own
 * old windows must not delete the current window of one whose windows are longer or start
 * elsewhere (which once reset the sign-in counts whenever a form was sent after a boundary).
 */
export function createRateLimiter(
  db: Kysely<Database>,
  scope: string,
  rateLimit: RateLimit,
  now: () => Date,
): RateLimiter {
  if (!SCOPE_PATTERN.test(scope)) throw new Error(`A rate limiter's scope is lowercase words: "${scope}".`);
  const prefix = `${scope}:`;
  let prunedBefore = "";

  async function pruneOldWindows(windowStart: string) {
    if (prunedBefore === windowStart) return;
    prunedBefore = windowStart;
    // substr rather than LIKE: exact and case-sensitive on SQLite and PostgreSQL alike.
    await db
      .deleteFrom("rate_limit_hits")
      .where("window_start", "<", windowStart)
      .where(sql<string>`substr(client_key, 1, ${prefix.length})`, "=", prefix)
      .execute();
  }

  return {
    async hit(clientKey) {
      if (!rateLimit) return { status: "allowed" };
      const nowMs = now().getTime();
      const windowStartMs = nowMs - (nowMs % rateLimit.windowMs);
      const windowStart = new Date(windowStartMs).toISOString();
      const { hits } = await db
        .insertInto("rate_limit_hits")
        .values({ client_key: `${prefix}${clientKey}`, window_start: windowStart, hits: 1 })
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

/**
 * Counts an invalid post (one that fails validation or is not a form at all): checking and
 * answering it costs as much as an accepted one (without JavaScript more, as a page is rendered),
 * so a stream of bad posts is limited too. Its answer does not need the database: when that is
 * down, the post is still told what was wrong with it.
 */
export async function countInvalidPost(
  limiter: RateLimiter,
  clientKey: string,
  log: Logger,
): Promise<RateLimitDecision> {
  try {
    return await limiter.hit(clientKey);
  } catch (error) {
    log.error(
      { event: "rate_limit.unavailable", error: describeError(error) },
      "An invalid post was not counted",
    );
    return { status: "allowed" };
  }
}
