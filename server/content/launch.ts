import type { Kysely } from "kysely";
import type { FlaggedPlaceholder } from "#app/content/placeholder.ts";
import { scanContentPlaceholders } from "#app/content/placeholder-scan.ts";
import type { SettingKey } from "#app/content/settings/fields.ts";
import { translationStatuses } from "#app/content/translation-status.ts";
import type { Database } from "../db/database.ts";
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
  /** Stand-ins in content the staff area cannot edit yet (team, partners, texts): a developer's. */
  inCode: FlaggedPlaceholder[];
};

// The organisation modules' stand-ins are the settings' defaults: the settings list them.
const coveredBySettings = /^(te\/)?organisation\./;

export async function launchList(db: Kysely<Database>): Promise<LaunchList> {
  // Importing every content module registers each Telugu module's review state.
  const placeholders = await scanContentPlaceholders();
  const reviewedHere = modulesReviewedHere();
  return {
    inCode: placeholders.filter(({ where }) => !coveredBySettings.test(where)),
    unset: unsetSettings(await publishedSettingValues(db)),
    teluguTexts: await teluguAwaitingReview(db),
    teluguDrafts: translationStatuses()
      .filter((status) => status.state === "draft" && !reviewedHere.has(status.module))
      .map((status) => status.module),
  };
}
