// Written by scripts/islands/vite-plugin.ts when the server is built.
declare module "virtual:island-scripts" {
  import type { IslandScripts } from "#app/islands/names.ts";

  const scripts: IslandScripts;
  export default scripts;
}
