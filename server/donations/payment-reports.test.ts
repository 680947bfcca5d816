import { describe, expect, it } from "vitest";
import { openTestApi, sqliteBackend } from "../testing/api.ts";
import { databasePerTest } from "../testing/database-per-test.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { recordPaymentReport } from "./payment-reports.ts";
import { pledgeInFull } from "./pledge-view.ts";
import { findPledge, formatPledgeLines, pledgeLines } from "./pledges.ts";
import { receivePayment } from "./receipts.ts";

/* What staff see of a pledge with 80G details and a donor's "I have paid" report, in list and show. */

const database = databasePerTest(sqliteBackend());

const receiptDetails = {
  wants80G: true,
  panName: "Asha Rani Devi",
  pan: "ABCDE1234F",
  address: "12-3 Gandhi Road\nNirmal",
  pinCode: "504106",
};

async function pledgeWith80G() {
  const { post } = await openTestApi(database.handle);
  const body = { formType: "donation", data: { ...validSubmissions.donation.data, ...receiptDetails } };
  const answer = await (await post(body)).json();
  return String(answer.reference);
}

describe("a pledge with 80G details and a donor's report", () => {
  it("is listed with the PAN masked and the report, and shown in full by its reference", async () => {
    const reference = await pledgeWith80G();
    await recordPaymentReport(
      {
        db: database.handle.db,
        now: () => new Date("2026-11-21T05:00:00Z"),
        newId: () => crypto.randomUUID(),
      },
      { reference, paidOn: "2026-11-20", mode: "upi", paymentReference: "432109876543" },
      "received",
    );
    const listed = formatPledgeLines(await pledgeLines(database.handle.db));
    expect(listed).toContain("ABCDE****F");
    expect(listed).not.toContain("ABCDE1234F");
    expect(listed).toContain("UPI 432109876543 on 2026-11-20");

    const shown = JSON.stringify(await pledgeInFull(database.handle.db, reference.toLowerCase()));
    expect(shown).toContain('"pan":"ABCDE1234F"');
    expect(shown).toContain('"indianCitizen":true');
    expect(shown).toContain('"payment_reference":"432109876543"');
    expect(await pledgeInFull(database.handle.db, "DON-2222ZZ")).toBeUndefined();
  });

  it("shows a donor who gave only an Aadhaar number by it, masked, in the list and on the pledge", async () => {
    const { post } = await openTestApi(database.handle);
    const body = {
      formType: "donation",
      data: { ...validSubmissions.donation.data, ...receiptDetails, pan: "", aadhaar: "2341 2341 2346" },
    };
    const { reference } = await (await post(body)).json();
    const line = (await pledgeLines(database.handle.db)).find((each) => each.reference === reference);
    expect(line).toMatchObject({ pan: "", aadhaar: "XXXX XXXX 2346" });
    const pledge = await findPledge(database.handle.db, String(reference));
    expect(pledge?.receiptDetails).toEqual({
      panName: "Asha Rani Devi",
      pan: "",
      aadhaar: "XXXX XXXX 2346",
      address: "12-3 Gandhi Road, Nirmal 504106",
    });
    expect(JSON.stringify(pledge?.receiptDetails)).not.toContain("234123412346");
  });

  it("gives the receipt the name as on the PAN, the PAN and the address with its PIN code", async () => {
    const reference = await pledgeWith80G();
    const result = await receivePayment(
      { database: database.handle, now: () => new Date("2026-11-21T05:00:00Z"), emailReceipt: false },
      { pledgeReference: reference, amountPaise: 250_000, paidOn: "2026-11-20", mode: "upi" },
    );
    expect(result).toMatchObject({
      status: "recorded",
      payment: {
        donor_name: "Asha Rani Devi",
        donor_pan: "ABCDE1234F",
        donor_address: "12-3 Gandhi Road, Nirmal 504106",
      },
    });
  });
});
