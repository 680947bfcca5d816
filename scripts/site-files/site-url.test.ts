import { describe, expect, it } from "vitest";
import { defaultSiteUrl, readSiteUrl } from "./site-url.ts";

describe("readSiteUrl", () => {
  it("defaults to the local server and drops a trailing slash", () => {
    expect(readSiteUrl(undefined)).toBe(defaultSiteUrl);
    expect(readSiteUrl("")).toBe(defaultSiteUrl);
    expect(readSiteUrl("https://www.example.org/")).toBe("https://www.example.org");
  });

  it("refuses what cannot prefix every page's address", () => {
    for (const bad of [
      "www.example.org",
      "ftp://example.org",
      "https://example.org/site",
      "https://example.org/?a=1",
    ]) {
      expect(() => readSiteUrl(bad), bad).toThrow(/SITE_URL/);
    }
  });
});
