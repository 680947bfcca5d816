import type { Language } from "#app/content/language.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { EmailContent } from "../mail/content.ts";
import { type ComposeResult, mailboxes, type MailSettings, submitterLayout } from "../mail/messages.ts";
import { renderHtml, renderText } from "../mail/render.ts";
import { type EmailAttachment, headerSafe } from "../mail/transport.ts";
import { personAddressed } from "../mail/web-addresses.ts";
import { type PaymentsTable, withDonationTables } from "./schema.ts";

/** The payment a letter's email job names, as stored when the outbox sends it; undefined once deleted. */
export const paymentOfLetter = (database: Kysely<Database>, paymentId: string) =>
  withDonationTables(database)
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paymentId)
    .executeTakeFirst();

/**
 * A letter to a payment's donor (its receipt, its cancellation, the year's certificate): from the
 * site, to the donor by name, in their pledge's language. A reply (a PAN to correct, a question)
 * reaches the donations office, not the sender.
 */
export function letterToDonor({
  key,
  payment,
  settings,
  language,
  content,
  whyYouGetThis,
  attachments,
}: {
  /** The email job's stable key (transport.ts): the same job always gives the same letter. */
  key: string;
  payment: Pick<PaymentsTable, "donor_name" | "donor_email">;
  settings: MailSettings;
  language: Language;
  content: EmailContent;
  whyYouGetThis: string;
  attachments?: readonly EmailAttachment[];
}): ComposeResult {
  const layout = submitterLayout(language, settings.organisation(), whyYouGetThis);
  return {
    status: "ready",
    email: {
      key,
      from: settings.from,
      to: [personAddressed(payment.donor_name, payment.donor_email)],
      replyTo: mailboxes(settings.recipients.donation)[0],
      subject: headerSafe(content.subject),
      text: renderText(content, layout),
      html: renderHtml(content, layout),
      ...(attachments && { attachments }),
    },
  };
}
