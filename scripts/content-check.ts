// Lists every flagged placeholder left in the content; `--strict` makes any of them fatal.
import { describePlaceholder, scanContentPlaceholders } from "../app/content/placeholder-scan.ts";

const strict = process.argv.includes("--strict");
const placeholders = await scanContentPlaceholders();
for (const placeholder of placeholders) console.log(describePlaceholder(placeholder));
console.log(`${placeholders.length} placeholder(s) left in the content.`);
if (strict && placeholders.length > 0) process.exitCode = 1;

// Telugu translations the society has not read yet (app/content/translation-status.ts).
const { translationStatuses } = await import("../app/content/translation-status.ts");
const drafts = translationStatuses().filter((status) => status.state === "draft");
for (const { module } of drafts) console.log(`app/content/${module}: Telugu translation is a draft`);
console.log(`${drafts.length} Telugu translation draft(s) awaiting the society's review.`);
if (strict && drafts.length > 0) process.exitCode = 1;
