import { describe, expect, it } from "vitest";
import { canonicalOf, sitemapXml } from "./sitemap.ts";

const site = "https://www.example.org";
const page = (path: string, canonical?: string) => ({
  path,
  html: `<head><title>x</title>${canonical ? `<link rel="canonical" href="${canonical}"/>` : ""}</head>`,
});

describe("sitemap", () => {
  it("lists every canonical address once, leaving out aliases and unindexed pages", () => {
    const xml = sitemapXml(
      [
        page("/", `${site}/`),
        page("/about", `${site}/about`),
        page("/programs/rural-sports", `${site}/programs/sports`),
        page("/programs/sports", `${site}/programs/sports`),
        page("/404"),
      ],
      site,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${site}/`,
      `${site}/about`,
      `${site}/programs/sports`,
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
  });

  it("lists each page's language twins, as the page names them", () => {
    const twin = (path: string, canonical: string, english: string, telugu: string) => ({
      path,
      html: `<link rel="canonical" href="${canonical}"/><link rel="alternate" hrefLang="en-IN" href="${english}"/><link rel="alternate" hrefLang="te-IN" href="${telugu}"/><link rel="alternate" hrefLang="x-default" href="${english}"/>`,
    });
    const xml = sitemapXml(
      [
        twin("/about", `${site}/about`, `${site}/about`, `${site}/te/about`),
        twin("/te/about", `${site}/te/about`, `${site}/about`, `${site}/te/about`),
      ],
      site,
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${site}/about`,
      `${site}/te/about`,
    ]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="te-IN" href="${site}/te/about"/>`);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(2);
    expect(() =>
      sitemapXml([twin("/about", `${site}/about`, `${site}/about`, `${site}/te/about-us`)], site),
    ).toThrow(/about-us/);
  });

  it("fails the build when a canonical names no page", () => {
    expect(() => sitemapXml([page("/about", `${site}/about-us`)], site)).toThrow(/about-us/);
  });

  it("reads the canonical link whatever the attribute order", () => {
    expect(canonicalOf('<link href="https://a.example/x" rel="canonical">')).toBe("https://a.example/x");
    expect(canonicalOf('<link rel="icon" href="/f.svg">')).toBeUndefined();
  });
});
