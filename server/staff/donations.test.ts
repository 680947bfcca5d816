import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { receivePayment } from "../donations/receipts.ts";
import { withDonationTables } from "../donations/schema.ts";
import { sqliteBackend } from "../testing/api.ts";
import { validSubmissions } from "../testing/submissions.ts";
import { openStaffArea, storeValid } from "./testing.ts";

/*
 * The staff area's donation pages on a throwaway SQLite database: they call server/donations/, the
 * modules behind `npm run donations`, so these tests check what a staff member sees and that each
 * action changes the records (and only when the input is good).
 */

const backend = sqliteBackend();

/** The words of the table row that contains `needle`, as a screen reader reads them. */
function rowText(html: string, needle: string) {
  const row = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].find((match) => match[1]?.includes(needle));
  return (row?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
const pledged = validSubmissions.donation.data.amount;

describe("donations in the staff area", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await backend.open();
  });
  afterEach(() => handle.close());
  afterAll(() => backend.tearDown());

  const payments = () => withDonationTables(handle.db).selectFrom("payments").selectAll().execute();

  async function receive(pledgeReference: string | undefined, rupees: number, paidOn: string) {
    const result = await receivePayment(
      { database: handle },
      {
        pledgeReference,
        donor: pledgeReference
          ? { pan: "ABCDE1234F" }
          : { name: "Gopal Reddy", email: "gopal@example.org", pan: "PQRST6789K" },
        amountPaise: rupees * 100,
        paidOn,
        mode: "bank",
      },
    );
    if (result.status !== "recorded") throw new Error(result.error);
    return result.payment;
  }

  it("lists pledges with pledged, paid and unpaid, PAN masked, by financial year", async () => {
    const { request, signIn } = await openStaffArea(handle);
    const cookie = await signIn();
    const pledge = await storeValid(handle, "donation", "received", new Date("2026-05-01T10:00:00Z"));
    await receive(pledge.reference, 1000, "2026-05-02");
    await receive(undefined, 500, "2025-12-01");

    const all = await (await request("/staff/donations", { cookie })).text();
    expect(pledged).toBe(2500);
    expect(rowText(all, pledge.reference)).toBe(
      `${pledge.reference} Asha Devi PAN ABCDE****F ₹2,500 ₹1,000 ₹1,500 part paid 2026-27/0001`,
    );
    expect(rowText(all, "Gopal Reddy")).toBe(
      "No pledge Gopal Reddy PAN PQRST****K — ₹500 — no pledge 2025-26/0001",
    );
    expect(all).not.toContain("ABCDE1234F");

    const year = await (await request("/staff/donations?fy=2025-26", { cookie })).text();
    expect(year).toContain("Gopal Reddy");
    expect(year).not.toContain(pledge.reference);
    expect(year).toContain('href="/staff/donations/form-10bd?fy=2025-26"');

    const bad = await request("/staff/donations?fy=2026", { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("is not a financial year like");
    expect(await payments()).toHaveLength(2);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const { request } = await openStaffArea(handle);
    const response = await request("/staff/donations");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/sign-in");
  });
});
