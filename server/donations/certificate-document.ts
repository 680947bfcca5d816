import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { certificateTexts } from "#app/content/forms/certificate.ts";
import { type Language, fillSlots } from "#app/content/language.ts";
import { receiptTerms } from "#app/content/forms/receipt.ts";
import { deductionLawOn, indiaDateOf, yearNameOf } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import { maskAadhaar } from "#app/utils/tax-identifiers.ts";
import { longDate } from "../mail/content.ts";
import { pdfFontFamily, registerPdfFonts } from "../pdf-fonts.ts";
import { type CertificateDonor, type Filing, isDeductible } from "./certificates.ts";
import { financialYearDates } from "./financial-year.ts";
import { approvalFor, approvalLine, contactsLine, type Society } from "./receipt-terms.ts";
import { signatureBlock } from "./signature-block.ts";
import { donationTypeNames, paymentModeNames } from "./schema.ts";

/*
 * A donor's certificate of donations for a year (the deductible ones, as the filed statement
 * reports them, with its acknowledgement), or on request the consolidated statement of every
 * donation of theirs that year. Both languages on one page, as the receipt; the society's details
 * are its published settings when the PDF is made.
 */

const colour = { forest: "#1f5130", ink: "#1d1b16", muted: "#4d483d", line: "#e4dac6" };

const styles = StyleSheet.create({
  page: { padding: 44, fontFamily: pdfFontFamily, fontSize: 10, color: colour.ink, lineHeight: 1.4 },
  header: { borderBottomWidth: 2, borderBottomColor: colour.forest, paddingBottom: 10, marginBottom: 14 },
  society: { fontWeight: 700, fontSize: 16, color: colour.forest, lineHeight: 1.2, marginBottom: 4 },
  small: { fontSize: 8.5, color: colour.muted },
  title: { fontWeight: 700, fontSize: 13, marginBottom: 8 },
  paragraph: { marginBottom: 6 },
  table: { marginVertical: 10 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: colour.line, paddingVertical: 4 },
  head: { fontWeight: 700, color: colour.muted },
  receipt: { width: 95 },
  date: { width: 95 },
  mode: { flex: 1 },
  kind: { width: 80 },
  amount: { width: 90, textAlign: "right" },
  total: { fontWeight: 700 },
  closing: { flexDirection: "row", alignItems: "flex-end", marginTop: 10 },
  closingNote: { flex: 1, paddingRight: 16 },
});

export type CertificateInput = {
  financialYear: string;
  donor: CertificateDonor;
  society: Society;
  /** The filed statement; null for the consolidated statement, which needs none. */
  filing: Filing | null;
  /** The day (India, yyyy-mm-dd) the PDF is made; today when not given. */
  issuedOn?: string;
};

/** English, then Telugu; once when they are the same ("PAN"). */
const both = (render: (language: Language) => string) =>
  render("en") === render("te") ? render("en") : `${render("en")} · ${render("te")}`;

function line(cells: [string, string, string, string, string], style?: (typeof styles)[keyof typeof styles]) {
  return h(
    View,
    { style: [styles.row, style ?? {}], key: cells[0] },
    h(Text, { style: styles.receipt }, cells[0]),
    h(Text, { style: styles.date }, cells[1]),
    h(Text, { style: styles.mode }, cells[2]),
    h(Text, { style: styles.kind }, cells[3]),
    h(Text, { style: styles.amount }, cells[4]),
  );
}

/** A total: its label across the row, the amount in the amount column. */
function totalLine(label: string, paise: number) {
  return h(
    View,
    { style: [styles.row, styles.total], key: label },
    h(Text, { style: styles.mode }, label),
    h(Text, { style: styles.amount }, formatPaise(paise)),
  );
}

export function CertificateDocument({
  financialYear,
  donor,
  society,
  filing,
  issuedOn = indiaDateOf(new Date()),
}: CertificateInput): ReactElement {
  const dates = financialYearDates(financialYear) ?? { from: `${financialYear.slice(0, 4)}-04-01` };
  const law = deductionLawOn(dates.from);
  const year = yearNameOf(dates.from);
  const approval = approvalFor(society, dates.from);
  const shown = filing ? donor.payments.filter(isDeductible) : donor.payments;
  const total = shown.reduce((sum, payment) => sum + payment.amount_paise, 0);
  const { payment } = donor;
  const paragraphs = (["en", "te"] as const).flatMap((language) => {
    const words = certificateTexts[language];
    const slots = {
      year: year[language],
      statementForm: law.statementForm,
      certificateForm: law.certificateForm,
      acknowledgement: filing?.acknowledgement ?? "",
      filedOn: filing ? longDate(filing.filedOn, language) : "",
      section: law.section,
      act: law.act[language],
    };
    const said = filing ? [words.reported, words.eligible, words.portal] : [words.statementNote];
    return said.map((text) => fillSlots(text, slots));
  });
  const columns = certificateTexts.en.columns;
  return h(
    Document,
    { title: `${certificateTexts.en.title} ${financialYear}`, author: society.name.en, language: "en-IN" },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(
        View,
        { style: styles.header },
        h(Text, { style: styles.society }, society.name.en),
        society.name.te ? h(Text, { style: styles.small }, society.name.te) : null,
        h(Text, { style: styles.small }, society.address),
        h(Text, { style: styles.small }, `${society.registration} · PAN ${society.pan ?? ""}`),
        approval ? h(Text, { style: styles.small }, approvalLine(approval, law.edition)) : null,
      ),
      h(
        Text,
        { style: styles.title },
        both((language) =>
          filing ? certificateTexts[language].title : certificateTexts[language].statementTitle,
        ),
      ),
      ...paragraphs.map((text, index) => h(Text, { style: styles.paragraph, key: index }, text)),
      h(
        Text,
        { style: styles.paragraph },
        `${both((l) => certificateTexts[l].donor)}: ${payment.donor_name}`,
      ),
      h(
        Text,
        { style: styles.paragraph },
        payment.donor_pan
          ? `${both((l) => certificateTexts[l].pan)}: ${payment.donor_pan}`
          : `${both((l) => certificateTexts[l].aadhaar)}: ${maskAadhaar(payment.donor_aadhaar ?? "")}`,
      ),
      payment.donor_address ? h(Text, { style: styles.paragraph }, payment.donor_address) : null,
      h(
        View,
        { style: styles.table },
        line([columns.receipt, columns.date, columns.mode, columns.kind, columns.amount], styles.head),
        ...shown.map((each) =>
          line([
            each.receipt_number,
            longDate(each.paid_on),
            `${paymentModeNames[each.mode]}${isDeductible(each) ? "" : ` (${both((l) => certificateTexts[l].notDeductible)})`}`,
            donationTypeNames[each.donation_type],
            formatPaise(each.amount_paise),
          ]),
        ),
        totalLine(
          both((l) => certificateTexts[l].total),
          total,
        ),
        // A statement that lists donations that are not deductible also says what is.
        total === donor.deductiblePaise
          ? null
          : totalLine(
              both((l) => certificateTexts[l].deductibleTotal),
              donor.deductiblePaise,
            ),
      ),
      h(
        Text,
        { style: styles.paragraph },
        `${both((l) => certificateTexts[l].issuedOn)}: ${longDate(issuedOn)} · ${longDate(issuedOn, "te")}`,
      ),
      h(
        View,
        { style: styles.closing, wrap: false },
        h(
          Text,
          { style: [styles.small, styles.closingNote] },
          `${contactsLine(society)}. ${receiptTerms.en.electronic} ${receiptTerms.te.electronic}`,
        ),
        signatureBlock(society.name, society.signatory ?? null),
      ),
    ),
  );
}

export async function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  await registerPdfFonts();
  return renderToBuffer(h(CertificateDocument, input) as Parameters<typeof renderToBuffer>[0]);
}
