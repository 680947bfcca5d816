// Benchmark of static serving: `npm run bench:static [-- --duration 10 --connections 32]`. Prints
// figures; it is not a test and asserts no speed.
//
// Requests per second and latency for the home page `/` and the hashed stylesheet, first from the
// Node server (node server/start.ts, which serves the prerendered build from memory with the .br and
// .gz twins the build wrote), then, where nginx is installed, from nginx serving the same build folder
// with its own temporary configuration on a loopback port: the same twins through brotli_static
// (where Debian's libnginx-mod-http-brotli-static is installed) and gzip_static. Each is asked
// without compression (Accept-Encoding: identity) and as a browser asks (gzip, deflate, br).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, projectDir, startServerProcess } from "../../server/testing/server-process.ts";
import { boundedNumber, machineSummary, markdownTable, milliseconds } from "./report.ts";

const { values: options } = parseArgs({
  options: { duration: { type: "string" }, connections: { type: "string" } },
});
const durationSeconds = boundedNumber(options.duration, 10, 1, 120, "duration");
const connections = boundedNumber(options.connections, 32, 1, 256, "connections");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.resolve(projectDir, buildDir, "client");

const encodings = [
  { name: "identity", header: "identity" },
  { name: "browser", header: "gzip, deflate, br" },
] as const;

/** The hashed stylesheet the home page links to: a typical immutable asset. */
function hashedStylesheet(): string {
  const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const match = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(home);
  if (!match?.[1]) throw new Error(`No hashed stylesheet linked from ${buildDir}/client/index.html.`);
  return match[1];
}

type Figures = { requestsPerSecond: number; p50: number; p99: number; bytes: number; problems: number };

async function measure(baseUrl: string, urlPath: string, acceptEncoding: string): Promise<Figures> {
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections,
    duration: durationSeconds,
    headers: { "accept-encoding": acceptEncoding },
  });
  return {
    requestsPerSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(result.requests.total, 1),
    problems: result.non2xx + result.errors,
  };
}

type Server = { name: string; url: string };
type Row = { server: string; path: string; encoding: string; figures: Figures };

async function measureAll(server: Server, paths: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const urlPath of paths) {
    for (const encoding of encodings) {
      const figures = await measure(server.url, urlPath, encoding.header);
      rows.push({ server: server.name, path: urlPath, encoding: encoding.name, figures });
      console.log(
        `${server.name} ${urlPath} (${encoding.name}): ${figures.requestsPerSecond.toFixed(0)} requests/s`,
      );
    }
  }
  return rows;
}

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function nginxConfig(directory: string, port: number, brotli: boolean): string {
  return `
${brotli ? `load_module ${brotliModule};` : ""}
worker_processes 1;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  # The build's twins; a file without one (under 512 bytes) is sent as it is.
  gzip_static on;
  ${brotli ? "brotli_static on;" : ""}
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / {
      add_header Cache-Control "public, max-age=0, must-revalidate";
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
}

type Nginx = Server & { stop: () => Promise<void> };

/** nginx as a child process of this script (daemon off), or undefined with the reason printed. */
async function startNginx(): Promise<Nginx | undefined> {
  if (spawnSync("nginx", ["-v"]).error) {
    console.log("nginx skipped: it is not installed (Debian: apt-get install nginx).");
    return undefined;
  }
  const directory = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const port = await freePort();
  const config = path.join(directory, "nginx.conf");
  const brotli = existsSync(brotliModule);
  if (!brotli)
    console.log(
      "nginx sends gzip only: no brotli module (Debian: apt-get install libnginx-mod-http-brotli-static).",
    );
  writeFileSync(config, nginxConfig(directory, port, brotli));
  const child: ChildProcess = spawn(
    "nginx",
    ["-p", directory, "-c", config, "-e", `${directory}/error.log`],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const exited = once(child, "exit");
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { name: "nginx", url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`nginx skipped: it did not start.\n${readFileSync(`${directory}/error.log`, "utf8")}`);
  await stop();
  return undefined;
}

function table(rows: Row[]): string {
  const nodeRow = (row: Row) =>
    rows.find(
      (other) => other.server === "Node" && other.path === row.path && other.encoding === row.encoding,
    );
  return markdownTable(
    [
      "server",
      "path",
      "Accept-Encoding",
      "requests/s",
      "p50 ms",
      "p99 ms",
      "bytes/response",
      "non-2xx + errors",
      "vs Node (requests/s)",
    ],
    rows.map((row) => {
      const node = nodeRow(row);
      const ratio =
        node && row.server !== "Node"
          ? `${(row.figures.requestsPerSecond / node.figures.requestsPerSecond).toFixed(2)}×`
          : "—";
      return [
        row.server,
        row.path,
        row.encoding,
        row.figures.requestsPerSecond.toFixed(0),
        milliseconds(row.figures.p50),
        milliseconds(row.figures.p99),
        row.figures.bytes.toFixed(0),
        row.figures.problems,
        ratio,
      ];
    }),
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-static-"));
  console.log(
    `Static serving from ${buildDir}/client, ${durationSeconds} s per run, ${connections} connections`,
  );
  console.log(machineSummary());
  const rows: Row[] = [];
  try {
    // Started first: it builds the site when the build is missing or stale.
    const node = await startServerProcess({
      environment: { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn" },
      buildDir,
      startTimeoutMs: 300_000,
    });
    const paths = ["/", hashedStylesheet()];
    try {
      rows.push(...(await measureAll({ name: "Node", url: node.url }, paths)));
    } finally {
      await node.stop();
    }
    const nginx = await startNginx();
    if (nginx) {
      try {
        rows.push(...(await measureAll(nginx, paths)));
      } finally {
        await nginx.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${table(rows)}`);
}

await main();
