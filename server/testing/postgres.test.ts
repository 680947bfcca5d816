import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectDir = path.resolve(import.meta.dirname, "../..");
const vitest = path.join(projectDir, "node_modules/vitest/vitest.mjs");

/** Runs one PostgreSQL suite in a vitest of its own, on a machine where no PostgreSQL is found. */
async function suiteWithoutPostgres(ci: string) {
  // The inner vitest must not think it is a worker of this one.
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")),
  );
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [vitest, "run", "server/db/database.test.ts", "--project", "node"],
      { cwd: projectDir, env: { ...environment, CI: ci, POSTGRES_BIN_DIR: "/nonexistent/postgres/bin" } },
    );
    return { exitCode: 0, output: stdout + stderr };
  } catch (error) {
    // A non-zero exit rejects with the output and the exit code attached to the error.
    if (error instanceof Error && "code" in error && "stdout" in error && "stderr" in error)
      return { exitCode: Number(error.code), output: `${error.stdout}${error.stderr}` };
    throw error;
  }
}

describe("a PostgreSQL suite when no PostgreSQL is installed", { timeout: 60_000 }, () => {
  it("fails under CI=true, naming what is missing, instead of skipping", async () => {
    const { exitCode, output } = await suiteWithoutPostgres("true");
    expect(exitCode).not.toBe(0);
    expect(output).toContain("PostgreSQL's server binaries (initdb, pg_ctl) were not found");
    expect(output).toContain("CI=true: it fails rather than skips");
  });

  it("is skipped with a loud warning outside CI", async () => {
    const { exitCode, output } = await suiteWithoutPostgres("");
    expect(exitCode).toBe(0);
    expect(output).toContain(
      "⚠ SKIPPED: the PostgreSQL connection tests against PostgreSQL — no initdb found.",
    );
    expect(output).toMatch(/1 skipped/);
  });
});
