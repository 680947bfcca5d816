import { organisation } from "#app/content/organisation.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { formatRupees } from "#app/utils/rupees.ts";
import { longDate } from "../mail/content.ts";
import type { ComposeResult, MailSettings } from "../mail/messages.ts";
import { type EmailLayout, renderHtml, renderText } from "../mail/render.ts";
import { headerSafe } from "../mail/transport.ts";
import { rupeeFigures, rupeesInWords } from "./amount.ts";
import { renderReceiptPdf } from "./receipt-document.ts";
import { withDonationTables } from "./schema.ts";

/*
 * The receipt email: a short letter with the receipt PDF attached, composed by the outbox when it
 * sends the job, from the payment as stored then (so a receipt cancelled before sending says so).
 */

const layout: EmailLayout = {
  lang: "en-IN",
  organisationName: organisation.name,
  footerLines: [
    `${organisation.address.district}, ${organisation.address.state}, ${organisation.address.country}`,
    `Phone ${organisation.phone.display} · ${organisation.email}`,
    "You receive this email because the society recorded a donation from you.",
  ],
};

export async function composeReceiptEmail(
  database: Kysely<Database>,
  paymentId: string,
  settings: MailSettings,
): Promise<ComposeResult> {
  const payment = await withDonationTables(database)
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", paymentId)
    .executeTakeFirst();
  if (!payment) return { status: "error", error: "The payment no longer exists." };
  const amount =
    payment.amount_paise % 100 === 0
      ? formatRupees(payment.amount_paise / 100)
      : `₹${rupeeFigures(payment.amount_paise)}`;
  const subject = `Receipt ${payment.receipt_number} for your donation of ${amount}`;
  const content = {
    subject,
    heading: "Your donation receipt",
    blocks: [
      { type: "paragraph" as const, text: `Dear ${payment.donor_name},` },
      {
        type: "paragraph" as const,
        text: `Thank you for your donation of ${amount} (${rupeesInWords(payment.amount_paise)}), received on ${longDate(payment.paid_on)}. Your receipt ${payment.receipt_number} is attached as a PDF; please keep it for your income-tax return.`,
      },
      {
        type: "paragraph" as const,
        text: "After the end of the financial year the society reports your donation to the Income-tax Department in Form 10BD and sends you the certificate in Form 10BE.",
      },
      { type: "paragraph" as const, text: `With warm regards,\n${organisation.name}` },
    ],
  };
  const pdf = await renderReceiptPdf(payment);
  const fileName = `receipt-${payment.receipt_number.replace("/", "-")}.pdf`;
  return {
    status: "ready",
    email: {
      key: `receipt-${payment.receipt_number.replace(/[^A-Za-z0-9-]/g, "_")}`,
      from: settings.from,
      to: [{ name: headerSafe(payment.donor_name), address: payment.donor_email }],
      subject: headerSafe(subject),
      text: renderText(content, layout),
      html: renderHtml(content, layout),
      attachments: [{ filename: fileName, content: pdf, contentType: "application/pdf" }],
    },
  };
}
