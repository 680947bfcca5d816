/*
 * Age on a calendar date, for the internship form's rule that applicants be 18 or older
 * (decision 015). Dates are yyyy-mm-dd as the date input gives them; "today" is the date in India,
 * where the applicant is, whatever the clock of the browser or server says about UTC.
 */

// Made on first use: a formatter with a time zone costs the browser ~15 ms on a slow phone, which
// the internship page's script would otherwise spend as it loads (decision 043).
let india: Intl.DateTimeFormat | undefined;

/** Today's date in India, yyyy-mm-dd. */
export function indiaToday(now: Date = new Date()): string {
  india ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return india.format(now);
}

/**
 * Whether someone born on `dateOfBirth` has turned `years` by `today`. Someone born on 29 February
 * turns a year older on 1 March in other years, never a day early.
 */
export function hasTurned(years: number, dateOfBirth: string, today: string): boolean {
  const [year, month, day] = dateOfBirth.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const birthday = `${String(year + years).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return birthday <= today;
}
