import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type SettingKey, settingFields, settingKeys } from "#app/content/settings/fields.ts";
import { checkSettings, type SettingValues } from "#app/content/settings/schema.ts";
import { type Actor, recordAudit } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
import { type ContentDatabase, withContentTables } from "./schema.ts";

/*
 * The organisation settings as the society edits them: a draft nobody outside the staff area sees,
 * and published versions. Every save and publish is checked by the one schema
 * (app/content/settings/schema.ts) and written to the audit log.
 */

export const settingsItem = "settings";

export type SettingsState = {
  /** The draft, when one is saved and not yet published. */
  draft: { values: SettingValues; savedAt: string; savedBy: string } | null;
  /** The values of the latest published version (none published: nothing set). */
  published: SettingValues;
  /** The latest published version's number, who published it and when; null before the first. */
  version: { number: number; publishedAt: string; publishedBy: string } | null;
};

export type SettingsChange =
  | { status: "saved"; values: SettingValues }
  | { status: "invalid"; errors: Partial<Record<SettingKey, string>> };

/** A stored JSON object read back through the schema; a row that no longer passes it reads as empty. */
function storedValues(json: string | null): SettingValues {
  if (!json) return {};
  try {
    const check = checkSettings(JSON.parse(json));
    return check.ok ? check.values : {};
  } catch {
    return {};
  }
}

const content = (db: Kysely<Database>) => withContentTables(db);

export async function readSettings(db: Kysely<Database>): Promise<SettingsState> {
  const item = await content(db)
    .selectFrom("content_items")
    .selectAll()
    .where("key", "=", settingsItem)
    .executeTakeFirst();
  const latest = await latestVersion(content(db));
  return {
    draft:
      item?.draft && item.draft_saved_at && item.draft_saved_by
        ? { values: storedValues(item.draft), savedAt: item.draft_saved_at, savedBy: item.draft_saved_by }
        : null,
    published: storedValues(latest?.data ?? null),
    version: latest
      ? { number: latest.version, publishedAt: latest.published_at, publishedBy: latest.published_by }
      : null,
  };
}

async function latestVersion(db: Kysely<ContentDatabase>) {
  return db
    .selectFrom("content_versions")
    .selectAll()
    .where("item_key", "=", settingsItem)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** The published settings' values, as the pages, emails and receipts use them. */
export async function publishedSettingValues(db: Kysely<Database>): Promise<SettingValues> {
  return storedValues((await latestVersion(content(db)))?.data ?? null);
}

/** The site's content revision: it changes on every publish of anything. */
export async function contentRevision(db: Kysely<Database>): Promise<number> {
  const row = await content(db)
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/** A merchant UPI ID needs its merchant code: the payment link would otherwise be refused by UPI apps. */
function crossFieldErrors(values: SettingValues): Partial<Record<SettingKey, string>> {
  const kind = values["upi.kind"] ?? settingFields["upi.kind"].fallback;
  const code = values["upi.merchantCode"] ?? settingFields["upi.merchantCode"].fallback;
  if (kind === "merchant" && !code)
    return { "upi.merchantCode": "A merchant UPI ID needs the four-digit merchant category code." };
  return {};
}

function check(input: unknown): SettingsChange {
  const checked = checkSettings(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  const errors = crossFieldErrors(checked.values);
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  return { status: "saved", values: checked.values };
}

/** Keeps the posted settings as the draft; invalid input changes nothing. */
export async function saveSettingsDraft(
  db: Kysely<Database>,
  actor: Actor,
  input: unknown,
  now: Date,
): Promise<SettingsChange> {
  const checked = check(input);
  if (checked.status !== "saved") return checked;
  await db.transaction().execute(async (trx) => {
    const draft = {
      draft: JSON.stringify(checked.values),
      draft_saved_at: now.toISOString(),
      draft_saved_by: actor.email,
    };
    await content(trx)
      .insertInto("content_items")
      .values({ key: settingsItem, ...draft })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(draft))
      .execute();
    await recordAudit(withStaffTables(trx), actor, "content.settings.save_draft", settingsItem, now);
  });
  return checked;
}

/**
 * Publishes the posted settings as a new version, clears the draft and moves the site's revision
 * on, in one transaction; invalid input changes nothing. The caller renders the pages again.
 */
export async function publishSettings(
  db: Kysely<Database>,
  actor: Actor,
  input: unknown,
  now: Date,
): Promise<SettingsChange & { version?: number }> {
  const checked = check(input);
  if (checked.status !== "saved") return checked;
  const version = await db.transaction().execute(async (trx) => {
    const tables = content(trx);
    // Taken first, so that two publishes at once queue here and number their versions in turn.
    await tables
      .updateTable("content_revision")
      .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now.toISOString() }))
      .where("id", "=", 1)
      .execute();
    const number = ((await latestVersion(tables))?.version ?? 0) + 1;
    await tables
      .insertInto("content_versions")
      .values({
        id: randomUUID(),
        item_key: settingsItem,
        version: number,
        data: JSON.stringify(checked.values),
        published_at: now.toISOString(),
        published_by: actor.email,
      })
      .execute();
    await tables
      .insertInto("content_items")
      .values({ key: settingsItem, draft: null, draft_saved_at: null, draft_saved_by: null })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({ draft: null, draft_saved_at: null, draft_saved_by: null }),
      )
      .execute();
    await recordAudit(
      withStaffTables(trx),
      actor,
      "content.settings.publish",
      `${settingsItem} v${number}`,
      now,
    );
    return number;
  });
  return { ...checked, version };
}

/** The settings still at a flagged stand-in: never set by the society (the launch page's list). */
export function unsetSettings(values: SettingValues): SettingKey[] {
  return settingKeys.filter((key) => settingFields[key].placeholder && values[key] === undefined);
}
