import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressSiteFiles } from "./precompress.ts";

describe("the build's precompressed twins", () => {
  it("writes .br and .gz beside each text file large enough to gain, and nothing beside the rest", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
    const page = `<!doctype html><title>Home</title>${"<p>నమస్కారం, welcome.</p>".repeat(200)}`;
    await writeFile(path.join(dir, "index.html"), page);
    await writeFile(path.join(dir, "tiny.css"), "a{color:red}");
    await writeFile(path.join(dir, "photo.png"), Buffer.alloc(4096, 7));

    expect(await precompressSiteFiles(dir)).toBe(2);

    expect((await readdir(dir)).sort()).toEqual(
      ["index.html", "index.html.br", "index.html.gz", "photo.png", "tiny.css"].sort(),
    );
    expect(brotliDecompressSync(await readFile(path.join(dir, "index.html.br"))).toString()).toBe(page);
    expect(gunzipSync(await readFile(path.join(dir, "index.html.gz"))).toString()).toBe(page);
  });

  it("replaces the twins of a file changed since the last run", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "precompress-again-"));
    await writeFile(path.join(dir, "sitemap.xml"), `<urlset>${"<url>a</url>".repeat(100)}</urlset>`);
    await precompressSiteFiles(dir);
    const changed = `<urlset>${"<url>b</url>".repeat(100)}</urlset>`;
    await writeFile(path.join(dir, "sitemap.xml"), changed);
    await precompressSiteFiles(dir);
    expect(gunzipSync(await readFile(path.join(dir, "sitemap.xml.gz"))).toString()).toBe(changed);
  });
});
