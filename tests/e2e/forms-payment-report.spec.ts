import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * "I have paid" (/donate/paid): a donor reports a payment against a real pledge, with the page's
 * script and without it; what was stored is read back with `npm run donations -- show DON-…`, as
 * staff would.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
const successText = "Thank you! We have noted your payment against your pledge.";

type Shown = { reported: { mode: string; payment_reference: string; paid_on: string }[] };

function shownPledge(reference: string): Shown {
  const shown = execFileSync(process.execPath, ["scripts/donations.ts", "show", reference], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return JSON.parse(shown);
}

/** A pledge stored through the function, as the donation form sends it. */
async function pledge(page: Page): Promise<string> {
  const response = await page.request.post("/api/send-form-email", {
    data: {
      formType: "donation",
      data: {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "",
        amount: 2500,
        // A pledge of its own: the same content sent again soon is the first pledge (decision 028).
        message: `Test pledge ${crypto.randomUUID()}`,
        indianCitizen: true,
      },
    },
    headers: { "X-Form-Elapsed-Ms": "9000" },
  });
  expect(response.status()).toBe(200);
  return String((await response.json()).reference);
}

const form = (page: Page) => page.getByRole("form", { name: "Payment details form" });

/** The office records a payment from the bank statement, as `npm run donations -- receive` does; its receipt. */
function recordPayment(reference: string, utr: string): string {
  const output = execFileSync(
    process.execPath,
    [
      "scripts/donations.ts",
      "receive",
      reference,
      "--amount",
      "2500",
      "--date",
      "2026-11-20",
      "--mode",
      "upi",
      "--ref",
      utr,
      "--no-email",
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
  const receipt = /^Receipt (\S+):/.exec(output)?.[1];
  if (!receipt) throw new Error(`No receipt in: ${output}`);
  return receipt;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the link from the pledge fills the reference in; a bad UTR gets its hint; a report is stored once", async ({
      page,
    }) => {
      const reference = await pledge(page);
      await page.goto(`/donate/paid?ref=${reference.toLowerCase()}`);
      if (javaScriptEnabled) await formTakenOver(page);
      await expect(form(page).getByLabel("Pledge reference")).toHaveValue(reference);
      await form(page).getByLabel("Date you paid").fill("2026-11-20");
      await form(page).getByLabel("How you paid").selectOption({ label: "UPI" });
      await form(page).getByLabel("UPI or bank reference").fill("4321 0987 654");
      await form(page).getByRole("button", { name: "Send payment details" }).click();
      await expect(form(page).getByLabel("UPI or bank reference")).toHaveAccessibleDescription(
        /A UPI reference \(UTR\) is 12 digits\./,
      );
      expect(shownPledge(reference).reported).toEqual([]);

      // Sent twice (a second click, a reload of the answer): one report.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        await form(page).getByLabel("Pledge reference").fill(reference);
        await form(page).getByLabel("Date you paid").fill("2026-11-20");
        await form(page).getByLabel("How you paid").selectOption({ label: "UPI" });
        await form(page).getByLabel("UPI or bank reference").fill("4321 0987 6543");
        await form(page).getByRole("button", { name: "Send payment details" }).click();
        await expect(page.getByText(successText).first()).toBeVisible();
      }
      expect(shownPledge(reference).reported).toEqual([
        expect.objectContaining({ mode: "upi", payment_reference: "432109876543", paid_on: "2026-11-20" }),
      ]);
      if (!javaScriptEnabled) {
        // Post/redirect/get: the answer has an address of its own, and a reload shows it again.
        await expect(page).toHaveURL(/\/donate\/paid\?sent=[0-9a-f-]{36}#form-outcome$/);
        await page.reload();
        await expect(page.getByText(successText).first()).toBeVisible();
      }
    });

    test("a payment the office recorded first is answered with its receipt, in Telugu", async ({ page }) => {
      const reference = await pledge(page);
      // A UTR of its own: a payment already recorded on any pledge is refused (receipts.ts).
      const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
      const receipt = recordPayment(reference, utr);
      await page.goto(`/te/donate/paid?ref=${reference}`);
      if (javaScriptEnabled) await formTakenOver(page);
      const telugu = page.getByRole("form", { name: "చెల్లింపు వివరాల ఫారం" });
      await expect(telugu.getByLabel("హామీ రిఫరెన్స్ నంబర్")).toHaveValue(reference);
      await telugu.getByLabel("మీరు చెల్లించిన తేదీ").fill("2026-11-20");
      await telugu.getByLabel("మీరు ఎలా చెల్లించారు").selectOption("upi");
      await telugu.getByLabel("UPI లేదా బ్యాంకు రిఫరెన్స్").fill(utr);
      await telugu.getByRole("button", { name: "చెల్లింపు వివరాలు పంపండి" }).click();
      await expect(
        page.getByText(`ధన్యవాదాలు! ఈ చెల్లింపు ఇప్పటికే నమోదైంది, రసీదు నంబర్ ${receipt}.`).first(),
      ).toBeVisible();
      await expect(page.getByText("డబ్బు మా ఖాతాకు చేరగానే మీ రసీదును ఈమెయిల్ చేస్తాం")).toHaveCount(0);
    });

    test("a reference no pledge has is refused with its hint, and nothing is stored", async ({ page }) => {
      await page.goto("/te/donate/paid");
      if (javaScriptEnabled) await formTakenOver(page);
      const telugu = page.getByRole("form", { name: "చెల్లింపు వివరాల ఫారం" });
      await telugu.getByLabel("హామీ రిఫరెన్స్ నంబర్").fill("DON-2222ZZ");
      await telugu.getByLabel("మీరు చెల్లించిన తేదీ").fill("2026-11-20");
      await telugu.getByLabel("మీరు ఎలా చెల్లించారు").selectOption("cheque");
      await telugu.getByLabel("UPI లేదా బ్యాంకు రిఫరెన్స్").fill("123456");
      await telugu.getByRole("button", { name: "చెల్లింపు వివరాలు పంపండి" }).click();
      const hint = "ఈ రిఫరెన్స్‌తో మా దగ్గర ఏ విరాళం హామీ లేదు. దయచేసి మీకు వచ్చిన ఈమెయిల్‌తో సరిచూసుకోండి.";
      await expect(telugu.getByLabel("హామీ రిఫరెన్స్ నంబర్")).toHaveAccessibleDescription(new RegExp(hint));
    });
  });
}
