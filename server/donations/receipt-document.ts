import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { organisation } from "#app/content/organisation.ts";
import { formatPaise } from "#app/utils/rupees.ts";
import { longDate } from "../mail/content.ts";
import { pdfFontFamily, registerPdfFonts } from "../pdf-fonts.ts";
import { rupeesInWords } from "./amount.ts";
import { paymentModeNames, type PaymentsTable } from "./schema.ts";

/*
 * The receipt as a React component rendered to PDF by @react-pdf/renderer. It is written with
 * createElement rather than JSX: Node runs this server code by stripping types, which leaves JSX
 * untouched, and a build step for one component would be a second way to load server code (see
 * docs/decisions/011-donation-receipts-and-10bd.md). It embeds Noto Sans and Noto Sans Telugu
 * (server/pdf-fonts.ts), so a name or address typed in Telugu prints in Telugu, and ₹ prints.
 */

const colour = { forest: "#1f5130", ink: "#1d1b16", muted: "#4d483d", line: "#e4dac6", sand: "#f3ead8" };

const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: pdfFontFamily, fontSize: 10.5, color: colour.ink, lineHeight: 1.4 },
  header: { borderBottomWidth: 2, borderBottomColor: colour.forest, paddingBottom: 12, marginBottom: 18 },
  society: {
    fontWeight: 700,
    fontSize: 17,
    color: colour.forest,
    lineHeight: 1.2,
    marginBottom: 6,
  },
  small: { fontSize: 9, color: colour.muted },
  title: { fontWeight: 700, fontSize: 13, marginBottom: 4 },
  cancelled: { fontWeight: 700, fontSize: 12, color: "#a3261a", marginBottom: 10 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: colour.line, paddingVertical: 5 },
  label: { width: 150, color: colour.muted },
  value: { flex: 1 },
  amount: { backgroundColor: colour.sand, padding: 12, marginVertical: 16 },
  amountFigures: {
    fontWeight: 700,
    fontSize: 16,
    color: colour.forest,
    lineHeight: 1.2,
    marginBottom: 4,
  },
  footer: { marginTop: 24, fontSize: 9, color: colour.muted },
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
  const giving = organisation.giving;
  const address = [
    organisation.address.locality,
    organisation.address.district,
    organisation.address.state,
  ].join(", ");
  return h(
    Document,
    { title: `Receipt ${payment.receipt_number}`, author: organisation.name, language: "en-IN" },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(
        View,
        { style: styles.header },
        h(Text, { style: styles.society }, organisation.name),
        h(Text, { style: styles.small }, `${address}, ${organisation.address.country}`),
        h(
          Text,
          { style: styles.small },
          `Registered under the ${organisation.registration.act}, No. ${organisation.registration.number} · PAN ${giving.pan}`,
        ),
        h(
          Text,
          { style: styles.small },
          `Approved under section 80G: URN ${giving.registration80G.urn}, dated ${longDate(giving.registration80G.approvedOn)}, valid ${giving.registration80G.validity}`,
        ),
      ),
      payment.cancelled_at
        ? h(Text, { style: styles.cancelled }, `CANCELLED: ${payment.cancellation_reason ?? ""}`)
        : null,
      h(Text, { style: styles.title }, "Donation receipt"),
      row("Receipt number", payment.receipt_number),
      row("Date of donation", longDate(payment.paid_on)),
      row("Received from", payment.donor_name),
      row("PAN", payment.donor_pan),
      row("Aadhaar", payment.donor_aadhaar),
      row("Address", payment.donor_address),
      row("Mode of payment", paymentModeNames[payment.mode]),
      row("Payment reference", payment.payment_reference),
      h(
        View,
        { style: styles.amount },
        h(Text, { style: styles.amountFigures }, formatPaise(payment.amount_paise)),
        h(Text, null, rupeesInWords(payment.amount_paise)),
      ),
      h(
        Text,
        null,
        payment.mode === "cash" && payment.amount_paise > 200_000
          ? "A donation in cash above ₹2,000 does not qualify for deduction under section 80G."
          : "This donation is eligible for deduction under section 80G of the Income-tax Act, 1961, subject to the conditions and limits of that section. The society reports it to the Income-tax Department in Form 10BD and issues the certificate in Form 10BE.",
      ),
      h(
        Text,
        { style: styles.footer },
        `${organisation.name} · ${organisation.email} · ${organisation.phone.display}. Issued from the society's donation records.`,
      ),
    ),
  );
}

export async function renderReceiptPdf(payment: PaymentsTable): Promise<Buffer> {
  await registerPdfFonts();
  return renderToBuffer(h(ReceiptDocument, { payment }) as Parameters<typeof renderToBuffer>[0]);
}
