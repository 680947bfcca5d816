import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { flaggedPlaceholders, placeholder } from "./placeholder.ts";
import { describePlaceholder, scanContentPlaceholders } from "./placeholder-scan.ts";

// The mechanism, not today's content: these hold whatever the society has filled in.
describe("placeholder()", () => {
  it("returns the value unchanged and flags where it is, what it is and why", () => {
    const value = placeholder("test.mechanism.phone", "+91 00000 00000", "Not yet supplied.");
    expect(value).toBe("+91 00000 00000");
    expect(flaggedPlaceholders()).toContainEqual({
      where: "test.mechanism.phone",
      value: "+91 00000 00000",
      why: "Not yet supplied.",
    });
  });

  it("is described in one line naming the place, the value and what to do", () => {
    expect(describePlaceholder({ where: "a.b", value: "x", why: "Replace it." })).toBe(
      'a.b is still the placeholder "x": Replace it.',
    );
  });
});

describe("scanContentPlaceholders", () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true }))));

  it("finds placeholders in every content module, also in subfolders, and skips tests", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "content-scan-"));
    directories.push(directory);
    const helper = pathToFileURL(path.resolve(import.meta.dirname, "placeholder.ts")).href;
    const module = (where: string) =>
      `import { placeholder } from ${JSON.stringify(helper)};\nexport const v = placeholder("${where}", "v", "w");\n`;
    await mkdir(path.join(directory, "programs"));
    await writeFile(path.join(directory, "top.ts"), module("scan.top"));
    await writeFile(path.join(directory, "programs/nested.ts"), module("scan.nested"));
    await writeFile(path.join(directory, "top.test.ts"), module("scan.test-file"));

    const where = (await scanContentPlaceholders(directory)).map((entry) => entry.where);
    expect(where).toEqual(expect.arrayContaining(["scan.top", "scan.nested"]));
    expect(where).not.toContain("scan.test-file");
  });

  it("reads the real content without error, each flag naming a place and a reason", async () => {
    for (const entry of await scanContentPlaceholders()) {
      expect(entry.where).toMatch(/^[\w./-]+$/);
      expect(entry.why.length).toBeGreaterThan(0);
    }
  });
});
