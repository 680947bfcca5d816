export function robotsTxt(siteUrl: string) {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}

export type ManifestFacts = {
  name: string;
  shortName: string;
  description: string;
  themeColour: string;
  backgroundColour: string;
};

export function webManifest({ name, shortName, description, themeColour, backgroundColour }: ManifestFacts) {
  const manifest = {
    name,
    short_name: shortName,
    description,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColour,
    background_color: backgroundColour,
    // PNGs only: Chromium also takes the manifest's icons as the tab's icon, and an SVG one costs
    // the page's main thread a whole SVG document after the first paint (see app/root.tsx).
    icons: [
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/icon-maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
