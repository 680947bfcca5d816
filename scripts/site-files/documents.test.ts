import { describe, expect, it } from "vitest";
import { robotsTxt, webManifest } from "./documents.ts";

const site = "https://www.example.org";

describe("robots.txt and the manifest", () => {
  it("point crawlers at the sitemap and away from the function", () => {
    expect(robotsTxt(site)).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robotsTxt(site)).toContain("Disallow: /api/");
  });

  it("describe the site as an installable app with its icons", () => {
    const manifest: unknown = JSON.parse(
      webManifest({
        name: "N",
        shortName: "S",
        description: "D",
        themeColour: "#111",
        backgroundColour: "#eee",
      }),
    );
    expect(manifest).toMatchObject({ name: "N", short_name: "S", start_url: "/", theme_color: "#111" });
    expect(JSON.stringify(manifest)).toContain('"purpose":"maskable"');
    expect(JSON.stringify(manifest)).not.toContain("image/svg+xml");
  });
});
