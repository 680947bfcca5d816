/*
 * Staff read times in India Standard Time (IST, UTC+05:30, no daylight saving), with the zone
 * named, while the database keeps ISO-8601 UTC. This module is the one place that converts
 * between them.
 */

export const istOffsetMs = (5 * 60 + 30) * 60_000;

const istParts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "2026-01-23 13:30 IST": sortable and of fixed width, for the command line's tables and messages. */
export function indiaTime(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const part = Object.fromEntries(istParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} IST`;
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026, 1:47 pm IST", for pages and emails staff read. */
export function formatIst(iso: string | Date): string {
  return `${dateTime.format(new Date(iso))} IST`;
}

/** The UTC instant at which an IST calendar day (2026-03-01) starts, optionally some days later. */
export function istDayStart(day: string, addDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + addDays * 86_400_000 - istOffsetMs);
}

/** Today's date in IST, as 2026-03-01. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The Monday that starts the week of a calendar day (2026-03-01), as the inbox's "this week" reads it. */
export function weekStart(day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}
