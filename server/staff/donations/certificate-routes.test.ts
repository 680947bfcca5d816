import { describe, expect, it } from "vitest";
import { receivePayment } from "../../donations/receipts.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { auditLog, openStaffArea } from "../testing.ts";

/*
 * The certificates page of a year, on a throwaway SQLite database: the acknowledgement, the one
 * action that queues every donor's certificate, the re-send to one donor, a failed send shown, and
 * the PDFs. Financial year 2025-26 (Form 10BD), whose statement can be filed before today.
 */

describe("certificates in the staff area", () => {
  const database = databasePerTest(sqliteBackend());

  async function donate(name: string, email: string, pan: string, rupees: number, paidOn: string) {
    const result = await receivePayment(
      // Recorded on the day the money came, before the statement was filed.
      { database: database.handle, now: () => new Date(`${paidOn}T06:00:00.000Z`), emailReceipt: false },
      { donor: { name, email, pan }, amountPaise: rupees * 100, paidOn, mode: "bank" },
    );
    if (result.status !== "recorded") throw new Error(result.error);
    return result.payment;
  }
  const page = "/staff/donations/certificates?fy=2025-26";

  it("takes the acknowledgement, emails every donor once, re-sends to one, and shows a failed send", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    await donate("Gopal Reddy", "gopal@example.org", "PQRST6789K", 5000, "2025-12-01");
    const sita = await donate("Sita Devi", "sita@example.org", "ABCDE1234F", 2000, "2026-03-31");

    const empty = await (await request(page, { cookie })).text();
    expect(empty).toContain("Certificates of donations, financial year 2025-26 (assessment year 2026-27)");
    expect(empty).toContain("Save the acknowledgement first.");

    const wrong = await request(`${page.replace("?", "/filing?")}`, {
      method: "POST",
      cookie,
      form: { acknowledgement: "123456789012345", filedOn: "2026-03-01" },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("The statement is filed after the year ends, after 2026-03-31.");

    const saved = await request(page.replace("?", "/filing?"), {
      method: "POST",
      cookie,
      form: { acknowledgement: "123456789012345", filedOn: "2026-05-20" },
    });
    expect(saved.headers.get("Location")).toBe(`${page}&done=saved`);
    const ready = await (await request(page, { cookie })).text();
    expect(ready).toContain("Email the certificate to 2 donor(s)");

    const preview = await request(page.replace("?", "/preview?"), { cookie });
    expect(preview.headers.get("Content-Type")).toBe("application/pdf");

    const sent = await request(page.replace("?", "/send?"), { method: "POST", cookie });
    expect(sent.headers.get("Location")).toBe(`${page}&done=queued`);
    const jobs = () =>
      database.handle.db
        .selectFrom("email_jobs")
        .select(["id", "payment_id"])
        .where("kind", "=", "certificate")
        .execute();
    expect(await jobs()).toHaveLength(2);

    await request(page.replace("?", "/resend?"), {
      method: "POST",
      cookie,
      form: { receipt: sita.receipt_number },
    });
    const all = await jobs();
    expect(all.filter((job) => job.payment_id === sita.id)).toHaveLength(2);
    expect(all).toHaveLength(3);

    const [failing] = all;
    if (!failing) throw new Error("No job.");
    await database.handle.db
      .updateTable("email_jobs")
      .set({ status: "failed", last_error: "550 mailbox unavailable" })
      .where("id", "=", failing.id)
      .execute();
    const shown = await (await request(page, { cookie })).text();
    expect(shown).toContain("1 certificate email(s) could not be sent yet");
    expect(shown).toContain("550 mailbox unavailable");

    const statement = await request(`${page.replace("?", "/statement?")}&receipt=${sita.receipt_number}`, {
      cookie,
    });
    expect(statement.headers.get("Content-Type")).toBe("application/pdf");
    expect((await auditLog(database.handle)).map((line) => line.action)).toEqual(
      expect.arrayContaining([
        "donation.statement_filing",
        "donation.certificates",
        "donation.certificate_resend",
        "donation.donor_statement",
      ]),
    );
  }, 60_000);
});
