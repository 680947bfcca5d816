import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SettingKey } from "#app/content/settings/fields.ts";
import type { SettingValues } from "#app/content/settings/schema.ts";
import type { Actor } from "../accounts/audit.ts";
import type { Database } from "../db/database.ts";
import { withPaymentAlerts } from "./payment-alert-schema.ts";
import { changedSettings, paymentSettingKeys, settingsItem } from "./setting-changes.ts";

/*
 * A change of where donations are paid is what someone who took over a staff account would make to
 * divert the society's donations, so it is told by email to the donation inbox and to every
 * administrator, whoever made it and however it was published: from the settings page, by restoring
 * an earlier version, or by an import (decision 079). The content store calls this inside the
 * publish's transaction, so a change is never published without its alert.
 */

/** One payment setting's change, as the alert stores it; an unset setting is null. */
export type PaymentChange = { key: SettingKey; before: string | null; after: string | null };

export type PublishedChange = {
  key: string;
  /** The item's latest version before this one, as stored (JSON); null before the first. */
  before: string | null;
  after: unknown;
  version: number;
  actor: Actor;
  action: string;
  now: Date;
};

/** The payment settings a publish of the settings changes, with their values before and after. */
export function paymentChanges(before: SettingValues, after: SettingValues): PaymentChange[] {
  return changedSettings(before, after, paymentSettingKeys).map((key) => ({
    key,
    before: before[key] ?? null,
    after: after[key] ?? null,
  }));
}

function storedSettings(json: string | null): SettingValues {
  if (json === null) return {};
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === "object" && parsed !== null ? (parsed as SettingValues) : {};
}

/** Queues the alert of a published settings version that changes where donations are paid. */
export async function alertPaymentChange(trx: Kysely<Database>, change: PublishedChange): Promise<void> {
  if (change.key !== settingsItem) return;
  const changes = paymentChanges(storedSettings(change.before), change.after as SettingValues);
  if (changes.length === 0) return;
  const id = randomUUID();
  const at = change.now.toISOString();
  await withPaymentAlerts(trx)
    .insertInto("payment_alerts")
    .values({
      id,
      settings_version: change.version,
      changes: JSON.stringify(changes),
      changed_by: change.actor.email,
      action: change.action,
      created_at: at,
    })
    .execute();
  await trx
    .insertInto("email_jobs")
    .values({
      id: randomUUID(),
      submission_id: null,
      payment_alert_id: id,
      kind: "payment_alert",
      status: "pending",
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
}

/** Whether publishing this settings version changed where donations are paid (and so was told). */
export async function paymentAlerted(db: Kysely<Database>, version: number): Promise<boolean> {
  const row = await withPaymentAlerts(db)
    .selectFrom("payment_alerts")
    .select("id")
    .where("settings_version", "=", version)
    .executeTakeFirst();
  return row !== undefined;
}

/** What staff are told after publishing such a change. */
export const paymentAlertNotice =
  "Where donations are paid changed: the donation inbox and every administrator are told by email.";
