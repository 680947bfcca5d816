import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as plainRequest } from "node:http";
import { request } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressSiteFiles } from "../server/site-files/precompress.ts";
import {
  createStandInBuild,
  freePort,
  projectDir,
  type ServerProcess,
  startServerProcess,
} from "../server/testing/server-process.ts";
import { distinctSubmission } from "../server/testing/submissions.ts";
import { type LocalFront, localFrontUsable, startLocalFront } from "./local-front.ts";

/*
 * The shipped nginx configuration (deploy/local-front.ts runs it on loopback) in front of the real
 * server: what reaches the server, what nginx answers itself, and the headers people get.
 */

if (!localFrontUsable)
  console.warn(
    "\n⚠ SKIPPED: the nginx configuration test — it needs nginx and libnginx-mod-http-brotli-static " +
      "(apt-get install nginx libnginx-mod-http-brotli-static; .ci/run installs them).\n",
  );

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
};

describe.skipIf(!localFrontUsable)("deploy/nginx/dai-society.conf in front of the server", () => {
  let build: ReturnType<typeof createStandInBuild>;
  let directory: string;
  let clientDir: string;
  let server: ServerProcess;
  let front: LocalFront | undefined;
  let httpPort: number;
  let httpsPort: number;
  let certificate: string;

  /** One HTTPS request through nginx, checked against the test's certificate, from a chosen loopback address. */
  function ask(
    urlPath: string,
    {
      method = "GET",
      headers = {},
      body,
      from = "127.0.0.1",
      servername = "localhost",
    }: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      from?: string;
      servername?: string;
    } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          host: "127.0.0.1",
          port: httpsPort,
          path: urlPath,
          method,
          servername,
          ca: certificate,
          localAddress: from,
          headers: { Host: `localhost:${httpsPort}`, ...headers },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              rawHeaders: response.rawHeaders,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  /** One plain HTTP request to nginx's port 80 stand-in, naming the given host. */
  function askPlain(
    urlPath: string,
    host: string,
    port = httpPort,
  ): Promise<Omit<Answer, "body" | "rawHeaders">> {
    return new Promise((resolve, reject) => {
      const outgoing = plainRequest(
        { host: "127.0.0.1", port, path: urlPath, headers: { Host: host }, agent: false },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  beforeAll(async () => {
    build = createStandInBuild("nginx");
    directory = mkdtempSync(path.join(tmpdir(), "nginx-test-"));
    clientDir = path.join(projectDir, build.buildDir, "client");
    // A page and an asset big enough to be precompressed, as the build's last step does.
    writeFileSync(
      path.join(clientDir, "index.html"),
      `<!doctype html><title>Home</title>${"<p>Welcome to the society.</p>".repeat(100)}`,
    );
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(
      path.join(clientDir, "assets/entry-test.js"),
      `export const words = ${JSON.stringify("నమస్కారం ".repeat(200))};`,
    );
    await precompressSiteFiles(clientDir);

    server = await startServerProcess({
      environment: {
        DATA_DIR: path.join(directory, "data"),
        DATABASE_URL: "",
        SMTP_URL: "",
        TRUST_PROXY: "true",
        RATE_LIMIT: "2/10m",
        LOG_LEVEL: "warn",
      },
      buildDir: build.buildDir,
    });
    front = await startLocalFront({ upstreamPort: server.port, clientDir });
    ({ httpPort, httpsPort } = front);
    certificate = front.certificate;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        await ask("/api/health").then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("nginx did not pass /api/health to the server.");
  }, 60_000);

  afterAll(async () => {
    await front?.stop();
    await server?.stop();
    build?.remove();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("starts on other ports when its HTTPS port was taken after it was chosen", async () => {
    // Another listener on the chosen port, answering every connection: only nginx's own start may count.
    const holder = createServer((socket) => socket.destroy()).listen(0, "127.0.0.1");
    await once(holder, "listening");
    const taken = (holder.address() as AddressInfo).port;
    const ports = [taken];
    try {
      const other = await startLocalFront({
        upstreamPort: server.port,
        clientDir,
        choosePort: async () => ports.shift() ?? freePort(),
      });
      try {
        expect(other.httpsPort).not.toBe(taken);
        expect(other.httpPort).not.toBe(taken);
        const response = await askPlain("/about", `localhost:${other.httpPort}`, other.httpPort);
        expect(response.status).toBe(301);
      } finally {
        await other.stop();
      }
    } finally {
      holder.close();
    }
  }, 60_000);

  it("redirects plain HTTP to HTTPS, path and query kept", async () => {
    const response = await askPlain("/about?lang=te", `localhost:${httpPort}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("https://localhost/about?lang=te");
  });

  it("answers no other host name: the connection is closed unanswered (444), and TLS for another name is refused", async () => {
    const closed = /socket hang up|ECONNRESET/;
    // The probe's reproduction: a sign-in asked for under another site's name never reaches the server.
    const forgedSignIn = ask("/staff/sign-in", {
      method: "POST",
      headers: {
        Host: "evil.example:8080",
        Origin: "http://evil.example:8080",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "email=asha%40example.org",
    });
    await expect(forgedSignIn).rejects.toThrow(closed);
    await expect(ask("/", { headers: { Host: `127.0.0.1:${httpsPort}` } })).rejects.toThrow(closed);
    await expect(askPlain("/about", "evil.example")).rejects.toThrow(closed);
    await expect(askPlain("/about", `127.0.0.1:${httpPort}`)).rejects.toThrow(closed);
    await expect(ask("/", { servername: "evil.example", headers: { Host: "evil.example" } })).rejects.toThrow(
      /alert|handshake|unrecognized name/i,
    );
    // The site's own name still gets its answers.
    expect((await ask("/")).status).toBe(200);
  });

  it("logs the staff area by path alone, without the query or a staff page's query in the Referer", async () => {
    await ask("/staff?q=ravi%40example.org");
    await ask("/staff/privacy?email=ravi%40example.org", {
      headers: { Referer: `https://localhost:${httpsPort}/staff?q=ravi` },
    });
    await ask("/staffing?page=2");
    await ask("/about?lang=te");
    const log = () => {
      const file = front?.accessLog ?? "";
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    };
    await expect.poll(log).toContain('"GET /about?lang=te HTTP/1.1"');
    expect(log()).toContain('"GET /staff HTTP/1.1" 303');
    expect(log()).toMatch(
      new RegExp(`"GET /staff/privacy HTTP/1.1" 303 \\d+ "https://localhost:${httpsPort}/staff" `),
    );
    // Only the staff area: another path that starts alike keeps its query.
    expect(log()).toMatch(/"GET \/staffing\?page=2 HTTP\/1.1" \d+ \d+ "-" "-"\n/);
    expect(log()).not.toContain("ravi");
  });

  it("serves a page from the server as its precompressed twin, with the page's own policy and HSTS once", async () => {
    const brotli = await ask("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toEqual(readFileSync(path.join(clientDir, "index.html.br")));
    expect(brotli.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self'/);
    const hsts = brotli.rawHeaders.filter(
      (_, index) =>
        index % 2 === 0 && brotli.rawHeaders[index]?.toLowerCase() === "strict-transport-security",
    );
    expect(hsts).toHaveLength(1);
    expect(brotli.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("serves hashed assets itself from the precompressed files, with the server's headers for them", async () => {
    const asset = "/assets/entry-test.js";
    const brotli = await ask(asset, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toEqual(readFileSync(path.join(clientDir, `${asset}.br`)));
    // nginx answered from the disk: the Node server sends no Last-Modified.
    expect(brotli.headers["last-modified"]).toBeDefined();
    const gzip = await ask(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(readFileSync(path.join(clientDir, `${asset}.gz`)));

    const fromNode = await fetch(`${server.url}${asset}`, {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    const perResponse = new Set([
      "date",
      "etag",
      "content-length",
      "content-type",
      "connection",
      "keep-alive",
      "content-encoding",
    ]);
    for (const [name, value] of fromNode.headers) {
      if (!perResponse.has(name)) expect([name, brotli.headers[name]]).toEqual([name, value]);
    }
    expect(brotli.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("lets a too-large form reach the function, whose answer the form can show", async () => {
    const answer = await ask("/api/send-form-email", {
      method: "POST",
      body: JSON.stringify({ formType: "contact", data: { message: "x".repeat(1100 * 1024) } }),
      headers: { "Content-Type": "application/json" },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "The request body is larger than 1 MB." });
  });

  it("passes each client's own address to the function: the rate limit counts per client, whatever the client claims", async () => {
    // Each post says something new: the same message again would be answered as a resend, uncounted.
    let sent = 0;
    const post = (from: string, headers: Record<string, string> = {}) =>
      ask("/api/send-form-email", {
        method: "POST",
        from,
        body: JSON.stringify(distinctSubmission("contact", `nginx-${(sent += 1)}`)),
        headers: {
          "Content-Type": "application/json",
          "X-Form-Elapsed-Ms": "6000",
          "Idempotency-Key": randomUUID(),
          Origin: `https://localhost:${httpsPort}`,
          ...headers,
        },
      });
    const first = await post("127.0.0.2");
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString())).toMatchObject({ id: expect.any(String) });
    expect((await post("127.0.0.2")).status).toBe(200);
    expect((await post("127.0.0.2")).status).toBe(429);
    // A claimed address is replaced by nginx, not believed.
    expect((await post("127.0.0.2", { "X-Forwarded-For": "203.0.113.9" })).status).toBe(429);
    expect((await post("127.0.0.3")).status).toBe(200);
  });
});
