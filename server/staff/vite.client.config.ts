import path from "node:path";
import { defineConfig } from "vite";
import { staffBuildDir } from "./vite.config.ts";

/*
 * The staff area's browser scripts: each entry below is bundled on its own into
 * $BUILD_DIR/staff/assets/<name>-<hash>.js, and $BUILD_DIR/staff/scripts.json (Vite's manifest)
 * names the file of each, so a page asks for its script by entry name (server/staff/scripts.ts).
 * Runs after the views' build (vite.config.ts), which empties the folder. Served from /staff/assets
 * like the stylesheet, so the pages' policy ('self') runs them and nothing inline.
 */
const projectDir = path.resolve(import.meta.dirname, "../..");

/** One line per script; a page names the entry it needs. */
export const staffScriptEntries = {
  passkeys: path.join(import.meta.dirname, "client/passkeys.ts"),
  newsEditor: path.join(import.meta.dirname, "client/news-editor.ts"),
  leaveGuard: path.join(import.meta.dirname, "client/leave-guard.ts"),
};

export default defineConfig({
  root: projectDir,
  base: "/staff/",
  logLevel: "warn",
  publicDir: false,
  build: {
    outDir: staffBuildDir(),
    emptyOutDir: false,
    assetsDir: "assets",
    manifest: "scripts.json",
    // Staff phones run an up-to-date Chrome or Safari; WebAuthn needs one anyway.
    target: "es2020",
    rolldownOptions: { input: staffScriptEntries },
  },
});
