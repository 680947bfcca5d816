import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as plainRequest } from "node:http";
import { request } from "node:https";
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

/*
 * deploy/nginx/dai-society.conf as shipped, run by Debian's nginx in front of the real server on
 * loopback: only the machine-specific lines (ports, names, certificate, folders) are swapped for the test's,
 * and each swap must find its line, so the file under test is the file people install. nginx runs
 * unprivileged-capable: its own pid file, logs and temporary folders in a temporary directory.
 */

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const nginxUsable = !spawnSync("nginx", ["-v"]).error && existsSync(brotliModule);
if (!nginxUsable)
  console.warn(
    "\n⚠ SKIPPED: the nginx configuration test — it needs nginx and libnginx-mod-http-brotli-static " +
      "(apt-get install nginx libnginx-mod-http-brotli-static; .ci/run installs them).\n",
  );

const shippedConfig = readFileSync(path.join(projectDir, "deploy/nginx/dai-society.conf"), "utf8");

/** The shipped file with each `from` replaced; a `from` the file no longer has fails the test. */
function withReplacements(text: string, replacements: [from: string, to: string][]) {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`deploy/nginx/dai-society.conf no longer has "${from}".`);
    return result.replaceAll(from, to);
  }, text);
}

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
};

describe.skipIf(!nginxUsable)("deploy/nginx/dai-society.conf in front of the server", () => {
  let build: ReturnType<typeof createStandInBuild>;
  let directory: string;
  let clientDir: string;
  let server: ServerProcess;
  let nginx: ChildProcess;
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
  function askPlain(urlPath: string, host: string): Promise<Omit<Answer, "body" | "rawHeaders">> {
    return new Promise((resolve, reject) => {
      const outgoing = plainRequest(
        { host: "127.0.0.1", port: httpPort, path: urlPath, headers: { Host: host }, agent: false },
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
    // Started as root, nginx's workers run as nobody and buffer large bodies in temporary folders here.
    chmodSync(directory, 0o755);
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
    httpPort = await freePort();
    httpsPort = await freePort();
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        path.join(directory, "key.pem"),
        "-out",
        path.join(directory, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    certificate = readFileSync(path.join(directory, "cert.pem"), "utf8");

    const site = withReplacements(shippedConfig, [
      ["server 127.0.0.1:3000;", `server 127.0.0.1:${server.port};`],
      ["listen 80;", `listen 127.0.0.1:${httpPort};`],
      ["listen [::]:80;", ""],
      ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
      ["listen [::]:443 ssl http2;", ""],
      ["listen 80 default_server;", `listen 127.0.0.1:${httpPort} default_server;`],
      ["listen [::]:80 default_server;", ""],
      ["listen 443 ssl http2 default_server;", `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`],
      ["listen [::]:443 ssl http2 default_server;", ""],
      ["server_name example.org www.example.org;", "server_name localhost;"],
      ["/var/log/nginx/dai-society.access.log", path.join(directory, "access.log")],
      ["/etc/letsencrypt/live/example.org/fullchain.pem", path.join(directory, "cert.pem")],
      ["/etc/letsencrypt/live/example.org/privkey.pem", path.join(directory, "key.pem")],
      ["/srv/dai-society/app/build/client", clientDir],
      ["/var/www/html", path.join(directory, "acme")],
      ["/var/cache/nginx/dai-society-media", path.join(directory, "media-cache")],
    ]);
    writeFileSync(path.join(directory, "dai-society.conf"), site);
    // What Debian's /etc/nginx/nginx.conf gives the site file (its gzip on included), with this
    // directory for everything nginx writes.
    writeFileSync(
      path.join(directory, "nginx.conf"),
      `load_module ${brotliModule};
daemon off;
worker_processes 1;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  gzip on;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  include ${directory}/dai-society.conf;
}
`,
    );
    const args = [
      "-p",
      directory,
      "-c",
      path.join(directory, "nginx.conf"),
      "-e",
      path.join(directory, "error.log"),
    ];
    const check = spawnSync("nginx", ["-t", ...args], { encoding: "utf8" });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    nginx = spawn("nginx", args, { stdio: "ignore" });
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
    throw new Error(`nginx did not answer:\n${readFileSync(path.join(directory, "error.log"), "utf8")}`);
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill("SIGQUIT");
      await once(nginx, "exit");
    }
    await server?.stop();
    build?.remove();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

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
      const file = path.join(directory, "access.log");
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
      body: JSON.stringify({ formType: "contact", data: { message: "x".repeat(100 * 1024) } }),
      headers: { "Content-Type": "application/json" },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toEqual({ error: "The request body is larger than 64 KB." });
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
