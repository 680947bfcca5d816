import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderReceiptPdf } from "./receipt-document.ts";
import { legacyTerms } from "./receipt-terms.ts";
import type { PaymentsTable } from "./schema.ts";

const receipt: PaymentsTable = {
  id: "payment-1",
  receipt_number: "2026-27/0007",
  financial_year: "2026-27",
  sequence: 7,
  submission_id: null,
  donor_name: "సీతా రామారావు",
  donor_email: "seetha@example.org",
  donor_pan: "ABCDE1234F",
  donor_aadhaar: null,
  donor_address: "ఇంటి నం. 4-12, రామాలయం వీధి, నిర్మల్ 504106",
  amount_paise: 250_000,
  paid_on: "2026-11-20",
  mode: "upi",
  payment_reference: "123456789012",
  donation_type: "others",
  created_at: "2026-11-23T06:00:00.000Z",
  cancelled_at: null,
  cancellation_reason: null,
};

/*
 * pdf.js (unpdf) guesses word breaks from where glyphs sit, and a Telugu vowel sign placed on its
 * letter makes it guess a space inside a word ("రామా లయం"); the letters are all there, in order.
 * So the text is compared without white space.
 */
const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

async function textAndFonts(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return { text, fonts: pdf.toString("latin1").match(/\/BaseFont\s*\/[A-Z]{6}\+[\w-]+/g) ?? [] };
}

describe("the receipt PDF", () => {
  it("prints a Telugu name and address in Telugu, which copy out of the PDF as typed, and ₹", async () => {
    const { text, fonts } = await textAndFonts(await renderReceiptPdf(receipt));
    expect(withoutSpaces(text)).toContain("Receivedfromసీతారామారావు");
    expect(withoutSpaces(text)).toContain("Addressఇంటినం.4-12,రామాలయంవీధి,నిర్మల్504106");
    expect(text).toContain("₹2,500");
    expect(text).toContain("Two Thousand Five Hundred Rupees Only");
    expect(fonts.some((font) => font.endsWith("NotoSansTelugu-Regular"))).toBe(true);
    expect(fonts.some((font) => font.endsWith("NotoSans-Bold"))).toBe(true);
  });

  it("shapes conjuncts such as శ్రీ and రెడ్డి, where fontkit alone throws, keeping every letter", async () => {
    const name = "శ్రీనివాస రెడ్డి";
    const { text } = await textAndFonts(await renderReceiptPdf({ ...receipt, donor_name: name }));
    // A conjunct with a vowel sign is drawn as its glyphs stand on the page (the vowel sign before
    // the subjoined letter), and PDF text extraction reads them in that order: the same letters.
    const letters = (value: string) => [...value.replace(/\s/g, "")].sort().join("");
    const line = text.split("\n").find((candidate) => candidate.startsWith("Received from"));
    expect(letters(line?.replace("Received from", "") ?? "")).toBe(letters(name));
  });

  it("labels every row of a receipt issued in both languages in both, the PAN's too", async () => {
    const issued = { ...receipt, issued_as: JSON.stringify(legacyTerms(receipt)) };
    const { text } = await textAndFonts(await renderReceiptPdf(issued));
    expect(withoutSpaces(text)).toContain(`PANపాన్${receipt.donor_pan}`);
    expect(withoutSpaces(text)).toContain("Receivedfrom");
  });

  it("names the donation type, as the statement of donations reports each type apart", async () => {
    const issued = {
      ...receipt,
      donation_type: "corpus" as const,
      issued_as: JSON.stringify(legacyTerms(receipt)),
    };
    const { text } = await textAndFonts(await renderReceiptPdf(issued));
    expect(withoutSpaces(text)).toContain("DonationtypeవిరాళంరకంCorpus");
  });

  it("shows a donor's Aadhaar number by its last four digits only", async () => {
    const withAadhaar = { ...receipt, donor_pan: null, donor_aadhaar: "234567890124" };
    const { text } = await textAndFonts(await renderReceiptPdf(withAadhaar));
    expect(text).toContain("XXXX XXXX 0124");
    expect(text).not.toContain("234567890124");
  });
});
