import { describe, expect, it } from "vitest";
import { canonicalUrl, siteUrl } from "./site-url.ts";

describe("canonicalUrl", () => {
  it("gives every page one absolute address", () => {
    expect(canonicalUrl("/")).toBe(`${siteUrl}/`);
    expect(canonicalUrl("/about/")).toBe(`${siteUrl}/about`);
  });

  it("points both Rural Sports paths at the one the header uses", () => {
    expect(canonicalUrl("/programs/rural-sports")).toBe(`${siteUrl}/programs/sports`);
    expect(canonicalUrl("/programs/sports")).toBe(`${siteUrl}/programs/sports`);
  });
});
