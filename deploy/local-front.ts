import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect as tlsConnect } from "node:tls";
import { freePort, startOnFreePort } from "../server/testing/server-process.ts";

/*
 * deploy/nginx/dai-society.conf as shipped, run by Debian's nginx in front of a server on loopback:
 * only the machine-specific lines (ports, names, certificate, folders) are swapped, and each swap
 * must find its line, so what runs is the file people install. nginx needs no privileges here: its
 * own pid file, logs and temporary folders in a temporary directory, and a self-signed certificate
 * for localhost. The nginx test checks the configuration through it; `npm run bench:pages -- --front`
 * measures the pages as visitors get them, over HTTP/2 and TLS.
 */

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
/** Whether this machine has nginx and the brotli module the shipped configuration loads. */
export const localFrontUsable = !spawnSync("nginx", ["-v"]).error && existsSync(brotliModule);

/*
 * Started as root, nginx's workers would run as nobody, who may not enter the folders the build and
 * this front's own files sit in (a clone in a `mktemp -d` folder, 0700): then nginx passed every
 * request to the server and answered as if it had no files. This throwaway front on loopback runs
 * its workers as the user who started it.
 */
const workersAsStarter = process.getuid?.() === 0 ? "user root;" : "";

const shippedConfigFile = path.resolve(import.meta.dirname, "nginx/dai-society.conf");

/** The shipped file with each `from` replaced; a `from` the file no longer has is an error. */
function withReplacements(text: string, replacements: [from: string, to: string][]) {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`deploy/nginx/dai-society.conf no longer has "${from}".`);
    return result.replaceAll(from, to);
  }, text);
}

export type LocalFront = {
  httpPort: number;
  httpsPort: number;
  /** The self-signed certificate (PEM) nginx presents for localhost. */
  certificate: string;
  /** nginx's access log, in the shipped format. */
  accessLog: string;
  stop(): Promise<void>;
};

/**
 * Starts nginx with the shipped configuration on two free loopback ports, in front of the server at
 * `upstreamPort`, serving the build's files from `clientDir`. Resolves once nginx answers; a port
 * taken between its choice and nginx's start is chosen again.
 */
export function startLocalFront({
  choosePort = freePort,
  ...folders
}: {
  upstreamPort: number;
  clientDir: string;
  /** Where each start's ports come from (ports free when asked); the test of the retry names its own. */
  choosePort?: () => Promise<number>;
}): Promise<LocalFront> {
  const portWasTaken = (error: unknown) =>
    error instanceof Error && error.message.includes("Address already in use");
  return startOnFreePort(
    async (httpsPort) => startOnPorts({ ...folders, httpPort: await choosePort(), httpsPort }),
    portWasTaken,
    choosePort,
  );
}

async function startOnPorts({
  upstreamPort,
  clientDir,
  httpPort,
  httpsPort,
}: {
  upstreamPort: number;
  clientDir: string;
  httpPort: number;
  httpsPort: number;
}): Promise<LocalFront> {
  const directory = mkdtempSync(path.join(tmpdir(), "local-front-"));
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
  const certificate = readFileSync(path.join(directory, "cert.pem"), "utf8");
  const site = withReplacements(readFileSync(shippedConfigFile, "utf8"), [
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPort};`],
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
${workersAsStarter}
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
  const nginx: ChildProcess = spawn("nginx", args, { stdio: "ignore" });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill("SIGQUIT");
      await once(nginx, "exit");
    }
    rmSync(directory, { recursive: true, force: true });
  };
  // Only nginx presents this certificate: whatever else answers on the port took it meanwhile, and
  // nginx, which cannot bind it, exits after its own retries (about 2.5 s), saying so in its log.
  for (let attempt = 0; attempt < 200 && nginx.exitCode === null; attempt += 1) {
    if (await presents(certificate, httpsPort))
      return { httpPort, httpsPort, certificate, accessLog: path.join(directory, "access.log"), stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = readFileSync(path.join(directory, "error.log"), "utf8");
  await stop();
  throw new Error(`nginx did not answer:\n${log}`);
}

/** Whether the HTTPS port answers with this front's own certificate for localhost. */
function presents(certificate: string, httpsPort: number) {
  return new Promise<boolean>((resolve) => {
    const socket = tlsConnect({
      host: "127.0.0.1",
      port: httpsPort,
      servername: "localhost",
      ca: certificate,
    });
    socket.once("secureConnect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
