import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLine } from "../accounts/audit.ts";
import { publishSettings } from "../content/settings.ts";
import { postgresBackend, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { warnWhenPostgresMissing } from "../testing/postgres.ts";
import { mailSettings } from "../mail/messages.ts";
import { renderReceiptPdf } from "./receipt-document.ts";
import { composeReceiptEmail } from "./receipt-email.ts";
import { approvalOnDay, contactsLine, publishedSociety, receiptNotDeductible } from "./receipt-terms.ts";
import { findPayment, type NewPayment, receivePayment } from "./receipts.ts";
import { withDonationTables } from "./schema.ts";

warnWhenPostgresMissing("the receipt terms tests on PostgreSQL");

/** The society's published settings in these tests: every detail a receipt prints. */
const published = {
  "name.en": "Dai Rural Development Society",
  "name.te": "దాయి గ్రామీణాభివృద్ధి సంస్థ",
  "address.street.en": "4-12 Temple Street",
  "address.pin": "504106",
  email: "office@dai-receipts.example",
  pan: "AAATD1234K",
  "registration80G.urn": "AAATD1234KF20221",
  "registration80G.approvedOn": "2021-09-24",
  "registration80G.validity": "AY 2022-23 to AY 2026-27",
  "approval354.number": "AAATD1234KG20261",
  "approval354.approvedOn": "2026-05-02",
  "approval354.validity": "tax year 2026-27 to tax year 2030-31",
};

const donor = {
  name: "Lakshmi Rao",
  email: "lakshmi@example.org",
  pan: "ABCDE1234F",
  address: "Nirmal 504106",
};

const pay = (changes: Partial<NewPayment>): NewPayment => ({
  donor,
  amountPaise: 500_000,
  paidOn: "2026-03-31",
  mode: "upi",
  ...changes,
});

/** pdf.js guesses spaces beside Telugu vowel signs: the text is compared without white space. */
async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  // Lines wrap where the page ends: English is read with each run of white space as one space.
  return { text: text.replace(/\s+/g, " "), compact: text.replace(/[\s\u200C]+/g, "") };
}
/**
 * Expected Telugu as pdf.js reads it back (decision 029): without white space, and a conjunct with
 * a vowel sign in the order its glyphs are drawn, the vowel sign before the subjoined letter
 * (పన్ను reads back as పను్న).
 */
const compact = (text: string) =>
  text.replace(/(\p{L})\u0C4D(\p{L})([\u0C3E-\u0C4C])/gu, "$1$3\u0C4D$2").replace(/[\s\u200C]+/g, "");

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(
    `receipts under the law of the donation's date (${backend.name})`,
    () => {
      const database = databasePerTest(backend);
      const zone = process.env.TZ;
      beforeAll(() => {
        process.env.TZ = "UTC";
      });
      afterAll(() => {
        process.env.TZ = zone;
      });
      const now = () => new Date("2026-11-23T06:00:00.000Z");
      const publish = (values: Record<string, string>) =>
        publishSettings(database.handle.db, commandLine, values, now());
      const receive = async (input: NewPayment, production = false) => {
        const result = await receivePayment({ database: database.handle, now, production }, input);
        if (result.status !== "recorded") throw new Error(result.error);
        return result.payment;
      };

      it("cites the 1961 Act on 31 March 2026 and the 2025 Act on 1 April 2026, in English and Telugu", async () => {
        await publish(published);
        const before = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-03-31" }))));
        for (const expected of [
          "section 80G of the Income-tax Act, 1961",
          "financial year 2025-26 (assessment year 2026-27)",
          "Form 10BD",
          "Form 10BE",
          "Approved under section 80G(5) of the Income-tax Act, 1961: URN AAATD1234KF20221, dated 24/09/2021, valid AY 2022-23 to AY 2026-27",
          "PAN AAATD1234K",
          // The day it was issued, in India, and who signs for the society.
          "Date of issue",
          "23 November 2026",
          "For Dai Rural Development Society",
          "Authorised signatory",
        ])
          expect(before.text).toContain(expected);
        for (const expected of ["ఆదాయపు పన్ను చట్టం, 1961 సెక్షన్ 80G", "అసెస్‌మెంట్సంవత్సరం2026-27", "దాయి"])
          expect(before.compact).toContain(compact(expected));
        expect(before.text).not.toContain("2025 ");
        expect(before.text).not.toContain("Form 113");

        const after = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-04-01" }))));
        for (const expected of [
          "section 133 of the Income-tax Act, 2025",
          "tax year 2026-27",
          "Form 113",
          "Form 114",
          "Approved under section 354 of the Income-tax Act, 2025: No. AAATD1234KG20261, dated 02/05/2026, valid tax year 2026-27 to tax year 2030-31",
        ])
          expect(after.text).toContain(expected);
        expect(after.compact).toContain(compact("ఆదాయపు పన్ను చట్టం, 2025 సెక్షన్ 133"));
        expect(after.compact).toContain(compact("పన్ను సంవత్సరం 2026-27"));
        // The 1961 approval ended with assessment year 2026-27, before this donation's year.
        expect(after.text).not.toContain("AY 2022-23");
        expect(after.text).not.toContain("80G");
        expect(after.text).not.toContain("assessment year");
      }, 30_000);

      it("does not call a donation without PAN or Aadhaar deductible, and says what to send and how", async () => {
        await publish(published);
        const payment = await receive(
          pay({ paidOn: "2026-06-01", donor: { name: "Anonymous Giver", email: "giver@example.org" } }),
        );
        const { text, compact: joined } = await pdfText(await renderReceiptPdf(payment));
        expect(text).not.toContain("is eligible for deduction");
        expect(text).toContain("cannot be claimed as a deduction");
        expect(text).toContain("send the society your PAN (or your Aadhaar number if you have no PAN)");
        expect(text).toContain("office@dai-receipts.example");
        expect(text).toContain(payment.receipt_number);
        expect(joined).toContain(compact("మీ PAN (PAN లేకపోతే ఆధార్ నంబర్)"));
      }, 30_000);

      it("prints no approval whose validity ended before the donation's year", async () => {
        const old = Object.fromEntries(
          Object.entries(published).filter(([key]) => !key.startsWith("approval354.")),
        );
        await publish(old);
        const { text } = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-05-01" }))));
        expect(text).not.toContain("AY 2022-23 to AY 2026-27");
        expect(text).not.toContain("is eligible for deduction");
        expect(text).toContain("does not cover tax year 2026-27");
      }, 30_000);

      it("tells staff why a receipt says the donation is not deductible, by the rule its words follow", async () => {
        const only80G = Object.fromEntries(
          Object.entries(published).filter(([key]) => !key.startsWith("approval354.")),
        );
        await publish(only80G);
        const { society } = await publishedSociety(database.handle.db, false);
        expect(approvalOnDay(society, "2026-05-01")).toEqual({
          day: "2026-05-01",
          year: "2026-27",
          covered: false,
          approvals: [
            {
              law: "1961",
              validity: "AY 2022-23 to AY 2026-27",
              days: { from: "2021-04-01", to: "2026-03-31" },
            },
          ],
        });
        expect(approvalOnDay(society, "2026-03-31").covered).toBe(true);

        const uncovered = await receive(pay({ paidOn: "2026-05-01" }));
        expect(receiptNotDeductible(uncovered)).toBe("no-approval");
        expect((await pdfText(await renderReceiptPdf(uncovered))).text).toContain(
          "does not make the donation deductible",
        );
        // Its email does not ask the donor to keep for their tax return what cannot serve there.
        const settings = mailSettings({ MAIL_FROM: "site@dai.example", MAIL_TO: "office@dai.example" });
        const letterOf = async (payment: { id: string }) => {
          const composed = await composeReceiptEmail(database.handle.db, payment.id, settings);
          return composed.status === "ready" ? composed.email.text : "";
        };
        const keepIt = "please keep it for your income-tax return";
        expect(await letterOf(uncovered)).toContain("does not make the donation deductible");
        expect(await letterOf(uncovered)).not.toContain(keepIt);
        expect(await letterOf(await receive(pay({ paidOn: "2026-03-28" })))).toContain(keepIt);
        expect(receiptNotDeductible(await receive(pay({ paidOn: "2026-03-31" })))).toBeNull();
        expect(receiptNotDeductible(await receive(pay({ paidOn: "2026-03-30", mode: "cash" })))).toBe("cash");
        const anonymous = { name: "Anonymous Giver", email: "giver@example.org" };
        expect(receiptNotDeductible(await receive(pay({ paidOn: "2026-03-29", donor: anonymous })))).toBe(
          "no-identifier",
        );

        // A receipt keeps what it said when the settings later cover its year.
        await publish(published);
        const stored = await findPayment(withDonationTables(database.handle.db), uncovered.receipt_number);
        if (!stored) throw new Error("The receipt is missing.");
        expect(receiptNotDeductible(stored)).toBe("no-approval");
        expect(receiptNotDeductible(await receive(pay({ paidOn: "2026-05-02" })))).toBeNull();
      }, 30_000);

      it("prints a renewed 1961-Act approval for a donation under the 2025 Act as continuing under it", async () => {
        const renewed = {
          ...Object.fromEntries(Object.entries(published).filter(([key]) => !key.startsWith("approval354."))),
          "registration80G.urn": "AAATD1234KF20271",
          "registration80G.approvedOn": "2026-01-20",
          "registration80G.validity": "AY 2027-28 to AY 2031-32",
        };
        await publish(renewed);
        const { text } = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-04-01" }))));
        expect(text).toContain(
          "Approved under section 80G(5) of the Income-tax Act, 1961: URN AAATD1234KF20271, dated 20/01/2026, valid AY 2027-28 to AY 2031-32; it continues in force under the Income-tax Act, 2025",
        );
        expect(text).toContain("is eligible for deduction under section 133 of the Income-tax Act, 2025");
      }, 30_000);

      it("after a renewal, still prints the earlier 80G approval for a donation of a year only it covers", async () => {
        const renewed = {
          ...Object.fromEntries(Object.entries(published).filter(([key]) => !key.startsWith("approval354."))),
          "registration80G.urn": "AAATD1234KF20271",
          "registration80G.approvedOn": "2026-01-20",
          "registration80G.validity": "AY 2027-28 to AY 2031-32",
          "earlier80G.urn": published["registration80G.urn"],
          "earlier80G.approvedOn": published["registration80G.approvedOn"],
          "earlier80G.validity": published["registration80G.validity"],
        };
        await publish(renewed);
        const march = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-03-25" }))));
        expect(march.text).toContain(
          "Approved under section 80G(5) of the Income-tax Act, 1961: URN AAATD1234KF20221, dated 24/09/2021, valid AY 2022-23 to AY 2026-27",
        );
        expect(march.text).toContain("section 80G of the Income-tax Act, 1961");
        expect(march.text).not.toContain("does not make the donation deductible");
        const april = await pdfText(await renderReceiptPdf(await receive(pay({ paidOn: "2026-04-01" }))));
        expect(april.text).toContain("URN AAATD1234KF20271");
        expect(april.text).not.toContain("AAATD1234KF20221");
      }, 30_000);

      it("names the signatory the society set, with the designation, for the society in each language's name", async () => {
        await publish({
          ...published,
          "signatory.name": "P. Sunitha",
          "signatory.designation": "Treasurer",
        });
        const { text, compact: joined } = await pdfText(await renderReceiptPdf(await receive(pay({}))));
        expect(text).toContain("P. Sunitha, Treasurer");
        expect(text).toContain("Authorised signatory");
        expect(joined).toContain(compact("అధీకృత సంతకందారు"));
        expect(joined).toContain(compact(`${published["name.te"]} తరఫున`));
      }, 30_000);

      it("keeps a receipt as issued when the society changes its settings later", async () => {
        await publish(published);
        const issued = await receive(pay({ paidOn: "2026-04-15" }));
        const first = await pdfText(await renderReceiptPdf(issued));
        await publish({ ...published, pan: "AAATZ9999Q", "name.en": "Renamed Society" });
        const stored = await findPayment(withDonationTables(database.handle.db), issued.receipt_number);
        if (!stored) throw new Error("The receipt is missing.");
        const again = await pdfText(await renderReceiptPdf(stored));
        expect(again.text).toBe(first.text);
        expect(again.text).toContain("AAATD1234K");
        expect(again.text).not.toContain("Renamed Society");
      }, 30_000);

      it("in production, refuses a receipt naming each setting still to publish, and records nothing", async () => {
        const result = await receivePayment({ database: database.handle, now, production: true }, pay({}));
        expect(result.status).toBe("error");
        if (result.status !== "error") return;
        for (const expected of [
          "Set the society's PAN before issuing receipts.",
          "Set the society's street address before issuing receipts.",
          "Set the society's PIN code before issuing receipts.",
          "Set the society's 80G approval (URN, date and validity), or its approval under the 2025 Act, before issuing receipts.",
        ])
          expect(result.fields.settings).toContain(expected);
        const rows = await withDonationTables(database.handle.db)
          .selectFrom("payments")
          .select("id")
          .execute();
        expect(rows).toEqual([]);
        await publish(published);
        const issued = await receive(pay({}), true);
        expect((await pdfText(await renderReceiptPdf(issued))).text).toContain("PAN AAATD1234K");
      }, 30_000);
    },
  );
}

describe("the footer line of a receipt or certificate", () => {
  it("keeps the phone number's parts together, so that a line never ends inside it", () => {
    const line = contactsLine({
      name: { en: "Dai Society", te: "దాయి" },
      email: "office@daisociety.org",
      phone: "+91 98490 12345",
    });
    expect(line).toBe("Dai Society · office@daisociety.org · +91\u00A098490\u00A012345");
  });
});
