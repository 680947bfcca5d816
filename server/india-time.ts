/*
 * Staff read times in India time (IST, UTC+05:30, no daylight saving), with the zone named, while
 * the database keeps ISO-8601 UTC. This module is the one place that converts between them.
 */

const istParts = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** "2026-01-23 13:30 IST": sortable, fixed width, for tables and messages read by staff. */
export function indiaTime(at: Date | string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const part = Object.fromEntries(istParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute} IST`;
}
