import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { toCsv } from "../../submissions/csv.ts";
import { statementHeader, statementRows } from "../../donations/statement.ts";
import { commandLine } from "../../accounts/audit.ts";
import { publishSettings } from "../../content/settings.ts";
import { recordPaymentReport } from "../../donations/payment-reports.ts";
import { receivePayment } from "../../donations/receipts.ts";
import { withDonationTables } from "../../donations/schema.ts";
import { sqliteBackend } from "../../testing/api.ts";
import { databasePerTest } from "../../testing/database-per-test.ts";
import { validSubmissions } from "../../testing/submissions.ts";
import { withStaffTables } from "../../accounts/database.ts";
import { financialYearDates, financialYearOf } from "../../donations/financial-year.ts";
import { istToday } from "../../india-time.ts";
import { longDate } from "../../mail/content.ts";
import { openStaffArea, staffEmail, storeValid } from "../testing.ts";

/*
 * The staff area's donation pages on a throwaway SQLite database: they call server/donations/, the
 * modules behind `npm run donations`, so these tests check what a staff member sees and that each
 * action changes the records (and only when the input is good).
 */

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
  const database = databasePerTest(sqliteBackend());

  const payments = () => withDonationTables(database.handle.db).selectFrom("payments").selectAll().execute();

  async function receive(pledgeReference: string | undefined, rupees: number, paidOn: string) {
    const result = await receivePayment(
      { database: database.handle },
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
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(
      database.handle,
      "donation",
      "received",
      new Date("2026-05-01T10:00:00Z"),
    );
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

  const audit = (action: string) =>
    withStaffTables(database.handle.db)
      .selectFrom("staff_audit_log")
      .select(["staff_email", "action", "subject"])
      .where("action", "=", action)
      .execute();

  const goodPayment = {
    amount: "1500",
    date: "2026-05-02",
    mode: "upi",
    reference: "412345678901",
    kind: "others",
    pan: "abcde1234f",
    // The pledges are stored today, the payments dated in May 2026 for their receipts' numbers: the
    // office confirms the day came before the pledge (server/donations/cautions.ts).
    "caution-before-pledge": "yes",
  };

  it("records a payment against a pledge: the receipt number, the queued email and the audit line", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    const submission = await (await request(`/staff/submissions/${pledge.reference}`, { cookie })).text();
    expect(submission).toContain(`href="/staff/donations/pledges/${pledge.reference}"`);
    await recordPaymentReport(
      { db: database.handle.db, now: () => new Date(), newId: () => crypto.randomUUID() },
      { reference: pledge.reference, paidOn: "2026-05-02", mode: "upi", paymentReference: "412345678901" },
      "received",
    );
    const form = await (await request(`/staff/donations/pledges/${pledge.reference}`, { cookie })).text();
    expect(form).toContain("UPI 412345678901 on 2 May 2026");
    expect(form).toContain(`action="/staff/donations/pledges/${pledge.reference}/payments"`);

    const posted = await request(`/staff/donations/pledges/${pledge.reference}/payments`, {
      method: "POST",
      cookie,
      form: goodPayment,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe("/staff/donations/receipts/2026-27/0001?done=recorded");
    const page = await (await request(posted.headers.get("Location") ?? "", { cookie })).text();
    expect(page).toContain(
      "Receipt 2026-27/0001 recorded. The receipt email to <bdi>asha@example.org</bdi> is queued and goes out within seconds.",
    );
    // Masked on the page; the whole PAN only after an audited press (identity.test.ts).
    expect(page).toContain("ABCDE****F");
    expect(page).not.toContain("ABCDE1234F");
    expect(page).toContain("One Thousand Five Hundred Rupees Only");

    const [payment] = await payments();
    expect(payment).toMatchObject({
      receipt_number: "2026-27/0001",
      submission_id: pledge.id,
      donor_name: "Asha Devi",
      amount_paise: 150_000,
      mode: "upi",
      payment_reference: "412345678901",
    });
    const jobs = await database.handle.db
      .selectFrom("email_jobs")
      .select(["kind", "status"])
      .where("payment_id", "=", payment?.id ?? "")
      .execute();
    expect(jobs).toEqual([{ kind: "receipt", status: "pending" }]);
    expect(await audit("donation.payment")).toEqual([
      { staff_email: staffEmail, action: "donation.payment", subject: "2026-27/0001" },
    ]);
    const listed = await (await request(`/staff/donations/pledges/${pledge.reference}`, { cookie })).text();
    expect(listed).toContain('href="/staff/donations/receipts/2026-27/0001"');
  });

  it("asks before issuing a receipt the office may not mean, and issues it once each caution is ticked", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    await receive(undefined, 5000, "2025-06-10");
    const cashTwice = {
      name: "Gopal Reddy",
      email: "gopal@example.org",
      amount: "5,000",
      date: "2025-06-10",
      mode: "cash",
      kind: "others",
    };
    const asked = await request("/staff/donations/payments", { method: "POST", cookie, form: cashTwice });
    expect(asked.status).toBe(400);
    const page = await asked.text();
    expect(page).toContain(
      "Nothing is recorded yet. Tick each to issue the receipt as it is, or correct the form:",
    );
    for (const caution of [
      "It was paid in cash above ₹2,000: the receipt will say the donation is not deductible.",
      "Receipt 2025-26/0001 is for the same donor, ₹5,000, on the same day: check this is not that payment recorded again.",
      "The statement of donations for 2025-26 (Form 10BD) was due on 31 May 2026: a receipt dated in that year needs the statement revised to include it.",
    ])
      expect(page).toContain(caution);
    expect(page).toMatch(/<input id="amount"[^>]*value="5,000"/);
    expect(await payments()).toHaveLength(1);

    // One ticked of three: asked again, that one still ticked.
    const partly = await request("/staff/donations/payments", {
      method: "POST",
      cookie,
      form: { ...cashTwice, "caution-not-deductible": "yes" },
    });
    expect(partly.status).toBe(400);
    expect(await partly.text()).toMatch(/<input[^>]*name="caution-not-deductible"[^>]*checked=""/);
    const confirmed = await request("/staff/donations/payments", {
      method: "POST",
      cookie,
      form: {
        ...cashTwice,
        "caution-not-deductible": "yes",
        "caution-same-payment": "yes",
        "caution-statement-due": "yes",
      },
    });
    expect(confirmed.headers.get("Location")).toBe("/staff/donations/receipts/2025-26/0002?done=recorded");
    expect(await payments()).toHaveLength(2);
  });

  it("leads with the donor's report: to confirm in the list, the form filled in from it, one receipt per payment", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    const other = await storeValid(database.handle, "donation");
    await recordPaymentReport(
      // The report is "report-1"; the emails it queues take ids of their own.
      { db: database.handle.db, now: () => new Date(), newId: idsFrom("report-1") },
      { reference: pledge.reference, paidOn: "2026-05-02", mode: "upi", paymentReference: "412345678901" },
      "received",
    );
    const list = await (await request("/staff/donations", { cookie })).text();
    expect(rowText(list, pledge.reference)).toBe(
      `${pledge.reference} Asha Devi reported paid — to confirm ₹2,500 ₹0 ₹2,500 unpaid None yet`,
    );
    expect(rowText(list, other.reference)).not.toContain("to confirm");
    expect(list).toContain("1 pledge reported paid — to confirm");
    expect(list).toContain('<option value="to-confirm">Reported paid — to confirm (1)</option>');
    // The inbox counts it beside the new items, leading to the filtered list.
    const toConfirmChip = /<a href="\/staff\/donations\?show=to-confirm"[^>]*>.*?<\/a>/;
    const inbox = await (await request("/staff", { cookie })).text();
    expect(toConfirmChip.exec(inbox)?.[0].replace(/<[^>]+>/g, "")).toBe("Reported paid 1 to confirm");
    const waiting = await (await request("/staff/donations?show=to-confirm", { cookie })).text();
    expect(waiting).toContain(pledge.reference);
    expect(waiting).not.toContain(other.reference);

    const page = await (await request(`/staff/donations/pledges/${pledge.reference}`, { cookie })).text();
    expect(page).toContain("Filled in from the donor&rsquo;s report of 2 May 2026".replace("&rsquo;", "’"));
    expect(page).toMatch(/<input id="amount"[^>]*value="2,500"/);
    expect(page).toMatch(/<input id="date"[^>]*value="2026-05-02"/);
    expect(page).toMatch(/<input type="radio"[^>]*checked="" value="upi"/);
    expect(page).toMatch(/<input id="reference"[^>]*value="412345678901"/);

    const form = {
      amount: "2,500",
      date: "2026-05-02",
      mode: "upi",
      reference: "4123 4567 8901",
      kind: "others",
      // Confirmed as the form asks (the pledge gave no PAN; it is stored today): see the cautions' test.
      "caution-not-deductible": "yes",
      "caution-before-pledge": "yes",
    };
    const path = `/staff/donations/pledges/${pledge.reference}/payments`;
    const posted = await request(path, { method: "POST", cookie, form });
    expect(posted.headers.get("Location")).toBe("/staff/donations/receipts/2026-27/0001?done=recorded");
    const after = await (await request("/staff/donations", { cookie })).text();
    expect(rowText(after, pledge.reference)).toBe(
      `${pledge.reference} Asha Devi ₹2,500 ₹2,500 ₹0 paid 2026-27/0001`,
    );
    expect(after).not.toContain("to confirm —");
    const inboxAfter = await (await request("/staff", { cookie })).text();
    expect(toConfirmChip.exec(inboxAfter)?.[0].replace(/<[^>]+>/g, "")).toBe("Reported paid 0 to confirm");
    const submission = await (await request(`/staff/submissions/${pledge.reference}`, { cookie })).text();
    expect(submission).toContain("Handled");

    // The same payment again, on this pledge or another: refused, naming its receipt; no second email.
    for (const reference of [pledge.reference, other.reference]) {
      const again = await request(`/staff/donations/pledges/${reference}/payments`, {
        method: "POST",
        cookie,
        form: { ...form, amount: "100", reference: "412345678901", moreThanPledged: "yes" },
      });
      expect(again.status).toBe(400);
      const html = await again.text();
      expect(html).toContain(
        '<p id="reference-error" class="mt-1 text-sm font-semibold text-terracotta-700">This payment is already recorded: receipt 2026-27/0001 has the UPI reference 412345678901. Open that receipt rather than issue a second.</p>',
      );
      expect(html).toContain('href="/staff/donations/receipts/2026-27/0001"');
    }
    expect(await payments()).toHaveLength(1);
    const jobs = await database.handle.db
      .selectFrom("email_jobs")
      .select("id")
      .where("kind", "=", "receipt")
      .execute();
    expect(jobs).toHaveLength(1);
  });

  it("takes a donor's report out of spam: it waits to be confirmed, and only the donor's confirmation is sent", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    const other = await storeValid(database.handle, "donation");
    const report = { paidOn: "2026-05-02", mode: "upi" as const, paymentReference: "412345678901" };
    const deps = (id: string) => ({ db: database.handle.db, now: () => new Date(), newId: idsFrom(id) });
    await recordPaymentReport(deps("report-spam"), { reference: pledge.reference, ...report }, "spam");
    await recordPaymentReport(deps("report-other"), { reference: other.reference, ...report }, "spam");
    const jobs = () =>
      database.handle.db
        .selectFrom("email_jobs")
        .select(["payment_report_id", "kind"])
        .where("payment_report_id", "is not", null)
        .execute();
    expect(await jobs()).toEqual([]);

    // The office finds them from the inbox and the donations list, not only on each pledge's page.
    const inbox = await (await request("/staff", { cookie })).text();
    expect(inbox).toContain('<a href="/staff/donations?show=set-aside"');
    expect(inbox).toContain("2 pledges have a payment report set aside as spam");
    const spamFolder = await (await request("/staff?status=spam", { cookie })).text();
    expect(spamFolder).toContain("2 pledges have a payment report set aside as spam");
    const list = await (await request("/staff/donations", { cookie })).text();
    expect(rowText(list, pledge.reference)).toContain("report set aside as spam");
    expect(list).toContain("2 pledges have a payment report set aside as spam");
    const setAsideOnly = await (await request("/staff/donations?show=set-aside", { cookie })).text();
    expect(setAsideOnly).toContain(
      '<option value="set-aside" selected="">Report set aside as spam (2)</option>',
    );
    expect(setAsideOnly).toContain(pledge.reference);

    const path = `/staff/donations/pledges/${pledge.reference}`;
    const before = await (await request(path, { cookie })).text();
    expect(before).toContain("UPI 412345678901 on 2 May 2026 (looks like spam)");
    expect(before).toContain(`action="${path}/reports/report-spam/not-spam"`);
    expect(before).not.toContain("reported paid — to confirm");

    // Another pledge's report cannot be moved through this pledge's address.
    const crossed = await request(`${path}/reports/report-other/not-spam`, { method: "POST", cookie });
    expect(crossed.headers.get("Location")).toBe(path);
    const moved = await request(`${path}/reports/report-spam/not-spam`, { method: "POST", cookie });
    expect(moved.headers.get("Location")).toBe(`${path}?done=report-not-spam`);
    const after = await (await request(`${path}?done=report-not-spam`, { cookie })).text();
    expect(after).toContain("their confirmation email is queued");
    expect(after).toContain("reported paid — to confirm");
    expect(after).not.toContain("(looks like spam)");
    expect(after).toMatch(/<input id="reference"[^>]*value="412345678901"/);
    expect(await jobs()).toEqual([{ payment_report_id: "report-spam", kind: "report_confirmation" }]);
    expect(await audit("donation.report_not_spam")).toEqual([
      { staff_email: staffEmail, action: "donation.report_not_spam", subject: pledge.reference },
    ]);

    // A second click changes nothing and sends nothing more.
    const again = await request(`${path}/reports/report-spam/not-spam`, { method: "POST", cookie });
    expect(again.headers.get("Location")).toBe(path);
    expect(await jobs()).toHaveLength(1);
    expect(await audit("donation.report_not_spam")).toHaveLength(1);
    const otherPage = await (await request(`/staff/donations/pledges/${other.reference}`, { cookie })).text();
    expect(otherPage).toContain("(looks like spam)");
    const listAfter = await (await request("/staff/donations?show=set-aside", { cookie })).text();
    expect(listAfter).toContain(other.reference);
    expect(listAfter).not.toContain(pledge.reference);
    expect(await (await request("/staff", { cookie })).text()).toContain(
      "1 pledge has a payment report set aside as spam",
    );
  });

  it("offers no payment form on a pledge paid in full, and records more than a pledge needs only when confirmed", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    const path = `/staff/donations/pledges/${pledge.reference}/payments`;
    const more = { ...goodPayment, amount: "3,000" };
    const refused = await request(path, { method: "POST", cookie, form: more });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Only ₹2,500 of the pledge is unpaid; this payment is ₹500 more.");
    expect(html).toContain('name="moreThanPledged" value="yes"');
    expect(await payments()).toEqual([]);

    const confirmed = await request(path, {
      method: "POST",
      cookie,
      form: { ...more, moreThanPledged: "yes" },
    });
    expect(confirmed.status).toBe(303);
    const page = await (await request(`/staff/donations/pledges/${pledge.reference}`, { cookie })).text();
    expect(page).toContain("Paid in full");
    expect(page).not.toContain(`action="${path}"`);
    expect(page).toContain('href="/staff/donations/payments/new"');
  });

  it("shows no shell command on any donation page", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    await receive(pledge.reference, 1000, "2026-05-02");
    for (const page of [
      "/staff/donations",
      "/staff/donations?show=to-confirm",
      `/staff/donations/pledges/${pledge.reference}`,
      "/staff/donations/payments/new",
      "/staff/donations/receipts/2026-27/0001",
      "/staff/donations/receipts/2026-27/0001/cancel",
    ]) {
      const html = await (await request(page, { cookie })).text();
      expect(html, page).toContain("Donations");
      expect(html, page).not.toMatch(/npm |npx |node scripts|--amount/);
    }
  });

  it("shows every refusal beside its field, keeps what was typed, and records nothing", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    const refused = await request(`/staff/donations/pledges/${pledge.reference}/payments`, {
      method: "POST",
      cookie,
      form: { ...goodPayment, amount: "1,50", date: "2026-02-30", mode: "", pan: "ABCD1234F" },
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Nothing was recorded.");
    for (const [field, text] of [
      [
        "amount",
        "Write the amount in figures, more than zero, as on the bank statement: 2500, 2,500 or 2,500.50.",
      ],
      ["date", "The date must be a real date like 2026-11-20."],
      ["mode", "Choose how the money came: UPI, bank transfer, cheque or cash."],
      ["pan", "The PAN must be five letters, four digits and a letter (ABCDE1234F)."],
    ])
      expect(html).toContain(
        `<p id="${field}-error" class="mt-1 text-sm font-semibold text-terracotta-700">${text}</p>`,
      );
    // The summary lists them in the page's order: the donor's PAN above the payment's fields.
    const summary = /<div role="alert".*?<\/ul>/s.exec(html)?.[0] ?? "";
    expect([...summary.matchAll(/href="#(\w+)"/g)].map((match) => match[1])).toEqual([
      "pan",
      "amount",
      "date",
      "mode",
    ]);
    expect(html).toMatch(/<input id="amount"[^>]*aria-invalid="true"[^>]*value="1,50"/);
    expect(html).toMatch(
      /<div role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus=""/,
    );
    expect(html).toContain('<a href="#amount" class="underline">');
    expect(html).toContain('value="412345678901"');

    const withoutDonor = await request("/staff/donations/payments", {
      method: "POST",
      cookie,
      form: { ...goodPayment, name: " ", email: "not an address" },
    });
    expect(withoutDonor.status).toBe(400);
    const text = await withoutDonor.text();
    expect(text).toContain("The donor&#x27;s name is missing.");
    expect(text).toContain("The donor&#x27;s email address is not valid.");

    expect(await payments()).toEqual([]);
    expect(
      await withDonationTables(database.handle.db).selectFrom("receipt_counters").selectAll().execute(),
    ).toEqual([]);
    expect(await audit("donation.payment")).toEqual([]);
  });

  it("records a payment with no pledge, without an email when asked, and serves its PDF", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const posted = await request("/staff/donations/payments", {
      method: "POST",
      cookie,
      form: {
        ...goodPayment,
        name: "Gopal Reddy",
        email: "gopal@example.org",
        pan: "PQRST6789K",
        address: "4-12 Temple Street, Nirmal 504106",
        mode: "cash",
        noEmail: "yes",
      },
    });
    expect(posted.headers.get("Location")).toBe("/staff/donations/receipts/2026-27/0001?done=recorded");
    const page = await (await request(posted.headers.get("Location") ?? "", { cookie })).text();
    expect(page).toContain("No email was queued: give the receipt to the donor yourself.");
    const [payment] = await payments();
    expect(payment).toMatchObject({ submission_id: null, donor_name: "Gopal Reddy", mode: "cash" });
    expect(
      await database.handle.db
        .selectFrom("email_jobs")
        .where("payment_id", "is not", null)
        .selectAll()
        .execute(),
    ).toEqual([]);

    const pdf = await request("/staff/donations/receipts/2026-27/0001/pdf", { cookie });
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe('attachment; filename="receipt-2026-27-0001.pdf"');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain("2026-27/0001");
    expect(text).toContain("Gopal Reddy");
    expect(await audit("donation.receipt_pdf")).toEqual([
      { staff_email: staffEmail, action: "donation.receipt_pdf", subject: "2026-27/0001" },
    ]);
    expect((await request("/staff/donations/receipts/2026-27/0099/pdf", { cookie })).status).toBe(404);
  });

  it("cancels a receipt only with a reason, after a confirmation page; the number stays used", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const pledge = await storeValid(database.handle, "donation");
    await receive(pledge.reference, 1000, "2026-05-02");
    const receiptPage = await (await request("/staff/donations/receipts/2026-27/0001", { cookie })).text();
    expect(receiptPage).toContain('href="/staff/donations/receipts/2026-27/0001/cancel"');
    const confirm = await (await request("/staff/donations/receipts/2026-27/0001/cancel", { cookie })).text();
    expect(confirm).toContain("Why is it cancelled?");
    expect(confirm).toContain("It is left out of Form 113 and of what the pledge has been paid.");
    // Emailing the donor is offered, and chosen until the office unticks it.
    const tellDonorBox = (html: string) => /<input[^>]*name="tellDonor"[^>]*>/.exec(html)?.[0];
    expect(tellDonorBox(confirm)).toContain('checked=""');
    expect((await payments())[0]?.cancelled_at).toBeNull();

    const blank = await request("/staff/donations/receipts/2026-27/0001/cancel", {
      method: "POST",
      cookie,
      form: { reason: "   " },
    });
    expect(blank.status).toBe(400);
    const refused = await blank.text();
    expect(refused).toContain("Say why the receipt is cancelled.");
    // What the office chose stays as chosen: unticked.
    expect(tellDonorBox(refused)).toBeDefined();
    expect(tellDonorBox(refused)).not.toContain("checked");
    expect((await payments())[0]?.cancelled_at).toBeNull();

    const cancelled = await request("/staff/donations/receipts/2026-27/0001/cancel", {
      method: "POST",
      cookie,
      form: { reason: "Cheque returned unpaid", tellDonor: "yes" },
    });
    expect(cancelled.headers.get("Location")).toBe("/staff/donations/receipts/2026-27/0001?done=cancelled");
    const after = await (await request(cancelled.headers.get("Location") ?? "", { cookie })).text();
    expect(after).toContain("Receipt 2026-27/0001 cancelled. Its number stays used.");
    expect(after).toContain("it is cancelled is queued and goes out within seconds.");
    expect(after).toContain("Notice to the donor that the receipt is cancelled");
    expect(
      await database.handle.db
        .selectFrom("email_jobs")
        .select("kind")
        .where("kind", "=", "cancellation")
        .execute(),
    ).toHaveLength(1);
    expect(after).toContain("Cheque returned unpaid");
    expect(after).not.toContain("/cancel");
    expect((await payments())[0]).toMatchObject({ cancellation_reason: "Cheque returned unpaid" });
    // Still listed, marked, so that the year's numbers can be accounted for; it pays nothing.
    const listed = async () =>
      rowText(await (await request("/staff/donations", { cookie })).text(), pledge.reference);
    expect(await listed()).toBe(
      `${pledge.reference} Asha Devi ₹2,500 ₹0 ₹2,500 unpaid 2026-27/0001 Cancelled`,
    );
    expect((await receive(pledge.reference, 1000, "2026-05-03")).receipt_number).toBe("2026-27/0002");
    expect(await listed()).toBe(
      `${pledge.reference} Asha Devi PAN ABCDE****F ₹2,500 ₹1,000 ₹1,500 part paid 2026-27/0001 Cancelled 2026-27/0002`,
    );
    const audited = await audit("donation.cancel");
    expect(audited).toEqual([
      { staff_email: staffEmail, action: "donation.cancel", subject: "2026-27/0001" },
    ]);
    expect(JSON.stringify(await audit("donation.cancel"))).not.toContain("Cheque");
  });

  it("names the statement of donations of the payment's own year: Form 10BD up to 2025-26, Form 113 after", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    await receive(undefined, 1000, "2026-03-20");
    await receive(undefined, 1000, "2026-04-01");
    const receiptPage = async (receipt: string) =>
      (await (await request(`/staff/donations/receipts/${receipt}`, { cookie })).text()).replace(
        /<[^>]+>/g,
        " ",
      );
    expect(await receiptPage("2025-26/0001")).toMatch(/Kind \(Form 10BD\)\s+Others/);
    expect(await receiptPage("2026-27/0001")).toMatch(/Kind \(Form 113\)\s+Others/);
    const cancelPage = await (
      await request("/staff/donations/receipts/2025-26/0001/cancel", { cookie })
    ).text();
    expect(cancelPage).toContain("It is left out of Form 10BD and of what the pledge has been paid.");
  });

  it("says when a receipt is not deductible and why, and warns before issuing one, when the 80G approval does not cover the day", async () => {
    const { request, signIn, signInAs } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const only80G = { "registration80G.validity": "AY 2022-23 to AY 2026-27" };
    await publishSettings(database.handle.db, commandLine, only80G, new Date());
    const why =
      "the 80G approval in the settings does not cover the financial year 2026-27 (valid AY 2022-23 to AY 2026-27, for donations received from 1 April 2021 to 31 March 2026)";
    const warning = "will say the donation is not deductible:";
    const notice = "This receipt says the donation is not deductible:";
    const again = "to issue a deductible receipt, cancel this one and record the payment again.";

    // The form shown again (the amount is missing) for the day chosen: warned, and not blocked.
    const formOn = async (date: string, who = cookie) =>
      (
        await request("/staff/donations/payments", {
          method: "POST",
          cookie: who,
          form: { ...goodPayment, name: "Gopal Reddy", email: "gopal@example.org", amount: "", date },
        })
      ).text();
    const uncovered = await formOn("2026-05-02");
    expect(uncovered).toContain(`A receipt for money that arrived on 2 May 2026 ${warning}</strong> ${why}.`);
    expect(uncovered).toContain('href="/staff/content/settings"');
    expect(uncovered).toContain("You can still record it.");
    // The date's hint says which days are covered, for a day changed without a new page.
    expect(uncovered).toContain(
      "The receipt says the donation is deductible only for money that arrived from 1 April 2021 to 31 March 2026",
    );
    expect(await formOn("2026-03-20")).not.toContain(warning);
    // The office may not open the settings: it is told whom to ask.
    const office = await formOn("2026-05-02", await signInAs("office"));
    expect(office).toContain("Ask an editor to check the approval’s dates in Settings");
    expect(office).not.toContain('href="/staff/content/settings"');
    // A pledge's form, filled in from the donor's report, warns on the report's day.
    const pledge = await storeValid(database.handle, "donation");
    await recordPaymentReport(
      { db: database.handle.db, now: () => new Date(), newId: () => crypto.randomUUID() },
      { reference: pledge.reference, paidOn: "2026-05-02", mode: "upi", paymentReference: "412345678901" },
      "received",
    );
    const pledgePage = await (
      await request(`/staff/donations/pledges/${pledge.reference}`, { cookie })
    ).text();
    expect(pledgePage).toContain(`${warning}</strong> ${why}`);

    // Issued all the same; its page says what its PDF says, and why.
    const uncoveredReceipt = await receive(undefined, 500, "2026-05-02");
    const page = async (receipt: string) =>
      (await request(`/staff/donations/receipts/${receipt}`, { cookie })).text();
    expect(await page(uncoveredReceipt.receipt_number)).toContain(`${notice}</strong> ${why}.`);
    expect(await page(uncoveredReceipt.receipt_number)).toContain(again);
    const pdf = await request(`/staff/donations/receipts/${uncoveredReceipt.receipt_number}/pdf`, { cookie });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
      mergePages: true,
    });
    expect(text.replace(/\s+/g, " ")).toContain("does not make the donation deductible");
    const covered = await receive(undefined, 500, "2026-03-20");
    expect(await page(covered.receipt_number)).not.toContain(notice);

    // Once the settings cover the year, the form stops warning; the receipt keeps what it says.
    const renewed = {
      "approval354.number": "AAATD1234KG20261",
      "approval354.approvedOn": "2026-05-02",
      "approval354.validity": "tax year 2026-27 to tax year 2030-31",
    };
    await publishSettings(database.handle.db, commandLine, { ...only80G, ...renewed }, new Date());
    expect(await formOn("2026-05-02")).not.toContain(warning);
    expect(await page(uncoveredReceipt.receipt_number)).toContain(
      `${notice}</strong> when it was issued, no approval in the settings covered the financial year 2026-27. The settings now do: ${again}`,
    );
    expect(await page((await receive(undefined, 500, "2026-05-03")).receipt_number)).not.toContain(notice);
  }, 30_000);

  it("downloads the year's statement of donations (Form 113 for 2026-27) as the command line writes it", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const cookie = await signIn();
    const approval = {
      "approval354.number": "AAATD1234KG20261",
      "approval354.approvedOn": "2026-05-02",
      "approval354.validity": "tax year 2026-27 to tax year 2030-31",
    };
    await publishSettings(database.handle.db, commandLine, approval, new Date());
    await receive(undefined, 500, "2026-06-01");
    const csv = await request("/staff/donations/form-10bd?fy=2026-27", { cookie });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="form-113-2026-27.csv"');
    const form = await statementRows(database.handle.db, "2026-27");
    if (form.status !== "ready") throw new Error(form.error);
    expect(await csv.text()).toBe(toCsv(statementHeader, form.rows).replace(/^\uFEFF/, ""));
    expect(form.rows[0]).toContain("PQRST6789K");
    expect(await audit("donation.form_10bd")).toEqual([
      { staff_email: staffEmail, action: "donation.form_10bd", subject: "2026-27, 1 rows" },
    ]);
    expect((await request("/staff/donations/form-10bd?fy=2026", { cookie })).status).toBe(400);

    // While the year runs, its page says the file is not the year's whole statement yet.
    const current = financialYearOf(istToday(new Date()));
    const lastDay = financialYearDates(current)?.to ?? "";
    const runsUntil = `${current} runs until ${longDate(lastDay)}: the file holds the donations recorded so far`;
    expect(await (await request(`/staff/donations?fy=${current}`, { cookie })).text()).toContain(runsUntil);
    expect(await (await request("/staff/donations?fy=2025-26", { cookie })).text()).not.toContain(
      "runs until",
    );
  });

  it("refuses every donation action when signed out or from another site, and changes nothing", async () => {
    const { request, signIn } = await openStaffArea(database.handle);
    const pledge = await storeValid(database.handle, "donation");
    await receive(pledge.reference, 1000, "2026-05-02");
    for (const page of [
      "/staff/donations",
      `/staff/donations/pledges/${pledge.reference}`,
      "/staff/donations/payments/new",
      "/staff/donations/receipts/2026-27/0001",
      "/staff/donations/receipts/2026-27/0001/pdf",
      "/staff/donations/receipts/2026-27/0001/cancel",
      "/staff/donations/form-10bd?fy=2026-27",
    ]) {
      const response = await request(page);
      expect(response.status, page).toBe(303);
      expect(response.headers.get("Location"), page).toBe("/staff/sign-in");
    }
    const posts: [string, Record<string, string>][] = [
      [`/staff/donations/pledges/${pledge.reference}/payments`, goodPayment],
      ["/staff/donations/payments", { ...goodPayment, name: "Gopal", email: "gopal@example.org" }],
      ["/staff/donations/receipts/2026-27/0001/cancel", { reason: "Recorded twice" }],
      [`/staff/donations/pledges/${pledge.reference}/reports/any/not-spam`, {}],
    ];
    for (const [path, form] of posts)
      expect((await request(path, { method: "POST", form })).status, path).toBe(401);
    const cookie = await signIn();
    for (const [path, form] of posts)
      expect(
        (await request(path, { method: "POST", form, cookie, headers: { Origin: "https://evil.example" } }))
          .status,
        path,
      ).toBe(403);
    const stored = await payments();
    expect(stored.map((payment) => [payment.receipt_number, payment.cancelled_at])).toEqual([
      ["2026-27/0001", null],
    ]);
    expect((await audit("donation.payment")).concat(await audit("donation.cancel"))).toEqual([]);
  });

  it("sends a signed-out visitor to sign in", async () => {
    const { request } = await openStaffArea(database.handle);
    const response = await request("/staff/donations");
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/sign-in");
  });
});

/** Ids in turn: the first one given, then fresh ones. */
function idsFrom(first: string) {
  let used = false;
  return () => {
    if (used) return crypto.randomUUID();
    used = true;
    return first;
  };
}
