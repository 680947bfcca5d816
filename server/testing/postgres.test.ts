import { execFile } from "node:child_process";
import { once } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { runPostgresSuites, startTestPostgres, warnWhenPostgresMissing } from "./postgres.ts";
import { freePort } from "./server-process.ts";

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

warnWhenPostgresMissing("the throwaway cluster's start");

describe.skipIf(!runPostgresSuites)("a throwaway PostgreSQL cluster", { timeout: 120_000 }, () => {
  it("starts on another port when its port was taken after it was chosen, and names the reason when it cannot", async () => {
    const holder = createServer().listen(0, "127.0.0.1");
    await once(holder, "listening");
    const taken = (holder.address() as AddressInfo).port;
    try {
      const ports = [taken];
      const cluster = await startTestPostgres({ choosePort: async () => ports.shift() ?? freePort() });
      try {
        expect(cluster.port).not.toBe(taken);
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        const { rows } = await client.query("select 1 as answer");
        await client.end();
        expect(rows).toEqual([{ answer: 1 }]);
      } finally {
        await cluster.destroy();
      }

      await expect(startTestPostgres({ choosePort: async () => taken })).rejects.toThrow(
        new RegExp(`did not start on port ${taken}\\.[^]*Address already in use`),
      );
    } finally {
      holder.close();
    }
  });
});
