import { paymentReportWording } from "#app/content/forms/payment-report.ts";
import { fillSlots, type Language, languageTags } from "#app/content/language.ts";
import { organisation } from "#app/content/organisation.ts";
import type { PublishedSettings } from "#app/content/settings/published.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Kysely } from "kysely";
import type { Database, EmailKind } from "../db/database.ts";
import { type EmailContent, longDate } from "../mail/content.ts";
import {
  greeting,
  type ComposeResult,
  type MailSettings,
  mailboxes,
  signOff,
  submitterLayout,
} from "../mail/messages.ts";
import { renderHtml, renderText } from "../mail/render.ts";
import { headerSafe } from "../mail/transport.ts";
import { personAddressed } from "../mail/web-addresses.ts";
import { findPledge, type Pledge } from "./pledges.ts";
import { type PaymentReportsTable, withPaymentReports } from "./report-schema.ts";

/*
 * The two emails of a donor's "I have paid" report (issue 32), composed by the outbox when it sends
 * them, from the report and its pledge as stored then: the donor's short confirmation, in the
 * language of the pledge's form, and the office's notice, in English, linking to the pledge in the
 * staff area where the payment is recorded.
 */

type Report = Pick<PaymentReportsTable, "paid_on" | "mode" | "payment_reference">;

function confirmation(
  pledge: Pledge,
  report: Report,
  language: Language,
  organisation: PublishedSettings,
): EmailContent {
  const words = paymentReportWording[language];
  const slots = {
    reference: pledge.reference,
    mode: words.modes[report.mode],
    date: longDate(report.paid_on, language),
    paymentReference: report.payment_reference,
  };
  return {
    subject: fillSlots(words.confirmation.subject, slots),
    heading: fillSlots(words.confirmation.subject, slots).replace(/\s*\[.*\]$/, ""),
    blocks: [
      { type: "paragraph", text: greeting(pledge.name, language) },
      { type: "paragraph", text: fillSlots(words.confirmation.thanks, slots) },
      { type: "paragraph", text: fillSlots(words.confirmation.reported, slots) },
      { type: "paragraph", text: words.confirmation.next },
      { type: "paragraph", text: signOff(organisation, language) },
    ],
  };
}

function notice(pledge: Pledge, report: Report, siteUrl: string | undefined): EmailContent {
  const pledged = pledge.pledgedPaise === null ? "no amount" : formatPaise(pledge.pledgedPaise);
  const staffPage = `/staff/donations/pledges/${encodeURIComponent(pledge.reference)}`;
  return {
    subject: `Payment reported: ${pledged} from ${pledge.name} [${pledge.reference}]`,
    heading: "A donor reported a payment",
    blocks: [
      {
        type: "paragraph",
        text: `${pledge.name} says they paid their pledge ${pledge.reference}. Check the bank statement, then record the payment on the pledge's page in the staff area; the receipt is emailed from there.`,
      },
      {
        type: "fields",
        rows: [
          { label: "Reference", value: pledge.reference },
          { label: "Pledged", value: pledged },
          { label: "Paid on (as the donor says)", value: longDate(report.paid_on) },
          { label: "How", value: paymentReportWording.en.modes[report.mode] },
          { label: "UPI or bank reference", value: report.payment_reference },
        ],
      },
      ...(siteUrl
        ? [
            {
              type: "link" as const,
              text: "Open the pledge",
              href: `${siteUrl.replace(/\/+$/, "")}${staffPage}`,
            },
          ]
        : [{ type: "paragraph" as const, text: `The pledge in the staff area: ${staffPage}` }]),
    ],
  };
}

export async function composeReportEmail(
  database: Kysely<Database>,
  reportId: string,
  kind: EmailKind,
  settings: MailSettings,
): Promise<ComposeResult> {
  const found = await withPaymentReports(database)
    .selectFrom("payment_reports")
    .innerJoin("submissions", "submissions.id", "payment_reports.submission_id")
    .select([
      "payment_reports.paid_on",
      "payment_reports.mode",
      "payment_reports.payment_reference",
      "submissions.reference",
      "submissions.language",
    ])
    .where("payment_reports.id", "=", reportId)
    .executeTakeFirst();
  const pledge = found ? await findPledge(database, found.reference) : undefined;
  if (!found || !pledge) return { status: "error", error: "The payment report no longer exists." };
  const donor = personAddressed(pledge.name, pledge.email);
  const office = mailboxes(settings.recipients.donation);
  if (office.length === 0) return { status: "error", error: "No recipient address for donation emails." };
  const toDonor = kind === "report_confirmation";
  const content = toDonor
    ? confirmation(pledge, found, found.language, settings.organisation())
    : notice(pledge, found, settings.siteUrl);
  const layout = toDonor
    ? submitterLayout(
        found.language,
        settings.organisation(),
        paymentReportWording[found.language].confirmation.whyYouGetThis,
      )
    : {
        lang: languageTags.en,
        organisationName: organisation.name,
        footerLines: ["Sent by the website when a donor reported a payment against a pledge."],
      };
  return {
    status: "ready",
    email: {
      key: `${pledge.reference}-${kind}-${reportId}`.replace(/[^A-Za-z0-9-]/g, "_"),
      from: settings.from,
      to: toDonor ? [donor] : office,
      // The donor's reply reaches the office; the office answers the donor with one click.
      replyTo: toDonor ? office[0] : donor,
      subject: headerSafe(content.subject),
      text: renderText(content, layout),
      html: renderHtml(content, layout),
    },
  };
}
