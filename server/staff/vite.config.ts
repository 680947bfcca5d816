import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/*
 * Compiles the staff area's React views for the server (docs/decisions/013-staff-area.md): one ES
 * module, $BUILD_DIR/staff/render.js, and its stylesheet under $BUILD_DIR/staff/assets/. Outside
 * build/client, so nothing of it is ever served as part of the public site.
 */
const projectDir = path.resolve(import.meta.dirname, "../..");

export const staffBuildDir = (buildDir = process.env.BUILD_DIR ?? "build") =>
  path.resolve(projectDir, buildDir, "staff");

export default defineConfig({
  root: projectDir,
  base: "/staff/",
  plugins: [tailwindcss()],
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: path.join(import.meta.dirname, "ui/render.tsx"),
    ssrEmitAssets: true,
    outDir: staffBuildDir(),
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: "render.js" } },
  },
});
