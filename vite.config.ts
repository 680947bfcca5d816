import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandScripts } from "./scripts/islands/vite-plugin.ts";
import { readSiteUrl } from "./scripts/site-files/site-url.ts";

/*
 * React Router's client build. Since decision 043 no page loads it: the pages bring only their
 * islands' scripts, built apart (scripts/islands/vite-plugin.ts). React Router still needs it for
 * its manifest, so it is built as before, in fewer, larger chunks than the bundler's default.
 * (docs/decisions/006-security-headers-and-seo.md)
 */
const sharedChunks = [
  {
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  // sonner stays out: only the form pages load it.
  { name: "ui", test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]/ },
  {
    name: "layout",
    // The picture component is here too: the home page's hero and news cards use it, and in the pages'
    // chunk it would bring that chunk (and the lists' zod schemas) to the home page.
    test: /[\\/]app[\\/](components[\\/](ui[\\/]|icons|site-|desktop-nav|mobile-menu|nav-dropdown|skip-link|picture|art[\\/](gond|canvas|motifs|logo-mark))|utils[\\/](cn|meta|site-url|use-hydrated|page-scripts|indian-figures|published-image)|content[\\/](navigation|organisation|placeholder))/,
  },
  // The scenes of the content pages; the motifs they are drawn with are shared with the home page's hero.
  {
    name: "pages",
    test: /[\\/]app[\\/](components[\\/](pages[\\/]|art[\\/](scenes|illustration|banner-art))|content[\\/]page-blocks)/,
  },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandScripts(import.meta.dirname)],
  // Pages are prerendered, so their canonical and share addresses are fixed at build time (app/utils/site-url.ts).
  define: { "import.meta.env.SITE_URL": JSON.stringify(readSiteUrl()) },
  build: { rolldownOptions: { output: { codeSplitting: { groups: sharedChunks } } } },
});
