import type { Kysely } from "kysely";
import { languageTags } from "#app/content/language.ts";
import { inLanguage } from "#app/content/settings/published.ts";
import { commandLine } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import type { Database } from "../db/database.ts";
import { formatIst } from "../india-time.ts";
import type { EmailContent, FieldRow } from "../mail/content.ts";
import { type ComposeResult, type MailSettings, mailboxes } from "../mail/messages.ts";
import { type EmailLayout, renderHtml, renderText } from "../mail/render.ts";
import { type EmailAddress, headerSafe } from "../mail/transport.ts";
import { withPaymentAlerts } from "./payment-alert-schema.ts";
import type { PaymentChange } from "./payment-alerts.ts";
import { settingLabel } from "./setting-changes.ts";

/*
 * The email that tells the donation inbox and every administrator that where donations are paid
 * was changed (decision 079): who changed it, when, how, each detail before and after, and what to
 * do if nobody at the society meant it. Composed by the outbox from the stored alert; the
 * administrators are those at the time it is sent.
 */

const how: Record<string, string> = {
  publish: "published from the settings page",
  restore: "by restoring an earlier version of the settings",
  import: "by importing content from a file",
};

const shown = (value: string | null) => (value === null || value === "" ? "(not set)" : `“${value}”`);

export async function composePaymentAlertEmail(
  database: Kysely<Database>,
  alertId: string,
  settings: MailSettings,
): Promise<ComposeResult> {
  const alert = await withPaymentAlerts(database)
    .selectFrom("payment_alerts")
    .selectAll()
    .where("id", "=", alertId)
    .executeTakeFirst();
  if (!alert) return { status: "error", error: "The payment details alert no longer exists." };
  const staff = withStaffTables(database);
  const administrators = await staff
    .selectFrom("staff_users")
    .select(["name", "email"])
    .where("role", "=", "administrator")
    .orderBy("email")
    .execute();
  const recipients = uniqueAddresses([
    ...mailboxes(settings.recipients.donation),
    ...administrators.map(({ name, email }) => ({ name, address: email })),
  ]);
  if (recipients.length === 0) return { status: "error", error: "No address to tell of the change." };
  const author = await staff
    .selectFrom("staff_users")
    .select("name")
    .where("email", "=", alert.changed_by)
    .executeTakeFirst();
  const who = author
    ? `${author.name} (${alert.changed_by})`
    : alert.changed_by === commandLine.email
      ? "Someone at the server's command line"
      : alert.changed_by;
  const changes = JSON.parse(alert.changes) as PaymentChange[];
  const rows: FieldRow[] = changes.map(({ key, before, after }) => ({
    label: settingLabel(key),
    value: `was ${shown(before)}, now ${shown(after)}`,
  }));
  const origin = settings.siteUrl ? new URL(settings.siteUrl).origin : "";
  const content: EmailContent = {
    subject: "Where donations are paid was changed on the website",
    heading: "Donation payment details changed",
    blocks: [
      {
        type: "paragraph",
        text: `${who} changed where donations are paid on ${formatIst(alert.created_at)}, ${how[alert.action] ?? alert.action} (settings version ${alert.settings_version}). The donation page shows the new details within a minute.`,
      },
      { type: "fields", title: "What changed", rows },
      {
        type: "paragraph",
        text: "If nobody at the society meant to make this change, restore the earlier version of the settings at once, and tell the other administrators: donations could be going to someone else's account.",
      },
      ...(origin
        ? [
            {
              type: "link" as const,
              text: "Open the settings' history",
              href: `${origin}/staff/content/history/settings`,
            },
          ]
        : []),
    ],
  };
  const layout: EmailLayout = {
    lang: languageTags.en,
    organisationName: inLanguage(settings.organisation(), "name", "en"),
    footerLines: [
      "Sent by the website to the society's donation inbox and to every administrator of its staff area, whenever where donations are paid changes.",
    ],
  };
  return {
    status: "ready",
    email: {
      key: `payment-alert-${alert.id}`,
      from: settings.from,
      to: recipients,
      subject: headerSafe(content.subject),
      text: renderText(content, layout),
      html: renderHtml(content, layout),
    },
  };
}

function uniqueAddresses(addresses: readonly EmailAddress[]): EmailAddress[] {
  const seen = new Set<string>();
  return addresses.filter(({ address }) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
