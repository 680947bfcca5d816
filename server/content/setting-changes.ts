import {
  isPaymentSetting,
  settingField,
  type SettingKey,
  settingFields,
  settingKeys,
  teluguTwins,
} from "#app/content/settings/fields.ts";
import type { SettingValues } from "#app/content/settings/schema.ts";

/*
 * Which settings two sets of values differ in, and how staff name a setting: read by the settings'
 * own module, their history and preview, and by the content store itself, which tells the
 * administrators when a publish changes where donations are paid (payment-alerts.ts).
 */

/** The content item that holds the organisation settings. */
export const settingsItem = "settings";

/** The settings whose values differ between two sets (an unset one counts as its default). */
export function changedSettings(
  before: SettingValues,
  after: SettingValues,
  keys: readonly SettingKey[] = settingKeys,
): SettingKey[] {
  const valueOf = (values: SettingValues, key: SettingKey) => values[key] ?? settingFields[key].fallback;
  return keys.filter((key) => valueOf(before, key) !== valueOf(after, key));
}

/**
 * The settings that say where donations are paid (the bank account, the UPI ID and its payee): only
 * an administrator changes them (decision 074), from the settings page or by restoring a version.
 */
export const paymentSettingKeys: readonly SettingKey[] = settingKeys.filter(isPaymentSetting);

/** A setting as staff read it: "UPI ID", "Name (Telugu)". */
export const settingLabel = (key: SettingKey) =>
  `${settingField(key).label}${teluguTwins.has(key) ? " (Telugu)" : ""}`;
