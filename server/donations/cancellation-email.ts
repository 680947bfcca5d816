import { cancellationLetter } from "#app/content/forms/receipt.ts";
import { fillSlots } from "#app/content/language.ts";
import { deductionLawOn } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { type EmailContent, longDate } from "../mail/content.ts";
import { type ComposeResult, greeting, type MailSettings, signOff } from "../mail/messages.ts";
import { letterToDonor, paymentOfLetter } from "./donor-letter.ts";
import { pledgeLanguage } from "./pledges.ts";

/*
 * The email that tells a donor their receipt is cancelled, queued when the office cancels it and
 * composed by the outbox from the payment as stored: the receipt's number, amount and date, the
 * office's reason, and not to use it for the income-tax return. In the pledge form's language, as
 * the receipt's own letter.
 */

export async function composeCancellationEmail(
  database: Kysely<Database>,
  paymentId: string,
  settings: MailSettings,
): Promise<ComposeResult> {
  const payment = await paymentOfLetter(database, paymentId);
  if (!payment) return { status: "error", error: "The payment no longer exists." };
  if (!payment.cancelled_at) return { status: "error", error: "The receipt is not cancelled." };
  const language = await pledgeLanguage(database, payment.submission_id);
  const words = cancellationLetter[language];
  const organisation = settings.organisation();
  const slots = {
    receiptNumber: payment.receipt_number,
    amount: formatPaise(payment.amount_paise),
    date: longDate(payment.paid_on, language),
    reason: payment.cancellation_reason ?? "",
    statementForm: deductionLawOn(payment.paid_on).statementForm,
  };
  const content: EmailContent = {
    subject: fillSlots(words.subject, slots),
    heading: words.heading,
    blocks: [
      {
        type: "paragraph",
        text: greeting(payment.donor_name, language),
      },
      { type: "paragraph", text: fillSlots(words.cancelled, slots) },
      { type: "paragraph", text: fillSlots(words.reason, slots) },
      { type: "paragraph", text: fillSlots(words.doNotUse, slots) },
      { type: "paragraph", text: words.questions },
      { type: "paragraph", text: signOff(organisation, language) },
    ],
  };
  return letterToDonor({
    key: `cancellation-${payment.receipt_number.replace(/[^A-Za-z0-9-]/g, "_")}`,
    payment,
    settings,
    language,
    content,
    whyYouGetThis: words.whyYouGetThis,
  });
}
