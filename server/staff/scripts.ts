import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * Where each of the staff area's browser scripts was built (server/staff/vite.client.config.ts):
 * Vite's manifest, $BUILD_DIR/staff/scripts.json beside the assets folder, gives each entry's
 * hashed file. Without the manifest (the views taken from source, in tests) there are no scripts,
 * and the pages that would load one work as they do without JavaScript.
 */

/** The entries of vite.client.config.ts, by name; a new script adds its name here too. */
const scriptNames = ["passkeys", "newsEditor", "leaveGuard"] as const;
type ScriptName = (typeof scriptNames)[number];

export type StaffScripts = Partial<Record<ScriptName, string>>;

const isScriptName = (name: unknown): name is ScriptName => scriptNames.some((known) => known === name);

/** Each built script's address under /staff, by entry name. */
export function staffScripts(assetsDir: string): StaffScripts {
  const manifest = path.join(path.dirname(assetsDir), "scripts.json");
  if (!existsSync(manifest)) return {};
  const entries: Record<string, { file: string; name?: string; isEntry?: boolean }> = JSON.parse(
    readFileSync(manifest, "utf8"),
  );
  const scripts: StaffScripts = {};
  for (const entry of Object.values(entries))
    if (entry.isEntry && isScriptName(entry.name)) scripts[entry.name] = `/staff/${entry.file}`;
  return scripts;
}
