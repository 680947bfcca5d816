import type { Kysely } from "kysely";
import { z } from "zod";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { publishedItems, publishItems, storedItems } from "./items.ts";
import { paymentAlerted } from "./payment-alerts.ts";
import { settingsItem } from "./setting-changes.ts";
import { registeredItem, registeredItems } from "./registry.ts";

/*
 * All the society's content as one JSON document, to move it between installations or keep it
 * beside a backup (docs/decisions/036-history-preview-and-moving-content.md). The export holds every
 * registered item's published versions and its draft; an import checks every one of them with the
 * item's kind and is refused whole if anything fails, then publishes each item's latest version as a
 * new version here (audited `content.<kind>.import`). Drafts and older versions are not replayed: the
 * history here stays this installation's own, and the file keeps the other's.
 */

export const contentFormat = "dai-society-content";

const versionSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  publishedBy: z.string(),
  data: z.unknown(),
});

const documentSchema = z.object({
  format: z.literal(contentFormat),
  formatVersion: z.literal(1),
  exportedAt: z.string(),
  items: z.record(
    z.string(),
    z.object({
      versions: z.array(versionSchema),
      draft: z.object({ savedAt: z.string(), savedBy: z.string(), data: z.unknown() }).nullable(),
    }),
  ),
});

export type ContentDocument = z.infer<typeof documentSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Every registered item's published versions (oldest first) and draft, as one document. */
export async function exportContent(db: Kysely<Database>, now: Date): Promise<ContentDocument> {
  const { versions, drafts } = await storedItems(db);
  const items: ContentDocument["items"] = {};
  for (const { key } of registeredItems()) {
    const draft = drafts.find((row) => row.key === key);
    items[key] = {
      versions: versions
        .filter((row) => row.item_key === key)
        .map((row) => ({
          version: row.version,
          publishedAt: row.published_at,
          publishedBy: row.published_by,
          data: parseJson(row.data),
        })),
      draft:
        draft?.draft && draft.draft_saved_at && draft.draft_saved_by
          ? { savedAt: draft.draft_saved_at, savedBy: draft.draft_saved_by, data: parseJson(draft.draft) }
          : null,
    };
  }
  return { format: contentFormat, formatVersion: 1, exportedAt: now.toISOString(), items };
}

export type ImportOutcome =
  | {
      status: "imported";
      published: { key: string; version: number }[];
      unchanged: string[];
      /** Whether the import changed where donations are paid (told by email, decision 079). */
      paymentChanged: boolean;
    }
  | { status: "refused"; problems: string[] };

/** Every problem of a document: its shape, unknown items, and each version or draft the kind refuses. */
function problemsOf(document: unknown): { problems: string[]; parsed?: ContentDocument } {
  const parsed = documentSchema.safeParse(document);
  if (!parsed.success)
    return {
      problems: parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "the document"}: ${issue.message}`,
      ),
    };
  const problems: string[] = [];
  for (const [key, item] of Object.entries(parsed.data.items)) {
    const registered = registeredItem(key);
    if (!registered) {
      problems.push(`${key}: this site has no such content item.`);
      continue;
    }
    const parts = [
      ...item.versions.map((version) => ({ name: `version ${version.version}`, data: version.data })),
      ...(item.draft ? [{ name: "draft", data: item.draft.data }] : []),
    ];
    for (const { name, data } of parts) {
      const checked = registered.kind.check(data);
      if (!checked.ok)
        for (const [field, message] of Object.entries(checked.errors))
          problems.push(`${key} ${name}, ${field}: ${message ?? "invalid"}`);
    }
  }
  return { problems, parsed: parsed.data };
}

/**
 * Checks the whole document, then publishes each item's latest version as a new version here, in
 * one transaction; an item whose latest version equals what is published here is left as it is.
 * Anything invalid refuses the whole import, and nothing changes.
 */
export async function importContent(
  db: Kysely<Database>,
  text: string,
  actor: Actor,
  now: Date,
): Promise<ImportOutcome> {
  const document = parseJson(text);
  if (document === undefined) return { status: "refused", problems: ["The file is not JSON."] };
  const { problems, parsed } = problemsOf(document);
  if (problems.length > 0 || !parsed) return { status: "refused", problems };
  const current = await publishedItems(db);
  const changes: { key: string; values: unknown }[] = [];
  const unchanged: string[] = [];
  for (const [key, item] of Object.entries(parsed.items)) {
    const latest = item.versions.toSorted((a, b) => b.version - a.version)[0];
    const registered = registeredItem(key);
    if (!latest || !registered) continue;
    const checked = registered.kind.check(latest.data);
    if (!checked.ok) continue;
    if (JSON.stringify(checked.values) === JSON.stringify(current[key])) unchanged.push(key);
    else changes.push({ key, values: checked.values });
  }
  const published = changes.length > 0 ? await publishItems(db, changes, actor, now) : [];
  const settings = published.find(({ key }) => key === settingsItem);
  const paymentChanged = settings !== undefined && (await paymentAlerted(db, settings.version));
  return { status: "imported", published, unchanged, paymentChanged };
}
