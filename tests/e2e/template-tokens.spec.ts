import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { routePaths } from "../../scripts/site-files/route-paths.ts";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * No fill-in token ever reaches a person (issue 32): the prerendered pages hold `{{…}}` placeholders
 * that the server replaces per request, and the form's script must never put one back (it once reset
 * "I have paid"'s reference field to `{{pledge-reference}}`). Every page served, every answer of the
 * donor's path with and without JavaScript, and every email the browser tests have produced so far
 * is read for an unreplaced token.
 */

const token = /\{\{[^}]*\}\}/;
const mailDir = path.join(process.env.E2E_DATA_DIR ?? "test-results/e2e-data", "mail");

/**
 * What a person meets: the page's text and every field's current value. Hidden fields, and the
 * value attributes hydration writes (React's copy of a prerendered field; the field's value stays
 * the server's), are left out: once the script runs it sends the form itself, with keys of its own.
 * The served HTML is checked whole below.
 */
async function expectNoToken(page: Page) {
  const shown = await page.evaluate(() => ({
    text: document.body.innerText,
    values: Array.from(document.querySelectorAll("input:not([type=hidden]), textarea, select"), (field) =>
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
        ? field.value
        : "",
    ),
  }));
  expect(
    shown.values.filter((value) => token.test(value)),
    page.url(),
  ).toEqual([]);
  expect(token.exec(shown.text)?.[0], page.url()).toBeUndefined();
}

async function pledge(page: Page, language: "en" | "te" = "en"): Promise<string> {
  const response = await page.request.post("/api/send-form-email", {
    data: {
      formType: "donation",
      language,
      data: {
        name: "Asha Devi",
        email: "asha@example.org",
        phone: "",
        amount: 1000,
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

test("no page the server gives out holds a fill-in token", async ({ request }) => {
  for (const address of [...routePaths(), "/donate/paid?ref=DON-7F3K2Q", "/te/donate/paid?ref=DON-7F3K2Q"]) {
    const html = await (await request.get(address)).text();
    expect(token.exec(html)?.[0], address).toBeUndefined();
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("after 'I have paid' succeeds, no field or text holds a token", async ({ page }) => {
      const reference = await pledge(page);
      await page.goto(`/donate/paid?ref=${reference}`);
      if (javaScriptEnabled) await formTakenOver(page);
      await expectNoToken(page);
      const form = page.getByRole("form", { name: "Payment details form" });
      await form.getByLabel("Date you paid").fill("2026-11-20");
      await form.getByLabel("How you paid").selectOption({ label: "UPI" });
      await form.getByLabel("UPI or bank reference").fill("123456789012");
      await form.getByRole("button", { name: "Send payment details" }).click();
      await expect(
        page.getByText("Thank you! We have noted your payment against your pledge.").first(),
      ).toBeVisible();
      await expectNoToken(page);
      // The next report of the same pledge starts from its reference, not from the server's token.
      if (javaScriptEnabled) await expect(form.getByLabel("Pledge reference")).toHaveValue(reference);
    });
  });
}

test("no email the tests produced holds a token", async ({ page }) => {
  // This test's own emails, so that there is at least a pledge's acknowledgement to read.
  const reference = await pledge(page, "te");
  await expect
    .poll(
      async () =>
        (await readdir(mailDir)).filter((file) => file.startsWith(reference) && file.endsWith(".eml")).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(2);
  const files = (await readdir(mailDir)).filter((file) => file.endsWith(".eml"));
  for (const file of files) {
    const email = await simpleParser(await readFile(path.join(mailDir, file)));
    const text = [email.subject ?? "", email.text ?? "", typeof email.html === "string" ? email.html : ""];
    expect(text.map((part) => token.exec(part)?.[0]).filter(Boolean), file).toEqual([]);
  }
});
