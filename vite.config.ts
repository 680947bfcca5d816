import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteUrl } from "./scripts/site-files/site-url.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pages are prerendered, so their canonical and share addresses are fixed at build time (app/utils/site-url.ts).
  define: { "import.meta.env.SITE_URL": JSON.stringify(readSiteUrl()) },
});
