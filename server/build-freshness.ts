import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
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

function isFresh(projectDir: string, marker: string) {
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...sourceEntries.map((entry) => newestModification(path.join(projectDir, entry))),
  );
  return builtAt >= sourcesAt;
}

/** Builds the site when the build is missing or older than any of its sources. */
export function ensureFreshBuild(projectDir: string, builtMarker: string) {
  const marker = path.resolve(projectDir, builtMarker);
  if (isFresh(projectDir, marker)) return;
  withBuildLock(projectDir, () => {
    // Another process may have built it while this one waited.
    if (isFresh(projectDir, marker)) return;
    console.log(
      existsSync(marker)
        ? "The build is older than its sources: rebuilding…"
        : "No build found: building the site…",
    );
    const result = spawnSync("npx", ["react-router", "build"], { cwd: projectDir, stdio: "inherit" });
    if (result.status !== 0) throw new Error("The site build failed; see the output above.");
  });
}

const lockWaitMs = 10 * 60_000;

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The lock's owner has exited without removing it (a build killed half-way). */
function ownerExited(lock: string) {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(lock, "owner"), "utf8"));
  } catch {
    // Taken a moment ago, its owner not yet written: wait for it.
    return false;
  }
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/**
 * Runs `work` while holding the project's build lock, a directory (made atomically, or not at all):
 * Vitest runs several test files at once (docs/decisions/051-tests-run-three-at-once.md), and two
 * servers can start together; two builds into one folder would break each other.
 */
export function withBuildLock<T>(projectDir: string, work: () => T): T {
  const lock = path.join(projectDir, "node_modules", ".cache", "site-build.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (ownerExited(lock)) rmSync(lock, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`Another build has held ${lock} for ten minutes.`);
    else sleepSync(200);
  }
  try {
    writeFileSync(path.join(lock, "owner"), String(process.pid));
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
