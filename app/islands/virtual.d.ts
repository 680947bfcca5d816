// Written by scripts/islands/vite-plugin.ts when the server is built.
declare module "virtual:island-scripts" {
  const scripts: import("./names.ts").IslandScripts;
  export default scripts;
}
