import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { testHealthToken } from "./health.ts";

/*
 * The real server process (`node server/start.ts`) for tests and benchmarks that need one: on a
 * free loopback port, with the environment they give it, stopped gently (SIGTERM) or killed.
 */

export const projectDir = path.resolve(import.meta.dirname, "../..");

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address !== "object") throw new Error("The operating system gave no free port.");
  return address.port;
}

/** How often a start is tried, each time on another port, when the port was taken meanwhile. */
const startAttempts = 3;

/**
 * Starts something on a port that was free when chosen. It is not reserved: another test file's
 * server may take it before this one listens there, and then the start is tried again on another.
 */
export async function startOnFreePort<Started>(
  start: (port: number) => Promise<Started>,
  portWasTaken: (error: unknown) => boolean,
  choosePort: () => Promise<number> = freePort,
): Promise<Started> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await choosePort());
    } catch (error) {
      if (!portWasTaken(error) || attempt === startAttempts) throw error;
    }
  }
}

/**
 * A stand-in for the prerendered build, in the project folder where start.ts looks for it: a home
 * page and the 404 page are all the API needs. Its marker is dated a day ahead, so that sources
 * edited while the tests run never make the server start a real build.
 */
export function createStandInBuild(name: string) {
  const buildDir = `build-${name}-${process.pid}`;
  const clientDir = path.join(projectDir, buildDir, "client");
  mkdirSync(path.join(clientDir, "404"), { recursive: true });
  writeFileSync(path.join(clientDir, "index.html"), "<h1>Home</h1>");
  const marker = path.join(clientDir, "404/index.html");
  writeFileSync(marker, "<h1>Oops! Page not found</h1>");
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  utimesSync(marker, tomorrow, tomorrow);
  return {
    buildDir,
    remove: () => rmSync(path.join(projectDir, buildDir), { recursive: true, force: true }),
  };
}

export type ServerProcess = {
  process: ChildProcess;
  port: number;
  url: string;
  /** What the server wrote (its JSON log lines and any error), the last 256 KB of it. */
  output: () => string;
  /** SIGTERM, then the exit code once it has exited. */
  stop: () => Promise<number | null>;
  /** SIGKILL: no shutdown at all, as a crash or a power cut would leave things. */
  kill: () => Promise<void>;
};

export type ServerOptions = {
  /**
   * Added to (or, with "", removing) this process's environment, or made from the port chosen (a
   * SITE_URL naming it). PORT and HOST are set here.
   */
  environment: Record<string, string> | ((port: number) => Record<string, string>);
  /** The build folder to serve (BUILD_DIR); a stale one is built first, which can take minutes. */
  buildDir: string;
  /** How long to wait for the first answer from /api/health. */
  startTimeoutMs?: number;
  /** Where each start's port comes from (a port free when asked); tests of the retry name their own. */
  choosePort?: () => Promise<number>;
};

const outputLimit = 256 * 1024;

async function answers(url: string) {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Starts `node server/start.ts` and resolves once it answers HTTP (any status: the database may be down). */
export function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  // A server whose port was taken exits saying EADDRINUSE, which its start-up error quotes.
  const portWasTaken = (error: unknown) => error instanceof Error && error.message.includes("EADDRINUSE");
  return startOnFreePort((port) => startOnPort(port, options), portWasTaken, options.choosePort);
}

async function startOnPort(
  port: number,
  { environment, buildDir, startTimeoutMs = 30_000 }: ServerOptions,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: {
      ...process.env,
      HEALTH_TOKEN: testHealthToken,
      ...(typeof environment === "function" ? environment(port) : environment),
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Chunks, oldest dropped beyond the limit: a server under load logs a line per request.
  const chunks: Buffer[] = [];
  let kept = 0;
  const collect = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.byteLength;
    while (kept > outputLimit && chunks.length > 1) kept -= chunks.shift()?.byteLength ?? 0;
  };
  const output = () => Buffer.concat(chunks).toString("utf8");
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = once(child, "exit");

  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(`${url}/api/health`))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited during start-up:\n${output()}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within ${startTimeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    process: child,
    port,
    url,
    output,
    async stop() {
      if (!hasExited()) child.kill("SIGTERM");
      await exited;
      return child.exitCode;
    },
    async kill() {
      if (!hasExited()) child.kill("SIGKILL");
      await exited;
    },
  };
}
