import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { precompressSiteFiles } from "./site-files/precompress.ts";
import { createApp } from "./app.ts";
import { loadSite } from "./site.ts";
import { apiNotUnderTest } from "./testing/app.ts";

let app: ReturnType<typeof createApp>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "site-"));
  await mkdir(path.join(dir, "about"));
  await mkdir(path.join(dir, "404"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), `<h1>Home</h1>${" ".repeat(2000)}`);
  await writeFile(path.join(dir, "about/index.html"), "<h1>About</h1>");
  await writeFile(path.join(dir, "404/index.html"), "<h1>Oops! Page not found</h1>");
  await writeFile(path.join(dir, "assets/entry-abc123.js"), `console.log(1);${"//".repeat(600)}`);
  await precompressSiteFiles(dir);
  app = createApp({ site: await loadSite(dir, "/404"), ...apiNotUnderTest });
});

describe("the site server", () => {
  it("serves a page with revalidation headers, with or without a trailing slash", async () => {
    for (const url of ["/about", "/about/"]) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("<h1>About</h1>");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    }
  });

  it("answers a repeated request with 304 when the ETag matches", async () => {
    const first = await app.request("/about");
    const second = await app.request("/about", {
      headers: { "If-None-Match": first.headers.get("etag") ?? "" },
    });
    expect(second.status).toBe(304);
  });

  it("caches hashed assets for a year and sends the build's compressed twin the client accepts", async () => {
    const asset = "assets/entry-abc123.js";
    const brotli = await app.request(`/${asset}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await brotli.arrayBuffer())).toEqual(await readFile(path.join(dir, `${asset}.br`)));
    const gzip = await app.request(`/${asset}`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(await readFile(path.join(dir, `${asset}.gz`)));
    const identity = await app.request(`/${asset}`);
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(await readFile(path.join(dir, asset), "utf8"));
  });

  it("serves a twin only as its file's encoding, not at its own address", async () => {
    expect((await app.request("/assets/entry-abc123.js.br")).status).toBe(404);
  });

  it("refuses to start on a twin that is not its file compressed (the file was edited after the build)", async () => {
    const edited = await mkdtemp(path.join(tmpdir(), "site-edited-"));
    await mkdir(path.join(edited, "404"));
    await writeFile(path.join(edited, "404/index.html"), "<h1>Oops! Page not found</h1>");
    await writeFile(path.join(edited, "robots.txt"), `User-agent: *\n${"Allow: /\n".repeat(100)}`);
    await precompressSiteFiles(edited);
    await writeFile(path.join(edited, "robots.txt"), `User-agent: *\n${"Disallow: /\n".repeat(100)}`);
    await expect(loadSite(edited, "/404")).rejects.toThrow(
      /robots\.txt\.(br|gz) is not robots\.txt compressed; run npm run build/,
    );
  });

  it("answers unknown paths, and the 404 page's own path, with the 404 page and status 404", async () => {
    for (const url of ["/nope", "/programs/nope", "/404"]) {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });
});
