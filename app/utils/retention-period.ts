/*
 * A retention period as written in configuration and in the privacy notice: a whole number of
 * days, months or years ("30d", "18m", "2y"). Months and years are calendar ones, counted as a
 * person would: a year before 23 November 2026 is 23 November 2025.
 */

export type RetentionPeriod = { amount: number; unit: "d" | "m" | "y" };

const PERIOD_PATTERN = /^([1-9][0-9]{0,4})([dmy])$/;

export function parseRetentionPeriod(text: string): RetentionPeriod | undefined {
  const match = PERIOD_PATTERN.exec(text.trim());
  const unit = match?.[2];
  if (!match?.[1] || (unit !== "d" && unit !== "m" && unit !== "y")) return undefined;
  return { amount: Number(match[1]), unit };
}

const unitWords = { d: ["day", "days"], m: ["month", "months"], y: ["year", "years"] } as const;

/** "1 year", "30 days": how the notice names a period. */
export function describeRetentionPeriod({ amount, unit }: RetentionPeriod): string {
  const [one, many] = unitWords[unit];
  return `${amount} ${amount === 1 ? one : many}`;
}

/** The moment a period counted back from `now` began: anything created before it is past the period. */
export function startOfPeriodBefore(now: Date, { amount, unit }: RetentionPeriod): Date {
  const start = new Date(now.getTime());
  if (unit === "d") start.setUTCDate(start.getUTCDate() - amount);
  else {
    const months = unit === "y" ? amount * 12 : amount;
    const day = start.getUTCDate();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - months);
    // 31 March less one month is 28 or 29 February, not 3 March.
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    start.setUTCDate(Math.min(day, lastDay));
  }
  return start;
}
