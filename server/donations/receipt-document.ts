import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { receiptTerms } from "#app/content/forms/receipt.ts";
import { indiaDateOf } from "#app/content/tax-law.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import { maskAadhaar } from "#app/utils/tax-identifiers.ts";
import { longDate } from "../mail/content.ts";
import { pdfFontFamily, registerPdfFonts } from "../pdf-fonts.ts";
import { rupeesInWords } from "./amount.ts";
import { contactsLine, issuedTerms } from "./receipt-terms.ts";
import { signatureBlock } from "./signature-block.ts";
import { donationTypeNames, paymentModeNames, type PaymentsTable } from "./schema.ts";

/*
 * The receipt as a React component rendered to PDF by @react-pdf/renderer. It is written with
 * createElement rather than JSX: Node runs this server code by stripping types, which leaves JSX
 * untouched, and a build step for one component would be a second way to load server code (see
 * docs/decisions/011-donation-receipts-and-10bd.md). It embeds Noto Sans and Noto Sans Telugu
 * (server/pdf-fonts.ts), so a name or address typed in Telugu prints in Telugu, and ₹ prints.
 */

const colour = { forest: "#1f5130", ink: "#1d1b16", muted: "#4d483d", line: "#e4dac6", sand: "#f3ead8" };

const styles = StyleSheet.create({
  page: { padding: 44, fontFamily: pdfFontFamily, fontSize: 10, color: colour.ink, lineHeight: 1.35 },
  header: { borderBottomWidth: 2, borderBottomColor: colour.forest, paddingBottom: 10, marginBottom: 14 },
  society: {
    fontWeight: 700,
    fontSize: 17,
    color: colour.forest,
    lineHeight: 1.2,
    marginBottom: 6,
  },
  societyTelugu: { fontWeight: 700, fontSize: 13, color: colour.forest, marginBottom: 4 },
  small: { fontSize: 9, color: colour.muted },
  statement: { marginBottom: 6 },
  title: { fontWeight: 700, fontSize: 13, marginBottom: 4 },
  cancelled: { fontWeight: 700, fontSize: 12, color: "#a3261a", marginBottom: 10 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: colour.line, paddingVertical: 3 },
  label: { width: 160, color: colour.muted },
  value: { flex: 1 },
  amount: { backgroundColor: colour.sand, padding: 10, marginVertical: 12 },
  amountFigures: {
    fontWeight: 700,
    fontSize: 16,
    color: colour.forest,
    lineHeight: 1.2,
    marginBottom: 4,
  },
  footer: { fontSize: 9, color: colour.muted },
  closing: { flexDirection: "row", alignItems: "flex-end", marginTop: 10 },
  closingNote: { flex: 1, paddingRight: 16 },
});

function row(label: string, value: string | null): ReactElement | null {
  if (value === null || value === "") return null;
  return h(
    View,
    { style: styles.row, key: label },
    h(Text, { style: styles.label }, label),
    h(Text, { style: styles.value }, value),
  );
}

export function ReceiptDocument({ payment }: { payment: PaymentsTable }): ReactElement {
  const terms = issuedTerms(payment);
  const { society } = terms;
  // Receipts issued before they kept their terms were English only; a copy prints them so.
  const legacy = !payment.issued_as;
  const labels = receiptTerms.en.labels;
  const label = (key: keyof typeof labels) =>
    legacy ? labels[key] : `${labels[key]}\n${receiptTerms.te.labels[key]}`;
  const statements = [...terms.statements.en, ...terms.statements.te];
  const contacts = contactsLine(society);
  return h(
    Document,
    { title: `Receipt ${payment.receipt_number}`, author: society.name.en, language: "en-IN" },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(
        View,
        { style: styles.header },
        h(Text, { style: styles.society }, society.name.en),
        society.name.te && !legacy ? h(Text, { style: styles.societyTelugu }, society.name.te) : null,
        h(Text, { style: styles.small }, society.address),
        h(Text, { style: styles.small }, `${society.registration} · PAN ${society.pan ?? ""}`),
        terms.approval ? h(Text, { style: styles.small }, terms.approval) : null,
      ),
      payment.cancelled_at
        ? h(
            Text,
            { style: styles.cancelled },
            `${receiptTerms.en.cancelled}: ${payment.cancellation_reason ?? ""}${legacy ? "" : `\n${receiptTerms.te.cancelled}`}`,
          )
        : null,
      h(
        Text,
        { style: styles.title },
        legacy ? receiptTerms.en.title : `${receiptTerms.en.title} · ${receiptTerms.te.title}`,
      ),
      row(label("receiptNumber"), payment.receipt_number),
      legacy ? null : row(label("issuedOn"), issuedOn(payment.created_at)),
      row(
        label("date"),
        legacy
          ? longDate(payment.paid_on)
          : `${longDate(payment.paid_on)} · ${longDate(payment.paid_on, "te")}`,
      ),
      row(label("from"), payment.donor_name),
      row(legacy ? "PAN" : "PAN\nపాన్", payment.donor_pan),
      row(legacy ? "Aadhaar" : "Aadhaar\nఆధార్", payment.donor_aadhaar && maskAadhaar(payment.donor_aadhaar)),
      row(label("address"), payment.donor_address),
      row(label("mode"), paymentModeNames[payment.mode]),
      row(label("reference"), payment.payment_reference),
      row(label("kind"), donationTypeNames[payment.donation_type]),
      h(
        View,
        { style: styles.amount },
        h(Text, { style: styles.amountFigures }, formatPaise(payment.amount_paise)),
        h(Text, null, rupeesInWords(payment.amount_paise)),
      ),
      ...statements.map((text, index) => h(Text, { key: index, style: styles.statement }, text)),
      h(
        View,
        { style: styles.closing, wrap: false },
        h(
          Text,
          { style: [styles.footer, styles.closingNote] },
          legacy
            ? `${contacts}. Issued from the society's donation records.`
            : `${contacts}. ${receiptTerms.en.electronic} ${receiptTerms.te.electronic}`,
        ),
        legacy ? null : signatureBlock(society.name, society.signatory ?? null),
      ),
    ),
  );
}

/** The day, in India, a receipt was issued, in both languages. */
function issuedOn(createdAt: string): string {
  const day = indiaDateOf(new Date(createdAt));
  return `${longDate(day)} · ${longDate(day, "te")}`;
}

export async function renderReceiptPdf(payment: PaymentsTable): Promise<Buffer> {
  await registerPdfFonts();
  return renderToBuffer(h(ReceiptDocument, { payment }) as Parameters<typeof renderToBuffer>[0]);
}
