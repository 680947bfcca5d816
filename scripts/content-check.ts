// Lists every flagged placeholder left in the content; `--strict` makes any of them fatal.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { flaggedPlaceholders } from "../app/content/placeholder.ts";

const contentDir = path.resolve(import.meta.dirname, "../app/content");
const strict = process.argv.includes("--strict");

for (const file of (await readdir(contentDir, { recursive: true })).sort()) {
  if (file.endsWith(".ts") && !file.endsWith(".test.ts")) {
    await import(pathToFileURL(path.join(contentDir, file)).href);
  }
}

const placeholders = flaggedPlaceholders();
for (const { where, value, why } of placeholders) {
  console.log(`${where}: "${value}" — ${why}`);
}
console.log(`${placeholders.length} placeholder(s) left in the content.`);
if (strict && placeholders.length > 0) process.exitCode = 1;
