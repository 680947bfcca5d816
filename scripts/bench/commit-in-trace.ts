// `node scripts/bench/commit-in-trace.ts DIR…`: for the reports `npm run bench:pages -- --reports=DIR`
// kept, whether each run's trace holds the navigation's commit as a task, and the runs' TBT either way
// (docs/BENCHMARKS.md, "Why some runs have no commit task").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

type Run = { traced: boolean; tbt: number; commitMs: number };

/**
 * Lighthouse builds its tasks from the `RunTask` events: a commit whose `RunTask` began before the
 * trace did is in the trace only by its insides, and is no task to Lighthouse.
 */
function runOf(tracePath: string): Run | null {
  const trace = JSON.parse(readFileSync(tracePath, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const start = events.findLast(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith("http") === true,
  );
  if (!start) return null;
  const main = events.filter(
    (event) => event.pid === start.pid && event.tid === start.tid && event.ph === "X",
  );
  const commit = main.find((event) => event.name === "DocumentLoader::CommitNavigation");
  if (!commit?.dur) return null;
  const commitEnd = commit.ts + commit.dur;
  const traced = main.some(
    (event) => event.name === "RunTask" && event.ts <= commit.ts && event.ts + (event.dur ?? 0) >= commitEnd,
  );
  const report = JSON.parse(readFileSync(tracePath.replace(/\.trace\.json$/, ".report.json"), "utf8")) as {
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    traced,
    tbt: report.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    commitMs: commit.dur / 1000,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const directories = process.argv.slice(2);
if (directories.length === 0) {
  console.error("Usage: node scripts/bench/commit-in-trace.ts DIR… (folders of --reports=DIR)");
  process.exit(2);
}
const runs = directories.flatMap((directory) =>
  readdirSync(directory)
    .filter((name) => name.endsWith(".trace.json") && !name.includes("(warm-up)"))
    .flatMap((name) => runOf(path.join(directory, name)) ?? []),
);
console.log("| the commit in the trace | runs | median TBT | runs over 200 ms | commit, observed (median) |");
console.log("| --- | --- | --- | --- | --- |");
for (const traced of [true, false]) {
  const some = runs.filter((run) => run.traced === traced);
  const label = traced ? "wrapped in its task" : "its task's start missing";
  console.log(
    `| ${label} | ${some.length} | ${Math.round(median(some.map((run) => run.tbt)))} ms | ${some.filter((run) => run.tbt > 200).length} | ${median(some.map((run) => run.commitMs)).toFixed(1)} ms |`,
  );
}
