/** A person takes longer than this to fill in even the shortest form; scripts usually do not. */
export const minimumFillTimeMs = 2000;

/**
 * The spam signals of a submission: the hidden honeypot field (filled only by bots) and the time
 * since the form was first touched or, without JavaScript, since the page was given out. A caller
 * that gives no time, such as another program using the API, is not judged by it.
 */
export type SpamSignals = { trapFilled: boolean; elapsedMs: number | null };

export function looksLikeSpam({ trapFilled, elapsedMs }: SpamSignals): boolean {
  if (trapFilled) return true;
  return elapsedMs !== null && Number.isFinite(elapsedMs) && elapsedMs < minimumFillTimeMs;
}

/** What the page's script sends in headers: X-Form-Trap and X-Form-Elapsed-Ms. */
export function spamSignalsFromHeaders(headers: Headers): SpamSignals {
  const elapsed = headers.get("X-Form-Elapsed-Ms");
  return {
    trapFilled: Boolean(headers.get("X-Form-Trap")?.trim()),
    elapsedMs: elapsed === null || elapsed.trim() === "" ? null : Number(elapsed),
  };
}
