import type { Kysely } from "kysely";
import type { FlaggedPlaceholder } from "#app/content/placeholder.ts";
import { scanContentPlaceholders } from "#app/content/placeholder-scan.ts";
import type { SettingKey } from "#app/content/settings/fields.ts";
import { translationStatuses } from "#app/content/translation-status.ts";
import type { Database } from "../db/database.ts";
import { type EntryToFill, entriesToFill } from "./lists.ts";
import { publishedSettingValues, unsetSettings } from "./settings.ts";
import { modulesReviewedHere, teluguAwaitingReview } from "./texts.ts";

/**
 * What stands between the site and launch, from the database: every setting the society has never
 * published a value for (a flagged stand-in), and every Telugu text nobody from the society has
 * reviewed. The launch page (/staff/launch), the start's one line and content:check show it.
 */
export type LaunchList = {
  unset: SettingKey[];
  /** Page texts whose Telugu awaits review in the staff area (server/content/text-review.ts). */
  teluguTexts: { page: string; pageTitle: string; path: string; english: string }[];
  /** Telugu modules the staff area does not edit, still flagged draft in code: a developer's. */
  teluguDrafts: string[];
  /** Stand-ins in content the staff area cannot edit yet (page texts): a developer's. */
  inCode: FlaggedPlaceholder[];
  /** Team members, partners and the director's message still published as the code's stand-ins. */
  entries: EntryToFill[];
};

// The organisation modules' stand-ins are the settings' defaults, the team's and partners' the lists'
// defaults: those editors list them.
const coveredByEditors = /^(te\/)?(organisation|team|collaborators)\./;

export async function launchList(db: Kysely<Database>): Promise<LaunchList> {
  // Importing every content module registers each Telugu module's review state.
  const placeholders = await scanContentPlaceholders();
  const reviewedHere = modulesReviewedHere();
  return {
    inCode: placeholders.filter(({ where }) => !coveredByEditors.test(where)),
    entries: await entriesToFill(db),
    unset: unsetSettings(await publishedSettingValues(db)),
    teluguTexts: await teluguAwaitingReview(db),
    teluguDrafts: translationStatuses()
      .filter((status) => status.state === "draft" && !reviewedHere.has(status.module))
      .map((status) => status.module),
  };
}
