import type { Kysely } from "kysely";
import { isSettingKey, type SettingKey, settingFields, settingKeys } from "#app/content/settings/fields.ts";
import { checkSettings, type SettingValues } from "#app/content/settings/schema.ts";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { pictureRefusal } from "../media/content-images.ts";
import {
  type ContentKind,
  type ItemBase,
  type ItemChange,
  type ItemConflict,
  type ItemState,
  itemVersion,
  publishedValue,
  type RegisteredItem,
  publishItem,
  readItem,
  saveItemDraft,
} from "./items.ts";
import { changedSettings, paymentSettingKeys, settingLabel, settingsItem } from "./setting-changes.ts";

/*
 * The organisation settings as the society edits them: one content item (server/content/items.ts),
 * checked by the one schema (app/content/settings/schema.ts) and one rule across fields.
 */

export type SettingsState = ItemState<SettingValues>;

export type SettingsChange = ItemChange<SettingValues, SettingKey> | ItemConflict;

/** A merchant UPI ID needs its merchant code: the payment link would otherwise be refused by UPI apps. */
function crossFieldErrors(values: SettingValues): Partial<Record<SettingKey, string>> {
  const kind = values["upi.kind"] ?? settingFields["upi.kind"].fallback;
  const code = values["upi.merchantCode"] ?? settingFields["upi.merchantCode"].fallback;
  if (kind === "merchant" && !code)
    return { "upi.merchantCode": "A merchant UPI ID needs the four-digit merchant category code." };
  return {};
}

export const settingsKind: ContentKind<SettingValues, SettingKey> = {
  empty: {},
  check(input) {
    const checked = checkSettings(input);
    if (!checked.ok) return checked;
    const errors = crossFieldErrors(checked.values);
    return Object.keys(errors).length > 0 ? { ok: false, errors } : checked;
  },
};

export const readSettings = (db: Kysely<Database>): Promise<SettingsState> =>
  readItem(db, settingsItem, settingsKind);

/** The published settings' values, as the pages, emails and receipts use them. */
export const publishedSettingValues = (db: Kysely<Database>): Promise<SettingValues> =>
  publishedValue(db, settingsItem, settingsKind);

/**
 * The logo must be a picture in the library and ready for pages: null when it is (or none is set),
 * else the refusal, as the save's answer.
 */
async function logoRefusal(db: Kysely<Database>, input: unknown): Promise<SettingsChange | null> {
  const checked = settingsKind.check(input);
  const logo = checked.ok ? checked.values.logo : undefined;
  const refusal = logo ? await pictureRefusal(db, logo) : null;
  return refusal ? { status: "invalid", errors: { logo: refusal } } : null;
}

/** Keeps the posted settings as the draft; invalid input (a logo not ready included) changes nothing. */
export const saveSettingsDraft = async (
  db: Kysely<Database>,
  actor: Actor,
  input: unknown,
  now: Date,
  base?: ItemBase,
): Promise<SettingsChange> =>
  (await logoRefusal(db, input)) ??
  saveItemDraft(db, { key: settingsItem, kind: settingsKind, actor, input, now, base });

/**
 * A save refused because someone else saved since the form was opened, made into the form to show
 * again. Where the version the form was opened from is known (no draft was open then), a setting
 * only the other person changed takes their value (`taken`), so that pressing again does not undo
 * it; a setting that differs otherwise keeps what the person typed (`kept`), and they see theirs.
 * Without that version (a draft was open, and drafts keep no history) every difference is `kept`.
 */
export function settingsAfterConflict(
  mine: SettingValues,
  theirs: SettingValues,
  opened: SettingValues | undefined,
): { values: SettingValues; taken: SettingKey[]; kept: SettingKey[] } {
  const differing = changedSettings(theirs, mine);
  const taken = opened ? differing.filter((key) => changedSettings(opened, mine, [key]).length === 0) : [];
  const values: SettingValues = Object.fromEntries(
    settingKeys.flatMap((key) => {
      const value = taken.includes(key) ? theirs[key] : mine[key];
      return value === undefined ? [] : [[key, value]];
    }),
  );
  return { values, taken, kept: differing.filter((key) => !taken.includes(key)) };
}

/** The settings as the form was opened from `base`, when that is a published version with no draft. */
export async function settingsOpenedFrom(
  db: Kysely<Database>,
  base: ItemBase | undefined,
): Promise<SettingValues | undefined> {
  if (!base || base.draftSavedAt !== null) return undefined;
  if (base.version === 0) return settingsKind.empty;
  return itemVersion(db, settingsItem, settingsKind, base.version);
}

/** The payment settings that restoring a published version of the settings would change. */
export async function paymentChangesOfVersion(db: Kysely<Database>, version: number): Promise<SettingKey[]> {
  const restored = await itemVersion(db, settingsItem, settingsKind, version);
  return restored ? changedSettings(await publishedSettingValues(db), restored, paymentSettingKeys) : [];
}

/**
 * Publishes the posted settings as a new version; the caller renders the pages again. Its audit
 * line names the settings it changed, so that a change of where donations are paid stands out.
 */
export async function publishSettings(
  db: Kysely<Database>,
  actor: Actor,
  input: unknown,
  now: Date,
  base?: ItemBase,
): Promise<SettingsChange> {
  const refusal = await logoRefusal(db, input);
  if (refusal) return refusal;
  const checked = settingsKind.check(input);
  const changed = checked.ok ? changedSettings(await publishedSettingValues(db), checked.values) : [];
  const note = changed.length > 0 ? `changed: ${changed.map(settingLabel).join(", ")}` : undefined;
  return publishItem(db, { key: settingsItem, kind: settingsKind, actor, input, now, base, note });
}

/** The settings still at a flagged stand-in: never set by the society (the launch page's list). */
export function unsetSettings(values: SettingValues): SettingKey[] {
  return settingKeys.filter((key) => settingFields[key].placeholder && values[key] === undefined);
}

/** The settings as history, preview and export/import find them (server/content/registry.ts). */
export const settingsItems: readonly RegisteredItem[] = [
  {
    key: settingsItem,
    kind: settingsKind,
    title: "Organisation settings",
    editPath: "/staff/content/settings",
    previewPath: "/contact",
    label: (path) => (isSettingKey(path) ? settingLabel(path) : path),
  },
];
