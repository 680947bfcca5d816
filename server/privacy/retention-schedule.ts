import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { describeError, type Logger } from "../log.ts";
import { applyRetention, type RetentionPolicy } from "./retention.ts";

export const dayMs = 24 * 60 * 60 * 1000;

export type RetentionScheduleOptions = {
  db: Kysely<Database>;
  policy: RetentionPolicy;
  mailDirectory: string;
  log: Logger;
  now?: () => Date;
  /**
   * The first run comes soon after start rather than a day later: servers restart on every
   * deploy, and a schedule that waited a full day each time might never run at all.
   */
  firstRunAfterMs?: number;
};

export type RetentionSchedule = {
  /** Stops the schedule; resolves once a run in progress has finished. */
  stop(): Promise<void>;
};

/**
 * Applies the retention periods once soon after start, then once a day, inside every server
 * process (with several instances each one runs it; a second run the same day finds nothing).
 * A failed run is logged and tried again the next day; the log carries counts only.
 */
export function startRetentionSchedule(options: RetentionScheduleOptions): RetentionSchedule {
  const { db, policy, mailDirectory, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce() {
    try {
      const { deleted, emailFiles } = await applyRetention(db, policy, now(), mailDirectory);
      const submissions = Object.values(deleted).reduce((sum, count) => sum + count, 0);
      log.info(
        { event: "retention.applied", submissions, ...deleted, emailFiles },
        `Retention: ${submissions} submission(s) past their period deleted`,
      );
    } catch (error) {
      log.error(
        { event: "retention.failed", error: describeError(error) },
        "Retention run failed; trying again tomorrow",
      );
    }
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        if (!stopped) schedule(dayMs);
      });
    }, delayMs);
    timer.unref();
  }

  schedule(options.firstRunAfterMs ?? 60_000);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
