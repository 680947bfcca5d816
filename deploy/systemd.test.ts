import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectDir } from "../server/testing/server-process.ts";

// systemd's own check of the shipped units: unknown keys, bad values and wrong sections are errors.
const analyzerMissing = spawnSync("systemd-analyze", ["--version"]).error !== undefined;
if (analyzerMissing)
  console.warn(
    "\n⚠ SKIPPED: the systemd unit check — systemd-analyze is not installed (apt-get install systemd).\n",
  );

const unitDir = path.join(projectDir, "deploy/systemd");

describe.skipIf(analyzerMissing)("deploy/systemd units", () => {
  it.each(readdirSync(unitDir))("%s passes systemd-analyze verify", (unit) => {
    const result = spawnSync("systemd-analyze", ["verify", path.join(unitDir, unit)], { encoding: "utf8" });
    // verify exits 0 on many problems and only prints them; anything printed about the file is one.
    expect(result.stderr.split("\n").filter((line) => line.includes(unit))).toEqual([]);
    expect(result.status).toBe(0);
  });
});
