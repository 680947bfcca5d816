import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const sourceEntries = [
  "app",
  "public",
  "scripts/site-files",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

export function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** Builds the site when the build is missing or older than any of its sources. */
export function ensureFreshBuild(projectDir: string, builtMarker: string) {
  const marker = path.join(projectDir, builtMarker);
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...sourceEntries.map((entry) => newestModification(path.join(projectDir, entry))),
  );
  if (builtAt >= sourcesAt) return;
  console.log(
    builtAt === 0 ? "No build found: building the site…" : "The build is older than its sources: rebuilding…",
  );
  const result = spawnSync("npx", ["react-router", "build"], { cwd: projectDir, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The site build failed; see the output above.");
}
