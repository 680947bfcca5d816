import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process.ts";

/*
 * A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, pg_ctl start on a
 * free port with its socket in that directory, stop and delete afterwards. Nothing touches a system
 * cluster. initdb refuses to run as root, so as root (CI, containers) the server runs as the
 * `postgres` user, or `nobody` where that user does not exist, and owns the directory.
 */

const run = promisify(execFile);

export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
export const postgresAvailable = existsSync(path.join(postgresBinDir, "initdb"));

/** Says loudly, once per test file, that the PostgreSQL tests will not run. */
export function warnWhenPostgresMissing(what: string) {
  if (postgresAvailable) return;
  console.warn(
    `\n⚠ SKIPPED: ${what} against PostgreSQL — no initdb in ${postgresBinDir}. ` +
      "Install PostgreSQL 15 (apt-get install postgresql-15) or set POSTGRES_BIN_DIR.\n",
  );
}

export type TestPostgres = {
  port: number;
  /** A URL for the default `postgres` database. */
  url: string;
  /** Creates an empty database and returns its URL; one per test keeps tests apart. */
  createDatabase: (name: string) => Promise<string>;
  /**
   * Stops the server, keeping its data: "fast" cuts open connections and shuts down cleanly;
   * "immediate" is a crash (no shutdown checkpoint; the next start recovers from the WAL).
   */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  /** Starts the stopped server again on the same port. */
  start: () => Promise<void>;
  /** Stops the server and deletes its directory. */
  destroy: () => Promise<void>;
};

async function unprivilegedUser() {
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number((await run("id", ["-u", name])).stdout.trim());
      const gid = Number((await run("id", ["-g", name])).stdout.trim());
      return { name, uid, gid };
    } catch {
      // No such user: try the next one.
    }
  }
  throw new Error("Running as root and neither a `postgres` nor a `nobody` user exists to run PostgreSQL.");
}

export type TestPostgresOptions = {
  /** Keep fsync and full-page writes on, as in production (benchmarks); tests leave them off. */
  durable?: boolean;
};

export async function startTestPostgres({
  durable = false,
}: TestPostgresOptions = {}): Promise<TestPostgres> {
  const directory = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(directory, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? await unprivilegedUser() : undefined;
  if (user) chownSync(directory, user.uid, user.gid);

  const pgTool = (tool: string, args: string[]) => {
    const binary = path.join(postgresBinDir, tool);
    // The working directory must be one the unprivileged user may enter.
    const options = { cwd: directory };
    return user
      ? run("runuser", ["-u", user.name, "--", binary, ...args], options)
      : run(binary, args, options);
  };
  const serverOptions = [
    `-p ${port}`,
    `-k ${directory}`,
    "-c listen_addresses=127.0.0.1",
    // Durability would only slow the tests down; benchmarks ask for it.
    ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
    "-c max_connections=200",
  ].join(" ");
  const start = async () => {
    await pgTool("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(directory, "server.log"),
      "-o",
      serverOptions,
      "-w",
      "-t",
      "60",
      "start",
    ]);
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await pgTool("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "60", "stop"]);
  };

  try {
    await pgTool("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "-A",
      "trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
      "--no-instructions",
    ]);
    await start();
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: urlFor("postgres"),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor("postgres") });
      await client.connect();
      try {
        await client.query(`create database "${name.replaceAll('"', "")}"`);
      } finally {
        await client.end();
      }
      return urlFor(name);
    },
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
