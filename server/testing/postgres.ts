import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { startOnFreePort } from "./server-process.ts";

/*
 * A throwaway PostgreSQL cluster for tests: initdb into a temporary directory, pg_ctl start on a
 * free port with its socket in that directory, stop and delete afterwards. Nothing touches a system
 * cluster. initdb refuses to run as root, so as root (CI, containers) the server runs as the
 * `postgres` user, or `nobody` where that user does not exist, and owns the directory.
 */

const run = promisify(execFile);

/**
 * Where initdb and pg_ctl are: POSTGRES_BIN_DIR when set, else the newest Debian/Ubuntu install
 * (/usr/lib/postgresql/<major>/bin), else pg_config's answer; undefined when none has them.
 */
function findPostgresBinDir(): string | undefined {
  const hasInitdb = (directory: string) => existsSync(path.join(directory, "initdb"));
  const chosen = process.env.POSTGRES_BIN_DIR;
  // A directory named on purpose is used or reported, never silently replaced by another.
  if (chosen) return hasInitdb(chosen) ? chosen : undefined;
  const debianRoot = "/usr/lib/postgresql";
  const majors = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const candidates = majors.map((major) => path.join(debianRoot, major, "bin"));
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // No pg_config on the PATH: the candidates above are all there is.
  }
  return candidates.find(hasInitdb);
}

export const postgresBinDir = findPostgresBinDir();
/** Whether PostgreSQL's server binaries are installed here. */
export const postgresAvailable = postgresBinDir !== undefined;

/** Under CI the PostgreSQL paths (SKIP LOCKED claims, several instances, lost connections) must be proven. */
export const postgresRequired = process.env.CI === "true" || process.env.CI === "1";

/**
 * Whether the PostgreSQL suites run: where the binaries are found, and always under CI, where a
 * missing or broken PostgreSQL then fails them (startTestPostgres throws) instead of skipping them.
 */
export const runPostgresSuites = postgresAvailable || postgresRequired;

const installHint =
  "Install PostgreSQL's server (apt-get install postgresql; .ci/run does) or set POSTGRES_BIN_DIR.";

/** Says loudly, once per test file, that the PostgreSQL tests will not run (never under CI). */
export function warnWhenPostgresMissing(what: string) {
  if (runPostgresSuites) return;
  console.warn(`\n⚠ SKIPPED: ${what} against PostgreSQL — no initdb found. ${installHint}\n`);
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
  /** Where each start's port comes from (a port free when asked); tests of the retry name their own. */
  choosePort?: () => Promise<number>;
};

/** What PostgreSQL's log says when its port was taken between choosing it and binding it. */
const portTaken = /could not bind IPv4 address|Address already in use/;

export async function startTestPostgres({
  durable = false,
  choosePort,
}: TestPostgresOptions = {}): Promise<TestPostgres> {
  const binDir = postgresBinDir;
  if (binDir === undefined)
    throw new Error(
      `PostgreSQL's server binaries (initdb, pg_ctl) were not found, so this PostgreSQL suite cannot run${postgresRequired ? " (CI=true: it fails rather than skips)" : ""}. ${installHint}`,
    );
  const directory = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(directory, "data");
  const logFile = path.join(directory, "server.log");
  let port = 0;
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? await unprivilegedUser() : undefined;
  if (user) chownSync(directory, user.uid, user.gid);

  const pgTool = (tool: string, args: string[]) => {
    const binary = path.join(binDir, tool);
    // The working directory must be one the unprivileged user may enter.
    const options = { cwd: directory };
    return user
      ? run("runuser", ["-u", user.name, "--", binary, ...args], options)
      : run(binary, args, options);
  };
  const serverOptions = () =>
    [
      `-p ${port}`,
      `-k ${directory}`,
      "-c listen_addresses=127.0.0.1",
      // Durability would only slow the tests down; benchmarks ask for it.
      ...(durable ? [] : ["-c fsync=off", "-c full_page_writes=off"]),
      "-c max_connections=200",
    ].join(" ");
  const logText = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  const start = async () => {
    const logBefore = logText().length;
    try {
      await pgTool("pg_ctl", [
        "-D",
        dataDir,
        "-l",
        logFile,
        "-o",
        serverOptions(),
        "-w",
        "-t",
        "60",
        "start",
      ]);
    } catch (error) {
      // pg_ctl only says "could not start server": the reason is in the server's log, deleted below.
      const log = logText().slice(logBefore).trim();
      throw new Error(`PostgreSQL did not start on port ${port}.\n${log}`, { cause: error });
    }
  };
  // The port is chosen after initdb, which takes seconds, and tried again if taken all the same.
  const firstStart = () =>
    startOnFreePort(
      (chosen) => {
        port = chosen;
        return start();
      },
      (error) => error instanceof Error && portTaken.test(error.message),
      choosePort,
    );
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
    await firstStart();
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
