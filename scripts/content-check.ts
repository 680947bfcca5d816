// What the society still has to fill in before launch, from the database (as /staff/launch shows
// it): every setting never published and every Telugu text awaiting review. `--strict` fails on any.
// Each text awaiting review is named by its editor's address and its path there.
import { settingField } from "../app/content/settings/fields.ts";
import { describePlaceholder } from "../app/content/placeholder-scan.ts";
import { launchList } from "../server/content/launch.ts";
import { documentKindLabels } from "../server/documents/documents.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrations.ts";
import { readEnv } from "../server/env.ts";

const strict = process.argv.includes("--strict");
const database = openDatabase(readEnv());
try {
  await migrateToLatest(database);
  const { unset, teluguTexts, teluguDrafts, standIns, certificates, inCode, entries, untranslatedDocuments } =
    await launchList(database.db);
  for (const key of unset)
    console.log(`${key}: ${settingField(key).label} is not set (Settings in the staff area)`);
  console.log(`${unset.length} setting(s) left to fill in at /staff/content/settings.`);
  for (const entry of entries)
    console.log(`${entry.label} is still the code's stand-in (/staff/content/lists/${entry.list})`);
  console.log(
    `${entries.length} team member(s), partner(s) or message(s) left to fill in at /staff/content/lists.`,
  );
  for (const { page, path, english, languages } of standIns)
    console.log(
      `/staff/content/texts/${page} ${path} (${languages.join(", ")}): still "${english.slice(0, 60)}"`,
    );
  for (const { credential, kind } of certificates)
    console.log(
      `transparency ${credential}: no certificate yet (upload it as "${documentKindLabels[kind]}" at /staff/documents)`,
    );
  console.log(`${standIns.length + certificates.length} page text(s) and certificate(s) left to fill in.`);
  for (const placeholder of inCode) console.log(describePlaceholder(placeholder));
  console.log(`${inCode.length} placeholder(s) left in content a developer edits (app/content).`);
  for (const { page, path, english } of teluguTexts)
    console.log(`/staff/content/texts/${page} ${path}: Telugu needs review ("${english.slice(0, 60)}")`);
  console.log(`${teluguTexts.length} Telugu text(s) awaiting review at /staff/content.`);
  for (const module of teluguDrafts) console.log(`app/content/${module}: Telugu translation is a draft`);
  console.log(`${teluguDrafts.length} Telugu translation draft(s) in content a developer edits.`);
  for (const { id, title } of untranslatedDocuments)
    console.log(`"${title.slice(0, 60)}": no Telugu title (/staff/documents/${id}/titles)`);
  console.log(`${untranslatedDocuments.length} document(s) without a Telugu title.`);
  const left =
    unset.length +
    teluguTexts.length +
    teluguDrafts.length +
    standIns.length +
    certificates.length +
    inCode.length +
    entries.length +
    untranslatedDocuments.length;
  if (strict && left > 0) process.exitCode = 1;
} finally {
  await database.close();
}
