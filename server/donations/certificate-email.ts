import { certificateTexts } from "#app/content/forms/certificate.ts";
import { fillSlots } from "#app/content/language.ts";
import { deductionLawOn, yearNameOf } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import type { EmailContent } from "../mail/content.ts";
import { type ComposeResult, greeting, type MailSettings, signOff } from "../mail/messages.ts";
import { letterToDonor, paymentOfLetter } from "./donor-letter.ts";
import { renderCertificatePdf } from "./certificate-document.ts";
import { certificateDonor, filingOf } from "./certificates.ts";
import { financialYearDates } from "./financial-year.ts";
import { publishedSociety } from "./receipt-terms.ts";
import { pledgeLanguage } from "./pledges.ts";

/*
 * The certificate email: composed by the outbox when it sends the job, from the donor's payments
 * of the year and the filed statement as they are then, with the certificate PDF attached. The
 * letter is in the language of the donor's latest pledge form, English without one.
 */

export async function composeCertificateEmail(
  db: Kysely<Database>,
  paymentId: string,
  settings: MailSettings,
  production: boolean,
): Promise<ComposeResult> {
  const owner = await paymentOfLetter(db, paymentId);
  if (!owner) return { status: "error", error: "The payment no longer exists." };
  const year = owner.financial_year;
  const [filing, donor] = await Promise.all([
    filingOf(db, year),
    certificateDonor(db, year, owner.receipt_number),
  ]);
  if (!filing) return { status: "error", error: `The acknowledgement of ${year}'s statement is missing.` };
  if (!donor) return { status: "error", error: "The donor has no deductible donation in force that year." };
  const { society } = await publishedSociety(db, production);
  const pdf = await renderCertificatePdf({ financialYear: year, donor, society, filing });
  const language = await pledgeLanguage(db, donor.payment.submission_id);
  const words = certificateTexts[language].letter;
  const from = financialYearDates(year)?.from ?? `${year.slice(0, 4)}-04-01`;
  const law = deductionLawOn(from);
  const slots = {
    year: yearNameOf(from)[language],
    total: formatPaise(donor.deductiblePaise),
    statementForm: law.statementForm,
    certificateForm: law.certificateForm,
    acknowledgement: filing.acknowledgement,
  };
  const content: EmailContent = {
    subject: fillSlots(words.subject, slots),
    heading: words.heading,
    blocks: [
      { type: "paragraph", text: greeting(donor.payment.donor_name, language) },
      { type: "paragraph", text: fillSlots(words.body, slots) },
      { type: "paragraph", text: signOff(settings.organisation(), language) },
    ],
  };
  return letterToDonor({
    key: `certificate-${year}-${paymentId}`,
    payment: donor.payment,
    settings,
    language,
    content,
    whyYouGetThis: words.whyYouGetThis,
    attachments: [{ filename: `certificate-${year}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}
