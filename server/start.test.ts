import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.ts";
import { validSubmissions } from "./testing/submissions.ts";

/*
 * The real server process: start-up with no configuration but a data directory, SIGTERM while a
 * request is in flight, and a restart on the same data. A stand-in build keeps this fast.
 */

const projectDir = path.resolve(import.meta.dirname, "..");
const buildDir = `build-start-test-${process.pid}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "start-test-"));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

type Server = { process: ChildProcess; port: number; output: () => string };

async function startServer(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUILD_DIR: buildDir },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 20_000 }).toContain('"event":"server.listening"');
  return { process: child, port, output: () => output };
}

function post(port: number, body: string) {
  const pending = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/send-form-email",
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
  });
  const answer = once(pending, "response").then(async ([response]) => {
    let text = "";
    for await (const chunk of response) text += chunk;
    return { status: response.statusCode, body: JSON.parse(text) };
  });
  return { request: pending, answer };
}

beforeAll(() => {
  mkdirSync(path.join(projectDir, buildDir, "client/404"), { recursive: true });
  writeFileSync(path.join(projectDir, buildDir, "client/index.html"), "<h1>Home</h1>");
  const marker = path.join(projectDir, buildDir, "client/404/index.html");
  writeFileSync(marker, "<h1>Oops! Page not found</h1>");
  // Dated a day ahead, so that sources edited while the tests run never trigger a real build.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  utimesSync(marker, tomorrow, tomorrow);
});
afterAll(() => {
  rmSync(path.join(projectDir, buildDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe("node server/start.ts", () => {
  let reference = "";

  it("on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0", async () => {
    const server = await startServer();
    const body = JSON.stringify(validSubmissions.volunteer);
    const inFlight = post(server.port, body);
    inFlight.request.write(body.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.process.kill("SIGTERM");
    await expect.poll(() => server.output()).toContain('"event":"server.stopping"');
    const refused = post(server.port, body);
    refused.request.end(body);
    await expect(refused.answer).rejects.toThrow(/ECONNREFUSED/);

    inFlight.request.end(body.slice(40));
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    reference = answer.body.reference;
    const [exitCode] = await once(server.process, "exit");
    expect(exitCode).toBe(0);
    expect(server.output()).toContain('"event":"server.stopped"');
  }, 60_000);

  it("keeps what it accepted across a restart", async () => {
    const server = await startServer();
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });
      const database = openDatabase({ DATA_DIR: dataDir });
      const stored = await database.db.selectFrom("submissions").select("reference").execute();
      await database.close();
      expect(stored).toEqual([{ reference }]);
    } finally {
      server.process.kill("SIGTERM");
      await once(server.process, "exit");
    }
  }, 60_000);
});
