import { expect, test } from "@playwright/test";
import { englishPath, languageOfPath, pathIn } from "../../app/content/language.ts";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import { readSiteUrl } from "../../scripts/site-files/site-url.ts";

/*
 * What search engines and share previews read, from the pages the server sends: one title, description
 * and canonical address per page, share tags with the share card, the organisation's JSON-LD, and the
 * sitemap, robots.txt, manifest and icons the build writes.
 */

// The build under test read the same environment.
const siteUrl = readSiteUrl();
const attribute = (html: string, tag: RegExp, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag.exec(html)?.[0] ?? "")?.[1];

const canonicalOf = (html: string) => attribute(html, /<link\b[^>]*rel="canonical"[^>]*>/, "href");
const alternateOf = (html: string, language: string) =>
  attribute(html, new RegExp(`<link\\b[^>]*hreflang="${language}"[^>]*>`, "i"), "href");

// The second Rural Sports path, in each language, shows the page of the first.
const isAlias = (path: string) => englishPath(path) === "/programs/rural-sports";
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta\\b[^>]*(?:name|property)="${key}"[^>]*>`), "content");

test("every route has its own title and description, its canonical address and share tags", async ({
  request,
}) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const canonicals = new Set<string>();
  const paths = routePaths();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const canonical = canonicalOf(html);
    const expected = isAlias(path) ? pathIn(languageOfPath(path), "/programs/sports") : path;
    expect(canonical, path).toBe(`${siteUrl}${expected}`);
    canonicals.add(canonical ?? "");
    // The same page in each language, and English for everyone else, as absolute addresses.
    expect(alternateOf(html, "en-IN"), path).toBe(`${siteUrl}${pathIn("en", expected)}`);
    expect(alternateOf(html, "te-IN"), path).toBe(`${siteUrl}${pathIn("te", expected)}`);
    expect(alternateOf(html, "x-default"), path).toBe(`${siteUrl}${pathIn("en", expected)}`);
    if (isAlias(path)) continue;
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    descriptions.add(metaContent(html, "description") ?? "");
    expect(metaContent(html, "og:url"), path).toBe(canonical);
    expect(metaContent(html, "og:title"), path).toBeTruthy();
    expect(metaContent(html, "og:image"), path).toBe(`${siteUrl}/social-card.png`);
    expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
  }
  // The two Rural Sports paths are one page, in each language.
  expect(titles.size).toBe(paths.length - 2);
  expect(descriptions.size).toBe(paths.length - 2);
  expect(canonicals.size).toBe(paths.length - 2);
});

test("the 404 page asks not to be indexed and names no canonical address", async ({ request }) => {
  const html = await (await request.get("/no-such-page")).text();
  expect(metaContent(html, "robots")).toBe("noindex");
  expect(canonicalOf(html)).toBeUndefined();
});

test("the home page describes the society as a schema.org NGO", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const schema: unknown = JSON.parse(json ?? "null");
  expect(schema).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NGO",
    foundingDate: "2016",
    address: { "@type": "PostalAddress", addressRegion: "Telangana" },
    contactPoint: { "@type": "ContactPoint" },
    identifier: { value: "791/2016" },
    sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
  });
});

test("the sitemap lists every canonical address once; robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  // News posts other specs published on this shared server are listed too (tests/e2e/news-and-documents.spec.ts and the other news-*.spec.ts).
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => match[1])
    .filter((location) => !/\/news\/./.test(location ?? ""));
  const expected = routePaths()
    .filter((path) => !isAlias(path))
    .map((path) => `${siteUrl}${path}`);
  expect([...locations].sort()).toEqual([...expected].sort());
  // Each address names its twin in the other language.
  expect(await (await request.get("/sitemap.xml")).text()).toContain(
    `<url><loc>${siteUrl}/about</loc>\n    <xhtml:link rel="alternate" hreflang="en-IN" href="${siteUrl}/about"/>\n    <xhtml:link rel="alternate" hreflang="te-IN" href="${siteUrl}/te/about"/>`,
  );

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("the manifest, icons and share card are served as images of the right size", async ({ request }) => {
  const manifest: unknown = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone" });
  const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
  for (const [path, size] of [
    ["/social-card.png", { width: 1200, height: 630 }],
    ["/icon-192.png", { width: 192, height: 192 }],
    ["/icon-512.png", { width: 512, height: 512 }],
    ["/icon-maskable-512.png", { width: 512, height: 512 }],
    ["/apple-touch-icon.png", { width: 180, height: 180 }],
    ["/favicon-48.png", { width: 48, height: 48 }],
  ] as const) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toBe("image/png");
    expect(pngSize(await response.body()), path).toEqual(size);
  }
  const icon = await request.get("/favicon.ico");
  expect(icon.headers()["content-type"]).toBe("image/x-icon");
});

test("a page's tab icons are raster images: no SVG document to build on the page's main thread", async ({
  page,
}) => {
  for (const address of ["/", "/te/contact"]) {
    await page.goto(address);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute("href"), type: link.getAttribute("type") })),
      );
    expect(icons, address).toEqual([
      { href: "/favicon.ico", type: null },
      { href: "/favicon-48.png", type: "image/png" },
    ]);
  }
});
