import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staffScripts } from "./scripts.ts";

let staffDir: string | undefined;
afterEach(async () => {
  if (staffDir) await rm(staffDir, { recursive: true, force: true });
  staffDir = undefined;
});

async function builtWith(manifest: unknown) {
  staffDir = await mkdtemp(path.join(tmpdir(), "staff-scripts-"));
  await mkdir(path.join(staffDir, "assets"));
  if (manifest !== undefined) await writeFile(path.join(staffDir, "scripts.json"), JSON.stringify(manifest));
  return path.join(staffDir, "assets");
}

describe("the staff area's scripts", () => {
  it("are found by entry name in the build's manifest, as addresses under /staff", async () => {
    const assetsDir = await builtWith({
      "server/staff/client/passkeys.ts": {
        file: "assets/passkeys-Cxs9IECM.js",
        name: "passkeys",
        isEntry: true,
      },
      "server/staff/client/news-editor.ts": {
        file: "assets/newsEditor-B7x0Qe1a.js",
        name: "newsEditor",
        isEntry: true,
      },
      "_shared-Ab12.js": { file: "assets/shared-Ab12.js", name: "shared" },
      "server/staff/client/unknown.ts": { file: "assets/unknown-Zz.js", name: "unknown", isEntry: true },
    });
    expect(staffScripts(assetsDir)).toEqual({
      passkeys: "/staff/assets/passkeys-Cxs9IECM.js",
      newsEditor: "/staff/assets/newsEditor-B7x0Qe1a.js",
    });
  });

  it("are none without a manifest (the views from source), so pages load no script", async () => {
    expect(staffScripts(await builtWith(undefined))).toEqual({});
  });
});
