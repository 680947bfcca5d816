import path from "node:path";
import type { Config } from "@react-router/dev/config";

// The path whose prerendered page the server answers, with status 404, for every unknown URL.
export const notFoundPath = "/404";

export default {
  // BUILD_DIR lets several checkouts' builds or test runs sit side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is prerendered: the build writes one HTML file per route, which the Node server
  // serves from memory (docs/decisions/001-static-prerender.md). The server build exists for one
  // purpose: the form function renders a form's page with the outcome of a submission sent without
  // JavaScript (docs/decisions/007-pages-without-javascript.md).
  ssr: true,
  // The whole route manifest is in each page: there is no server to ask for it route by route.
  routeDiscovery: { mode: "initial" },
  async prerender({ getStaticPaths }) {
    // The 404 page in each language: the server answers unknown /te/… addresses with the Telugu one.
    return [...getStaticPaths(), notFoundPath, `/te${notFoundPath}`];
  },
  // The sitemap, robots.txt, manifest, share card and icons, from the pages just prerendered, then
  // every text file's .br and .gz twin.
  // Imported here, not at the top: the server imports this file and must not need build tools.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const { writeSiteFiles } = await import("./scripts/site-files/generate.ts");
    const { readSiteUrl } = await import("./scripts/site-files/site-url.ts");
    await writeSiteFiles({
      projectDir: viteConfig.root,
      clientDir: path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client"),
      siteUrl: readSiteUrl(),
    });
    const { precompressSiteFiles } = await import("./server/site-files/precompress.ts");
    await precompressSiteFiles(path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
