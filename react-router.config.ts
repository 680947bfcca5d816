import type { Config } from "@react-router/dev/config";

// The path whose prerendered page the server answers, with status 404, for every unknown URL.
export const notFoundPath = "/404";

export default {
  // BUILD_DIR lets several checkouts' builds or test runs sit side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is static: the build writes one HTML file per route and the Node server only
  // serves files and the form function (docs/decisions/001-static-prerender.md).
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), notFoundPath];
  },
} satisfies Config;
