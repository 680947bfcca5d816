import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get, request } from "node:http";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.ts";
import { healthFiguresHeaders } from "./testing/health.ts";
import { createStandInBuild, freePort, startServerProcess } from "./testing/server-process.ts";
import { validSubmissions } from "./testing/submissions.ts";

/*
 * The real server process: start-up with no configuration but a data directory, SIGTERM while a
 * request is in flight, and a restart on the same data. A stand-in build keeps this fast.
 */

const run = promisify(execFile);
const build = createStandInBuild("start-test");
const dataDir = mkdtempSync(path.join(tmpdir(), "start-test-"));

const startServer = () =>
  startServerProcess({
    environment: { DATA_DIR: dataDir },
    buildDir: build.buildDir,
    startTimeoutMs: 20_000,
  });

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

afterAll(() => {
  build.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("node server/start.ts", () => {
  it(
    "says plainly that the database cannot be reached, with no stack trace, and exits 1",
    { timeout: 30_000 },
    async () => {
      const closedPort = await freePort();
      const refusal = await run(process.execPath, [path.resolve(import.meta.dirname, "start.ts")], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          BUILD_DIR: build.buildDir,
          PORT: "0",
          DATABASE_URL: `postgres://site:secret@127.0.0.1:${closedPort}/site`,
        },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refusal.code).toBe(1);
      expect(refusal.stderr).toContain("Cannot reach the database to bring it up to date:");
      expect(refusal.stderr).toContain("Check DATABASE_URL and that the database server is running.");
      expect(refusal.stderr).not.toMatch(/\n\s+at /);
      expect(refusal.stderr).not.toContain("secret");
    },
  );

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
      const health = async () =>
        (await fetch(`http://127.0.0.1:${server.port}/api/health`, { headers: healthFiguresHeaders })).json();
      // No SMTP_URL here: the emails are files nobody receives, which the answer must not hide.
      await expect.poll(health).toMatchObject({
        status: "degraded",
        database: "ok",
        mail: "files",
        outbox: { pending: 0, written: 2 },
      });
      const database = openDatabase({ DATA_DIR: dataDir });
      const stored = await database.db.selectFrom("submissions").select("reference").execute();
      await database.close();
      expect(stored).toEqual([{ reference }]);
    } finally {
      server.process.kill("SIGTERM");
      await once(server.process, "exit");
    }
  }, 60_000);

  it("keeps an idle connection open past Node's 5 s, so a proxy reusing it is not reset", async () => {
    const server = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchHome = () =>
      new Promise<{ status?: number; keepAlive?: string | string[]; reusedSocket: boolean }>(
        (resolve, reject) => {
          const pending = get({ host: "127.0.0.1", port: server.port, path: "/", agent }, (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                status: response.statusCode,
                keepAlive: response.headers["keep-alive"],
                reusedSocket: pending.reusedSocket,
              }),
            );
          });
          pending.on("error", reject);
        },
      );
    try {
      expect(await fetchHome()).toEqual({ status: 200, keepAlive: "timeout=65", reusedSocket: false });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await fetchHome()).toEqual({ status: 200, keepAlive: "timeout=65", reusedSocket: true });
    } finally {
      agent.destroy();
      server.process.kill("SIGTERM");
      await once(server.process, "exit");
    }
  }, 60_000);

  it("starts on another port when its port was taken after it was chosen", async () => {
    // Another listener on the chosen port, closing every connection it gets.
    const holder = createServer((socket) => socket.destroy()).listen(0, "127.0.0.1");
    await once(holder, "listening");
    const taken = (holder.address() as AddressInfo).port;
    const ports = [taken];
    try {
      const server = await startServerProcess({
        environment: { DATA_DIR: dataDir },
        buildDir: build.buildDir,
        startTimeoutMs: 20_000,
        choosePort: async () => ports.shift() ?? freePort(),
      });
      try {
        expect(server.port).not.toBe(taken);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      holder.close();
    }
  }, 60_000);
});
