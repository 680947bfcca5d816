import path from "node:path";
import { serve } from "@hono/node-server";
import { notFoundPath } from "../react-router.config.ts";
import { createApp } from "./app.ts";
import { ensureFreshBuild } from "./build-freshness.ts";
import { readEnv } from "./env.ts";
import { loadSite } from "./site.ts";

const projectDir = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(projectDir, buildDir, "client");

const env = readEnv();
ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
const site = await loadSite(clientDir, notFoundPath);
const app = createApp({ site });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Serving the site on http://${info.address}:${info.port}`);
});

function shutDown(signal: string) {
  console.log(`${signal} received: finishing open requests, then stopping.`);
  server.close(() => process.exit(0));
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));
