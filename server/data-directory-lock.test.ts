import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirectoryBusy, holdAlone, holdAsServer } from "./data-directory-lock.ts";
import { createStandInBuild, startServerProcess } from "./testing/server-process.ts";

const build = createStandInBuild("data-lock");
const scratch = mkdtempSync(path.join(tmpdir(), "data-lock-"));
afterAll(() => {
  build.remove();
  rmSync(scratch, { recursive: true, force: true });
});

describe("the data-directory lock", () => {
  it("lets several servers share a directory, and a restore have it only alone", () => {
    const dataDir = path.join(scratch, "shared");
    const first = holdAsServer(dataDir);
    const second = holdAsServer(dataDir);
    expect(() => holdAlone(dataDir)).toThrow(DataDirectoryBusy);
    first.close();
    expect(() => holdAlone(dataDir)).toThrow(DataDirectoryBusy);
    second.close();
    const restore = holdAlone(dataDir);
    expect(() => holdAlone(dataDir)).toThrow(DataDirectoryBusy);
    restore.release();
  });

  it("stops a server that starts during a restore, saying why", async () => {
    const dataDir = path.join(scratch, "restoring");
    const restore = holdAlone(dataDir);
    try {
      await expect(
        startServerProcess({
          environment: { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "warn" },
          buildDir: build.buildDir,
        }),
      ).rejects.toThrow(
        /exited during start-up:\n.*A restore is writing .*restoring\. Start the server when it has finished\./,
      );
    } finally {
      restore.release();
    }
  }, 30_000);
});
