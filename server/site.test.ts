import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadSite } from "./site.ts";
import { apiNotUnderTest } from "./testing/app.ts";

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "site-"));
  await mkdir(path.join(dir, "about"));
  await mkdir(path.join(dir, "404"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), `<h1>Home</h1>${" ".repeat(2000)}`);
  await writeFile(path.join(dir, "about/index.html"), "<h1>About</h1>");
  await writeFile(path.join(dir, "404/index.html"), "<h1>Oops! Page not found</h1>");
  await writeFile(path.join(dir, "assets/entry-abc123.js"), `console.log(1);${"//".repeat(600)}`);
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

  it("caches hashed assets for a year and compresses them when the client accepts it", async () => {
    const response = await app.request("/assets/entry-abc123.js", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("answers unknown paths, and the 404 page's own path, with the 404 page and status 404", async () => {
    for (const url of ["/nope", "/programs/nope", "/404"]) {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });
});
