import { receiptLetter } from "#app/content/forms/receipt.ts";
import { fillSlots, type Language } from "#app/content/language.ts";
import type { PublishedSettings } from "#app/content/settings/published.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { type EmailContent, longDate } from "../mail/content.ts";
import { type ComposeResult, greeting, type MailSettings, signOff } from "../mail/messages.ts";
import { letterToDonor, paymentOfLetter } from "./donor-letter.ts";
import { rupeesInWords } from "./amount.ts";
import { renderReceiptPdf } from "./receipt-document.ts";
import { issuedTerms } from "./receipt-terms.ts";
import { pledgeLanguage } from "./pledges.ts";
import type { PaymentsTable } from "./schema.ts";

/*
 * The receipt email: a short letter with the receipt PDF attached, composed by the outbox when it
 * sends the job, from the payment as stored then (so a receipt cancelled before sending says so).
 * The letter is in the language of the pledge's form (decision 010) and says what the receipt says
 * about the deduction, as issued; the PDF carries both languages.
 */

function receiptLetterContent(
  payment: PaymentsTable,
  language: Language,
  organisation: PublishedSettings,
): EmailContent {
  const words = receiptLetter[language];
  const terms = issuedTerms(payment);
  // A receipt issued before receipts kept their terms has its sentences in English only.
  const statements = terms.statements[language].length > 0 ? terms.statements[language] : terms.statements.en;
  const slots = {
    receiptNumber: payment.receipt_number,
    amount: formatPaise(payment.amount_paise),
    amountInWords: rupeesInWords(payment.amount_paise),
    date: longDate(payment.paid_on, language),
  };
  return {
    subject: fillSlots(words.subject, slots),
    heading: words.heading,
    blocks: [
      { type: "paragraph", text: greeting(payment.donor_name, language) },
      {
        type: "paragraph",
        text: fillSlots(terms.deductible ? words.thanks : words.thanksNotDeductible, slots),
      },
      ...statements.map((text) => ({ type: "paragraph" as const, text })),
      { type: "paragraph", text: signOff(organisation, language) },
    ],
  };
}

export async function composeReceiptEmail(
  database: Kysely<Database>,
  paymentId: string,
  settings: MailSettings,
): Promise<ComposeResult> {
  const payment = await paymentOfLetter(database, paymentId);
  if (!payment) return { status: "error", error: "The payment no longer exists." };
  const language = await pledgeLanguage(database, payment.submission_id);
  const pdf = await renderReceiptPdf(payment);
  const fileName = `receipt-${payment.receipt_number.replace("/", "-")}.pdf`;
  return letterToDonor({
    key: `receipt-${payment.receipt_number.replace(/[^A-Za-z0-9-]/g, "_")}`,
    payment,
    settings,
    language,
    content: receiptLetterContent(payment, language, settings.organisation()),
    whyYouGetThis: receiptLetter[language].whyYouGetThis,
    attachments: [{ filename: fileName, content: pdf, contentType: "application/pdf" }],
  });
}
