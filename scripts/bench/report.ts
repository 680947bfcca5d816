import os from "node:os";

/** The machine a benchmark ran on, for the record in docs/BENCHMARKS.md. */
export function machineSummary(): string {
  const cpus = os.cpus();
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(1);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  return [
    `date ${new Date().toISOString()}`,
    `${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? "unknown model"})`,
    `${memoryGiB} GiB memory`,
    `Node ${process.version}`,
    `${os.type()} ${os.release()}`,
    `load average ${load} (1, 5, 15 min)`,
  ].join(" · ");
}

/** A Markdown table, so the figures can be pasted into the docs as printed. */
export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const milliseconds = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Reads a whole number option within bounds, so that a benchmark run stays bounded in time and load. */
export function boundedNumber(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  name: string,
) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${value}".`);
  }
  return number;
}
