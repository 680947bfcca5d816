import type { Kysely } from "kysely";
import type { FlaggedPlaceholder } from "#app/content/placeholder.ts";
import { scanContentPlaceholders } from "#app/content/placeholder-scan.ts";
import type { SettingKey } from "#app/content/settings/fields.ts";
import { translationStatuses } from "#app/content/translation-status.ts";
import type { Database } from "../db/database.ts";
import { type EntryToFill, entriesToFill } from "./lists.ts";
import { publishedSettingValues, unsetSettings } from "./settings.ts";
import { certificateKinds, type DocumentKind } from "#app/content/published-documents.ts";
import { listDocuments } from "../documents/documents.ts";
import {
  editableTextValues,
  modulesReviewedHere,
  type StandInText,
  standInTexts,
  teluguAwaitingReview,
} from "./texts.ts";

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
  /** Page texts still showing a stand-in ("To be confirmed"): the texts editor replaces them. */
  standIns: StandInText[];
  /** Registrations whose certificate the site does not have: uploaded at /staff/documents. */
  certificates: { credential: string; kind: DocumentKind }[];
  /** Stand-ins in content the staff area cannot edit: a developer's. */
  inCode: FlaggedPlaceholder[];
  /** Team members, partners and the director's message still published as the code's stand-ins. */
  entries: EntryToFill[];
  /** Published documents with no Telugu title: /te/transparency shows their English one. */
  untranslatedDocuments: { id: string; title: string }[];
};

// The organisation modules' stand-ins are the settings' defaults, the team's and partners' the lists'
// defaults: those editors list them. The FCRA status is the one no editor sets (decision 071).
const coveredByEditors = /^(te\/)?(organisation|team|collaborators)\.(?!giving\.fcraRegistered$)/;

// A registration's certificate (transparency.ts): a file in the code, or one staff upload as its kind.
const certificateWhere = /^transparency\.(\w+)\.certificate$/;

export async function launchList(db: Kysely<Database>): Promise<LaunchList> {
  // Importing every content module registers each Telugu module's review state.
  const placeholders = (await scanContentPlaceholders()).filter(({ where }) => !coveredByEditors.test(where));
  const reviewedHere = modulesReviewedHere();
  const flagged = new Set(placeholders.map(({ value }) => value).filter(Boolean));
  const documents = await listDocuments(db);
  const uploaded = new Set(documents.map((document) => document.kind));
  const certificates: LaunchList["certificates"] = [];
  const editable = editableTextValues();
  const inCode = placeholders.filter(({ where, value }) => {
    const credential = certificateWhere.exec(where)?.[1] ?? "";
    const kind = certificateKinds[credential];
    if (kind) {
      if (!uploaded.has(kind)) certificates.push({ credential, kind });
      return false;
    }
    // A stand-in the texts editor holds is counted there (standIns), filled in or not.
    return !editable.has(value);
  });
  return {
    standIns: await standInTexts(db, flagged),
    certificates,
    inCode,
    entries: await entriesToFill(db),
    unset: unsetSettings(await publishedSettingValues(db)),
    teluguTexts: await teluguAwaitingReview(db),
    teluguDrafts: translationStatuses()
      .filter((status) => status.state === "draft" && !reviewedHere.has(status.module))
      .map((status) => status.module),
    untranslatedDocuments: documents
      .filter((document) => document.titleTe === "")
      .map(({ id, title }) => ({ id, title })),
  };
}
