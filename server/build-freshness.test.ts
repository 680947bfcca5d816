import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { withBuildLock } from "./build-freshness.ts";

const moduleFile = path.join(import.meta.dirname, "build-freshness.ts");
const lockOf = (projectDir: string) => path.join(projectDir, "node_modules", ".cache", "site-build.lock");

/** A process that holds the lock for a while, writing when it starts and ends its work. */
function holder(projectDir: string, journal: string, name: string) {
  const script = `
    import { appendFileSync } from "node:fs";
    import { withBuildLock } from ${JSON.stringify(moduleFile)};
    withBuildLock(${JSON.stringify(projectDir)}, () => {
      appendFileSync(${JSON.stringify(journal)}, "start ${name}\\n");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
      appendFileSync(${JSON.stringify(journal)}, "end ${name}\\n");
    });`;
  return spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
}

describe("the build lock", () => {
  let projectDir = "";
  afterEach(() => rmSync(projectDir, { recursive: true, force: true }));

  it("lets one process build at a time: the other waits for it, then runs", async () => {
    projectDir = mkdtempSync(path.join(os.tmpdir(), "build-lock-"));
    const journal = path.join(projectDir, "journal");
    writeFileSync(journal, "");
    const processes = [holder(projectDir, journal, "a"), holder(projectDir, journal, "b")];
    const exits = await Promise.all(processes.map((child) => once(child, "exit")));
    expect(exits.map(([code]) => code as number)).toEqual([0, 0]);
    const lines = readFileSync(journal, "utf8").trim().split("\n");
    expect(lines).toHaveLength(4);
    // Whichever came first finished before the other started.
    const first = lines[0]?.split(" ")[1];
    const second = first === "a" ? "b" : "a";
    expect(lines).toEqual([`start ${first}`, `end ${first}`, `start ${second}`, `end ${second}`]);
    expect(existsSync(lockOf(projectDir))).toBe(false);
  });

  it("takes over a lock whose process has exited, and leaves none behind", () => {
    projectDir = mkdtempSync(path.join(os.tmpdir(), "build-lock-"));
    const exited = spawnSync(process.execPath, ["-e", ""]).pid;
    if (exited === undefined) throw new Error("No process was started.");
    mkdirSync(lockOf(projectDir), { recursive: true });
    writeFileSync(path.join(lockOf(projectDir), "owner"), String(exited));
    expect(withBuildLock(projectDir, () => "built")).toBe("built");
    expect(existsSync(lockOf(projectDir))).toBe(false);
  });

  it("lets go of the lock when the build throws", () => {
    projectDir = mkdtempSync(path.join(os.tmpdir(), "build-lock-"));
    expect(() =>
      withBuildLock(projectDir, () => {
        throw new Error("The site build failed; see the output above.");
      }),
    ).toThrow("The site build failed");
    expect(existsSync(lockOf(projectDir))).toBe(false);
  });
});
