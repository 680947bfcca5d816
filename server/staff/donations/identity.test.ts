import { describe, expect, it } from "vitest";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { validSubmissions } from "../../testing/submissions.ts";
import { receivePayment } from "../../donations/receipts.ts";
import { newReference } from "../../send-form-email/reference.ts";
import { storeSubmission } from "../../send-form-email/store.ts";
import { auditLog, openStaffArea } from "../testing.ts";

/* Donors' identity numbers in the staff area: masked on every page, revealed one at a time, audited. */

const database = databasePerTest(sqliteBackend());

async function pledgeWithPan() {
  const result = await storeSubmission(
    { db: database.handle.db, now: () => new Date(), newId: () => crypto.randomUUID(), newReference },
    {
      submission: {
        formType: "donation",
        data: {
          ...validSubmissions.donation.data,
          wants80G: true,
          panName: "Asha Rani Devi",
          pan: "ABCDE1234F",
          address: "12-3 Gandhi Road, Nirmal",
          pinCode: "504106",
        },
      },
      status: "received",
      idempotencyKey: null,
      requestHash: "hash",
      addressHash: "address",
      userAgent: null,
    },
    ["notification"],
  );
  if (result.status !== "stored") throw new Error("not stored");
  return result.reference;
}

describe("identity numbers in the staff area", () => {
  it("shows a pledge's PAN masked, and whole only after an audited press", async () => {
    const area = await openStaffArea(database.handle, { signInLimit: null });
    const reference = await pledgeWithPan();
    const office = await area.signInAs("office");
    const page = await (await area.request(`/staff/submissions/${reference}`, { cookie: office })).text();
    expect(page).toContain("ABCDE****F");
    expect(page).not.toContain("ABCDE1234F");
    expect(page).toContain("Show the whole PAN");

    const revealed = await area.request("/staff/identity", {
      method: "POST",
      cookie: office,
      form: { record: reference, field: "pan" },
    });
    expect(revealed.status).toBe(200);
    expect(revealed.headers.get("Cache-Control")).toBe("no-store");
    expect(await revealed.text()).toContain("ABCDE1234F");
    const lines = await auditLog(database.handle);
    expect(lines.filter((line) => line.action === "identity.reveal")).toEqual([
      expect.objectContaining({ staff_email: "office@staff.test", subject: `${reference} PAN` }),
    ]);
    // Nothing to reveal: no line.
    const none = await area.request("/staff/identity", {
      method: "POST",
      cookie: office,
      form: { record: reference, field: "aadhaar" },
    });
    expect(none.status).toBe(404);
  });

  it("masks a receipt's PAN and Aadhaar, and refuses an editor's reveal", async () => {
    const area = await openStaffArea(database.handle, { signInLimit: null });
    const recorded = await receivePayment(
      { database: database.handle, now: () => new Date("2026-11-23T06:00:00Z"), emailReceipt: false },
      {
        donor: {
          name: "Gopal Reddy",
          email: "gopal@example.org",
          aadhaar: "234123412346",
          address: "Nirmal",
        },
        amountPaise: 50_000,
        paidOn: "2026-11-20",
        mode: "upi",
        paymentReference: "876543210987",
      },
    );
    if (recorded.status !== "recorded") throw new Error(recorded.error);
    const number = recorded.payment.receipt_number;
    const admin = await area.signIn();
    const page = await (await area.request(`/staff/donations/receipts/${number}`, { cookie: admin })).text();
    expect(page).toContain("XXXX XXXX 2346");
    expect(page).not.toContain("234123412346");
    const revealed = await area.request("/staff/identity", {
      method: "POST",
      cookie: admin,
      form: { record: number, field: "aadhaar" },
    });
    expect(await revealed.text()).toContain("234123412346");

    const editor = await area.signInAs("editor");
    const refused = await area.request("/staff/identity", {
      method: "POST",
      cookie: editor,
      form: { record: number, field: "aadhaar" },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("234123412346");
  });
});
