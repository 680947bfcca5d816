import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type FlaggedPlaceholder, flaggedPlaceholders } from "./placeholder.ts";

const contentDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every placeholder the content still flags: imports each content module (tests aside) so that its
 * placeholder() calls have run. Node only: content:check, the build's warning and the server's
 * production start all read the content through this one function.
 */
export async function scanContentPlaceholders(directory = contentDir): Promise<FlaggedPlaceholder[]> {
  for (const file of (await readdir(directory, { recursive: true })).sort()) {
    if (file.endsWith(".ts") && !file.endsWith(".test.ts")) {
      await import(pathToFileURL(path.join(directory, file)).href);
    }
  }
  // A module imported again is not run again, so each call is listed once.
  return [...flaggedPlaceholders()];
}

/** One line per placeholder, as content:check, the build and a refused production start print it. */
export function describePlaceholder({ where, value, why }: FlaggedPlaceholder): string {
  return `${where} is still the placeholder "${value}": ${why}`;
}
