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

  it("gives the Telugu twin its own address under /te, aliases included", () => {
    expect(canonicalUrl("/te")).toBe(`${siteUrl}/te`);
    expect(canonicalUrl("/te/about/")).toBe(`${siteUrl}/te/about`);
    expect(canonicalUrl("/te/programs/rural-sports")).toBe(`${siteUrl}/te/programs/sports`);
  });

  it("names the same page in the other language", () => {
    expect(canonicalUrl("/about", "te")).toBe(`${siteUrl}/te/about`);
    expect(canonicalUrl("/te/programs/rural-sports", "en")).toBe(`${siteUrl}/programs/sports`);
    expect(canonicalUrl("/te", "en")).toBe(`${siteUrl}/`);
  });
});
