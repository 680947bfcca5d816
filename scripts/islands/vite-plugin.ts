import { readdirSync } from "node:fs";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { type IslandScripts, islandNames } from "../../app/islands/names.ts";

/*
 * Builds the islands' scripts (app/islands/entries/<name>.ts) once React Router's client build is
 * written, as a Vite build of their own into the same assets folder: content-hashed names, the
 * same minifier, and the build's precompression (react-router.config.ts) after it. Their own build,
 * not more inputs of React Router's: there the route modules would share chunks with them, and a
 * page would load pieces of code only the route modules need. The file names reach the server
 * build as the module `virtual:island-scripts` (app/entry.server.tsx writes them into the pages);
 * React Router builds the client before the server. (docs/decisions/043-islands.md)
 */
const virtualId = "virtual:island-scripts";
const resolvedVirtualId = `\0${virtualId}`;

// Two shared files: what every entry runs first to wait for its start (app/islands/start.ts, a
// few hundred bytes, with the Indian figures the counters show without React: decision 055), and
// React, React DOM and the small modules every island uses, loaded when an island starts. Each file
// costs a request (and its headers) on a slow connection.
const islandChunks = [
  {
    name: "start",
    test: /preload-helper|[\\/]app[\\/](islands[\\/](start|names)|utils[\\/]indian-figures)\./,
    priority: 2,
  },
  {
    name: "shared",
    test: /node_modules[\\/](react|react-dom|scheduler|clsx|class-variance-authority)[\\/]|[\\/]app[\\/](islands[\\/]hydrate|utils[\\/](cn|use-hydrated)|components[\\/]ui[\\/]button-variants|content[\\/]language)\./,
    priority: 1,
  },
];

function entryFiles(projectDir: string) {
  const entriesDir = path.join(projectDir, "app/islands/entries");
  const entries = readdirSync(entriesDir).filter((file) => file.endsWith(".ts"));
  const names = entries.map((file) => path.basename(file, ".ts")).sort();
  if (names.join() !== [...islandNames].sort().join())
    throw new Error(`app/islands/entries/ must hold one <name>.ts per name of app/islands/names.ts.`);
  return Object.fromEntries(entries.map((file) => [path.basename(file, ".ts"), path.join(entriesDir, file)]));
}

/** Each entry's file and every file it needs, transitively, as URL paths. */
function scriptsOf(output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[]): IslandScripts {
  const chunks = new Map(
    output.flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])),
  );
  const importsOf = (fileNames: readonly string[], seen: Set<string>) => {
    for (const imported of fileNames) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      importsOf(chunks.get(imported)?.imports ?? [], seen);
    }
    return seen;
  };
  // `imports`: what the entry needs to wait for its start. `later`: what it loads when it starts,
  // React DOM and the island's component; not what the component loads later (the UPI QR code).
  const laterOf = (entry: Rolldown.OutputChunk, now: Set<string>) => {
    const later = importsOf(
      [...entry.dynamicImports, ...[...now].flatMap((file) => chunks.get(file)?.dynamicImports ?? [])],
      new Set(),
    );
    return [...later].filter((file) => !now.has(file));
  };
  return Object.fromEntries(
    [...chunks.values()]
      .filter((chunk) => chunk.isEntry)
      .map((chunk) => {
        const now = importsOf(chunk.imports, new Set());
        return [
          chunk.name,
          {
            file: `/${chunk.fileName}`,
            imports: [...now].map((file) => `/${file}`),
            later: laterOf(chunk, now).map((file) => `/${file}`),
          },
        ];
      }),
  );
}

export function islandScripts(projectDir: string): Plugin {
  let built: IslandScripts | null = null;
  return {
    name: "island-scripts",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const result = await build({
        configFile: false,
        root: projectDir,
        mode: "production",
        logLevel: "warn",
        publicDir: false,
        define: this.environment.config.define,
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          // The page preloads every file an island needs (app/utils/scripts-after-content.ts).
          modulePreload: false,
          rolldownOptions: {
            input: entryFiles(projectDir),
            output: {
              entryFileNames: "assets/[name]-[hash].js",
              chunkFileNames: "assets/[name]-[hash].js",
              codeSplitting: { groups: islandChunks },
            },
          },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      built = scriptsOf(outputs.flatMap((output) => ("output" in output ? output.output : [])));
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      // The development server builds nothing: there the islands load from their sources.
      const scripts =
        built ??
        Object.fromEntries(
          islandNames.map((name) => [
            name,
            { file: `/app/islands/entries/${name}.ts`, imports: [], later: [] },
          ]),
        );
      return `export default ${JSON.stringify(scripts)};`;
    },
  };
}
