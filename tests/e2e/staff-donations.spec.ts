import { execFileSync } from "node:child_process";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import SqliteDatabase from "better-sqlite3";
import { extractText, getDocumentProxy } from "unpdf";
import { awaitSignInLink } from "./staff-session.ts";

/*
 * The office's day with donations, on a phone (375 px), against the real server: a donor says "I
 * have paid", the pledge shows "reported paid — to confirm" in the list, the payment form opens
 * filled in from the report, "2,500" is accepted and one receipt is issued; the same payment again
 * is refused, twice at once makes one receipt, and no second receipt email is queued. A Telugu
 * pledge's receipt PDF holds the Telugu name. Screenshots at 375 and 1280 px are kept with the
 * test's output.
 */

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 812 } });

const dataDir = process.env.E2E_DATA_DIR ?? "";
const mailDir = path.join(dataDir, "mail");
const officeEmail = "office.donations@example.org";
const teluguName = "సీతా రామారావు";

test.beforeAll(() => {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", officeEmail, "--name", "Office"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
});

async function signIn(page: Page) {
  const signInLink = awaitSignInLink(mailDir, officeEmail);
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(officeEmail);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(await signInLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

/** A pledge of ₹2,500 stored through the function, as the donation form sends it. */
async function pledge(page: Page, name: string, language: "en" | "te" = "en"): Promise<string> {
  // An address of this pledge's own: the same content from 127.0.0.1 again within half an hour is a
  // resend (decision 028), answered with the first pledge, which another test may have paid. Long
  // and without a place to break, as some donors' addresses are: the pages still fit a phone.
  const email = `venkatalakshminarasimhaswamy.${language}.${crypto.randomUUID().slice(0, 8)}@office-walk.example.org`;
  const response = await page.request.post("/api/send-form-email", {
    data: {
      formType: "donation",
      language,
      data: { name, email, phone: "", amount: 2500, message: "", indianCitizen: true },
    },
    headers: { "X-Form-Elapsed-Ms": "9000" },
  });
  expect(response.status()).toBe(200);
  return String((await response.json()).reference);
}

/** Receipts recorded against a pledge and their queued emails, read from the server's database. */
function receiptsOf(reference: string) {
  const database = new SqliteDatabase(path.join(dataDir, "submissions.db"), {
    readonly: true,
    timeout: 5000,
  });
  try {
    const row = (sql: string) => database.prepare(sql).get(reference) as { count: number };
    const pledged = "select id from submissions where reference = ?";
    return {
      receipts: row(`select count(*) as count from payments where submission_id = (${pledged})`).count,
      emails: row(
        `select count(*) as count from email_jobs where payment_id in (select id from payments where submission_id = (${pledged}))`,
      ).count,
    };
  } finally {
    database.close();
  }
}

/** No axe violation, and nothing wider than the phone. */
async function checkPage(page: Page) {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
}

async function screenshots(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({ path: info.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: info.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
}

test("a donor's report leads to one receipt; the same payment again is refused", async ({ page }) => {
  // A long walk (report, sign-in, list, form, receipt, refusal) with axe and screenshots at two widths.
  test.setTimeout(90_000);
  const reference = await pledge(page, "Asha Devi");
  // A UTR of this run's own: one payment reference makes one receipt, on any pledge.
  const utr = `4${String(Date.now()).slice(-11)}`;
  const report = await page.request.post("/api/payment-report", {
    data: {
      data: {
        reference,
        paidOn: "2026-05-02",
        mode: "upi",
        paymentReference: utr.replace(/(\d{4})(?=\d)/g, "$1 "),
      },
    },
    headers: { "X-Form-Elapsed-Ms": "9000" },
  });
  expect(report.status()).toBe(200);
  await signIn(page);

  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Donations" }).click();
  await expect(page.getByRole("link", { name: /^\d+ pledges? reported paid — to confirm$/ })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row.getByText("reported paid — to confirm")).toBeVisible();
  await checkPage(page);
  await screenshots(page, "donations-list");
  // Other specs' donors report payments too: the filter shows this pledge and only pledges to confirm.
  await page.getByLabel("Show", { exact: true }).selectOption("to-confirm");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("table", { name: "Pledges reported paid, to confirm" })).toBeVisible();
  const shown = page.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(shown.filter({ hasText: reference })).toHaveCount(1);
  await expect(shown.filter({ hasNotText: "reported paid — to confirm" })).toHaveCount(0);

  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByText("Filled in from the donor’s report of 2 May 2026")).toBeVisible();
  await expect(page.getByLabel("Amount in rupees")).toHaveValue("2,500");
  await expect(page.getByLabel("Day the money arrived")).toHaveValue("2026-05-02");
  await expect(page.getByRole("radio", { name: "UPI" })).toBeChecked();
  await expect(page.getByLabel("UTR, UPI reference or cheque number")).toHaveValue(utr);
  // The stand-in 80G approval (AY 2022-23 to AY 2026-27) does not cover 2026-27: warned before issuing.
  await expect(
    page.getByText("A receipt for money that arrived on 2 May 2026 will say the donation is not deductible:"),
  ).toBeVisible();
  await checkPage(page);
  await screenshots(page, "pledge-with-report");
  await page.getByLabel("Amount in rupees").scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("prefilled-form-375.png") });

  await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
  // The pledge gave no PAN and was made today, after the day reported: asked first, nothing recorded.
  const cautions = page.getByRole("group", { name: /^Nothing is recorded yet/ });
  await expect(cautions).toBeFocused();
  await expect(cautions.getByRole("checkbox")).toHaveCount(2);
  await expect(cautions).toContainText("No PAN or Aadhaar number is given");
  await expect(cautions).toContainText("The money arrived on 2 May 2026, before the pledge was made on");
  expect(receiptsOf(reference)).toEqual({ receipts: 0, emails: 0 });
  await checkPage(page);
  await screenshots(page, "payment-cautions");
  for (const box of await cautions.getByRole("checkbox").all()) await box.check();
  await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
  // Other specs may have numbered receipts of this year first: the number is read from the page.
  const recorded = page.getByText(/^Receipt 2026-27\/\d{4} recorded\./);
  await expect(recorded).toBeVisible();
  const receiptNumber = /2026-27\/\d{4}/.exec((await recorded.textContent()) ?? "")?.[0] ?? "";
  expect(receiptsOf(reference)).toEqual({ receipts: 1, emails: 1 });
  // The receipt's page shows the donor's whole address, wrapped to the phone's width.
  await page.goto(`/staff/donations/receipts/${receiptNumber}`);
  await expect(
    page.getByText(/^venkatalakshminarasimhaswamy\.en\.[0-9a-f]{8}@office-walk\.example\.org$/),
  ).toBeVisible();
  // As its PDF says, the page says the receipt is not deductible, and why.
  await expect(
    page.getByText(
      /^This receipt says the donation is not deductible: the 80G approval in the settings does not cover the financial year 2026-27/,
    ),
  ).toBeVisible();
  await checkPage(page);

  // The same payment again: the pledge is paid in full and offers no form; posting it anyway, or
  // on a no-pledge payment, is refused with the receipt it already has.
  await page.goto(`/staff/donations/pledges/${reference}`);
  await expect(page.getByRole("heading", { name: "Paid in full" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the payment and issue a receipt" })).toHaveCount(0);
  await page.goto("/staff/donations/payments/new");
  await page.getByLabel("Donor’s name").fill("Asha Devi");
  await page.getByLabel("Email address").fill("donor@example.org");
  await page.getByLabel("Amount in rupees").fill("₹ 2,500");
  await page.getByRole("radio", { name: "UPI" }).check();
  await page.getByLabel("UTR, UPI reference or cheque number").fill(utr);
  await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("UTR, UPI reference or cheque number")).toHaveAccessibleDescription(
    new RegExp(`This payment is already recorded: receipt ${receiptNumber}`),
  );
  await expect(page.getByRole("link", { name: `Open receipt ${receiptNumber}` })).toBeVisible();
  await checkPage(page);
  expect(receiptsOf(reference)).toEqual({ receipts: 1, emails: 1 });
});

test("two people recording one payment at once make one receipt", async ({ page }) => {
  const reference = await pledge(page, "Ravi Kumar");
  await signIn(page);
  const post = () =>
    page.request.post(`/staff/donations/pledges/${reference}/payments`, {
      form: {
        amount: "2,500",
        date: "2026-05-03",
        mode: "bank",
        reference: `UTR ${Date.now()}`,
        kind: "others",
        // Confirmed, as the form would ask: no PAN, and the pledge made today.
        "caution-not-deductible": "yes",
        "caution-before-pledge": "yes",
      },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
  const statuses = (await Promise.all([post(), post()])).map((response) => response.status()).sort();
  expect(statuses).toEqual([303, 400]);
  expect(receiptsOf(reference)).toEqual({ receipts: 1, emails: 1 });
});

test("a Telugu pledge's receipt PDF holds the Telugu name", async ({ page }) => {
  const reference = await pledge(page, teluguName, "te");
  await signIn(page);
  await page.goto(`/staff/donations/pledges/${reference}`);
  await page.getByLabel("Amount in rupees").fill("2,500");
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
  await page.getByRole("checkbox", { name: /paid in cash above ₹2,000/ }).check();
  await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
  await expect(page.getByText(/^Receipt 2026-27\/\d{4} recorded\./)).toBeVisible();
  const pdfLink = page.getByRole("link", { name: /PDF/ }).first();
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  // pdf.js may guess a space where a vowel sign sits on its letter; the letters are the name's,
  // after the row's label in English and, where the receipt prints it, in Telugu.
  const compact = text.replace(/\s+/g, "");
  expect(compact).toMatch(new RegExp(`Receivedfrom(ఎవరినుంచి)?${teluguName.replace(/\s+/g, "")}`));
});
