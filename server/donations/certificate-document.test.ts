import { publishedSettings } from "#app/content/settings/published.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "./certificate-document.ts";
import { societyOf } from "./receipt-terms.ts";
import type { PaymentsTable } from "./schema.ts";

/*
 * The certificate read as a chartered accountant reads it: the Act and section for the year, the
 * year by that law's name, the approval in its order's terms, the donor's identifier by its name,
 * the donation type, the acknowledgement, the date of issue and who signs.
 */

const society = societyOf(
  publishedSettings(
    {
      "name.en": "Dai Rural Development Society",
      pan: "AAATD1234K",
      "registration80G.urn": "AAATD1234KF20221",
      "registration80G.approvedOn": "2021-09-24",
      "registration80G.validity": "AY 2022-23 to AY 2026-27",
      "signatory.name": "P. Sunitha",
      "signatory.designation": "Treasurer",
    },
    false,
  ),
);

const payment = (changes: Partial<PaymentsTable>): PaymentsTable => ({
  id: "payment-1",
  receipt_number: "2025-26/0142",
  financial_year: "2025-26",
  sequence: 142,
  submission_id: null,
  donor_name: "Lakshmi Narasimha Rao Gaddam",
  donor_email: "lakshmi.gaddam@example.org",
  donor_pan: "BQWPG4821K",
  donor_aadhaar: null,
  donor_address: "Road No. 5, Banjara Hills, Hyderabad 500034",
  amount_paise: 12_500_000,
  paid_on: "2026-03-31",
  mode: "bank",
  payment_reference: "SBIN526090412345",
  donation_type: "corpus",
  created_at: "2026-03-31T18:29:00.000Z",
  cancelled_at: null,
  cancellation_reason: null,
  ...changes,
});

async function certificateText(donation: PaymentsTable) {
  const pdf = await renderCertificatePdf({
    financialYear: "2025-26",
    donor: { payment: donation, payments: [donation], deductiblePaise: donation.amount_paise, emails: [] },
    society,
    filing: { acknowledgement: "102345678901234", filedOn: "2026-05-20" },
    issuedOn: "2026-06-02",
  });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the certificate of a year's donations", () => {
  it("for financial year 2025-26 cites section 80G of the 1961 Act, the assessment year and the 80G URN", async () => {
    const text = await certificateText(payment({}));
    for (const expected of [
      "received in financial year 2025-26 (assessment year 2026-27), are reported to the Income-tax Department in Form 10BD: acknowledgement 102345678901234, dated 20 May 2026",
      "eligible for deduction under section 80G of the Income-tax Act, 1961 for financial year 2025-26 (assessment year 2026-27)",
      "Form 10BE",
      "Approved under section 80G(5) of the Income-tax Act, 1961: URN AAATD1234KF20221, dated 24/09/2021, valid AY 2022-23 to AY 2026-27",
      "PAN AAATD1234K",
      "Donation type",
      "Corpus",
      "₹1,25,000",
      "Issued on",
      "2 June 2026",
      "P. Sunitha, Treasurer",
      "Authorised signatory",
    ])
      expect(text).toContain(expected);
    // The donor's identifier under its own name: "PAN · PAN నంబర్: BQWPG4821K".
    expect(text).toMatch(/PAN ·[^:]*: BQWPG4821K/);
    expect(text).not.toContain("Income-tax Act, 2025");
    expect(text).not.toContain("tax year");
  }, 30_000);

  it("in a consolidated statement, marks cash above ₹2,000 not deductible and totals what is", async () => {
    const upi = payment({
      receipt_number: "2026-27/0001",
      paid_on: "2026-04-01",
      mode: "upi",
      amount_paise: 2_500_000,
    });
    const cash = payment({
      receipt_number: "2026-27/0002",
      paid_on: "2026-06-10",
      mode: "cash",
      amount_paise: 500_000,
    });
    const pdf = await renderCertificatePdf({
      financialYear: "2026-27",
      donor: { payment: cash, payments: [upi, cash], deductiblePaise: 2_500_000, emails: [] },
      society,
      filing: null,
      issuedOn: "2027-04-15",
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Statement of donations");
    expect(flat).toContain("It is not a certificate for a deduction");
    expect(flat).toContain("Cash (not deductible");
    expect(flat).toMatch(/Total ·[^₹]*₹30,000/);
    expect(flat).toMatch(/Of which deductible ·[^₹]*₹25,000/);
  }, 30_000);

  it("names an Aadhaar number as Aadhaar, not as a PAN", async () => {
    const text = await certificateText(payment({ donor_pan: null, donor_aadhaar: "234567890124" }));
    expect(text).toMatch(/Aadhaar ·[^:]*: XXXX XXXX 0124/);
    expect(text).not.toContain("234567890124");
    expect(text).not.toMatch(/PAN ·[^:]*: 234567890124/);
  }, 30_000);
});
