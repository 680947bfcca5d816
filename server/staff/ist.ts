/*
 * Staff read every time in India Standard Time, with the zone named (UTC+05:30, no daylight saving).
 */

const istOffsetMs = (5 * 60 + 30) * 60_000;

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "23 Nov 2026, 1:47 pm IST" */
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
