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
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
      { src: "/icon-maskable-512.png", type: "image/png", sizes: "512x512", purpose: "maskable" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
