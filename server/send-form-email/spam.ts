/** A person takes longer than this to fill in even the shortest form; scripts usually do not. */
export const minimumFillTimeMs = 2000;

/**
 * The spam signals the forms send in headers: the hidden honeypot field (X-Form-Trap, filled only
 * by bots) and the time since the form was first touched (X-Form-Elapsed-Ms). Callers without the
 * elapsed-time header, such as other programs using the API, are not judged by it.
 */
export function looksLikeSpam(headers: Headers): boolean {
  if (headers.get("X-Form-Trap")?.trim()) return true;
  const elapsed = headers.get("X-Form-Elapsed-Ms");
  if (elapsed === null || elapsed.trim() === "") return false;
  const elapsedMs = Number(elapsed);
  return Number.isFinite(elapsedMs) && elapsedMs < minimumFillTimeMs;
}
