import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { donationWording } from "../../app/content/forms/donation.ts";
import { paymentReportWording } from "../../app/content/forms/payment-report.ts";
import { languageNames, pathIn, type Language } from "../../app/content/language.ts";
import { formTakenOver, scrollsSideways } from "./forms-helpers.ts";

/*
 * The donor's path on a phone (issue 32, decision 027): after a pledge, with or without JavaScript,
 * the donor is on the pledge's own payment page (/donate?sent=<key>), its payment step in view and
 * focused; the address survives a reload and Back, and closes once the pledge is paid.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
// Screenshots for people to look at, outside the repository (issue 32's "looks finished").
const shotsDir = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: 360, height: 740 } });

const asha = { name: "Asha Devi", email: "asha@example.org" };

async function pledgeOnThePage(
  page: Page,
  language: Language,
  javaScriptEnabled: boolean,
  donor: { name: string; email: string } = asha,
) {
  const wording = donationWording[language];
  await page.goto(pathIn(language, "/donate"));
  const form = page.getByRole("form", { name: wording.formName });
  if (javaScriptEnabled) await formTakenOver(page);
  await form.getByText("₹1,000", { exact: true }).click();
  await form.getByLabel(wording.labels.name).fill(donor.name);
  await form.getByLabel(wording.labels.email).fill(donor.email);
  await form.getByLabel(wording.giving.citizenship.label).check();
  // The server's spam rule wants a person's fill-in time.
  await page.waitForTimeout(3_100);
  await form.getByRole("button", { name: wording.submit }).click();
  await expect(page).toHaveURL(/\?sent=[0-9a-f-]{36}#form-outcome$/);
}

async function expectPaymentStep(
  page: Page,
  language: Language,
  javaScriptEnabled: boolean,
  arrived: "here" | "by Back" = "here",
  donorName = asha.name,
) {
  const words = donationWording[language].giving.payment;
  const link = page.getByRole("link", { name: words.upiLink.replace("{amount}", "₹1,000") });
  // The address's fragment, and once the page's script runs the focus moved to the outcome, bring
  // the payment step to the top of the screen. Back without JavaScript returns to where the donor
  // had scrolled (by "I have paid", below it), as the browser restores it.
  if (javaScriptEnabled) await expect(page.locator("#form-outcome")).toBeFocused();
  if (javaScriptEnabled || arrived === "here") await expect(link).toBeInViewport();
  else await expect(link).toBeVisible();
  const parameters = new URLSearchParams(
    ((await link.getAttribute("href")) ?? "").replace(/^upi:\/\/pay\?/, ""),
  );
  expect(parameters.get("am")).toBe("1000.00");
  const reference = /DON-[2-9A-HJ-NP-Z]{6}/.exec(parameters.get("tn") ?? "")?.[0] ?? "";
  expect(reference).not.toBe("");
  await expect(
    page.getByText(words.pledgedBy.replace("{name}", donorName).replace("{amount}", "₹1,000")),
  ).toBeVisible();
  await expect(page.getByText("society@placeholder")).toBeVisible();
  // The bank details once, in the payment step with the reference to quote, at every width.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(page.locator("dt").filter({ hasText: /^IFSC/, visible: true })).toHaveCount(1);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole("link", { name: words.paidLink })).toHaveAttribute(
    "href",
    `${pathIn(language, "/donate/paid")}?ref=${reference}`,
  );
  // Nothing of the donor's but the name: not the email address.
  await expect(page.getByText(/@example\.org/)).toHaveCount(0);
  return reference;
}

/** Screenshots of the page's address at 360 and 1280 px, taken in a page of their own. */
async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const shots = await page.context().newPage();
  for (const width of [360, 1280]) {
    await shots.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await shots.goto(page.url());
    await shots.locator("#form-outcome").evaluate((outcome) => outcome.scrollIntoView());
    // The site scrolls smoothly: let it settle.
    await shots.waitForTimeout(1_000);
    await shots.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  await shots.close();
}

for (const language of ["en", "te"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${language}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a pledge lands on its own payment page, which survives reload and Back and closes once paid", async ({
        page,
      }) => {
        // An address of its own: the same pledge from the same place would be a resend (decision 028),
        // answered with another test's pledge, which that test pays.
        const mode = javaScriptEnabled ? "on" : "off";
        await pledgeOnThePage(page, language, javaScriptEnabled, {
          ...asha,
          email: `asha.${language}.${mode}@example.org`,
        });
        const address = page.url();
        const reference = await expectPaymentStep(page, language, javaScriptEnabled);
        await shoot(page, `payment-page-${language}-js-${javaScriptEnabled ? "on" : "off"}`);

        await page.reload();
        await expectPaymentStep(page, language, javaScriptEnabled);
        // The same pledge in the other language: the switch keeps the address's pledge.
        const other = language === "en" ? "te" : "en";
        const otherLanguage = page.getByRole("link", { name: languageNames[other] }).first();
        const otherWords = donationWording[other].giving.payment;
        await otherLanguage.click();
        await expect(page).toHaveURL(
          new RegExp(`^[^?]*${pathIn(other, "/donate")}\\?sent=[^#]+#form-outcome$`),
        );
        await expect(
          page.getByRole("link", { name: otherWords.upiLink.replace("{amount}", "₹1,000") }),
        ).toBeInViewport();
        await page.goBack();
        await expectPaymentStep(page, language, javaScriptEnabled, "by Back");
        await page.getByRole("link", { name: donationWording[language].giving.payment.paidLink }).click();
        await expect(page).toHaveURL(new RegExp(`/donate/paid\\?ref=${reference}$`));
        await expect(otherLanguage).toHaveAttribute(
          "href",
          `${pathIn(other, "/donate/paid")}?ref=${reference}`,
        );
        await page.goBack();
        await expect(page).toHaveURL(address);
        await expectPaymentStep(page, language, javaScriptEnabled, "by Back");

        // Staff record the payment: the address now explains, in the page's language, that it is closed.
        execFileSync(
          process.execPath,
          [
            "scripts/donations.ts",
            "receive",
            reference,
            "--amount",
            "1000",
            "--date",
            "2026-11-20",
            "--mode",
            "upi",
            "--ref",
            // A UTR of its own: one payment, one receipt, across every test on this server.
            String(Math.floor(Math.random() * 1e12)).padStart(12, "7"),
          ],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: "ignore" },
        );
        // A reload: going to the same address with its fragment would only scroll the page.
        await page.reload();
        await expect(page.getByText(donationWording[language].giving.closedPaymentPage.title)).toBeVisible();
        await expect(page.getByRole("link", { name: /UPI/ })).toHaveCount(0);
      });
    });
  }
}

test("a name typed as one long word wraps on a 320 px phone's payment page", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  const name = "Venkatalakshminarasimhaswamybhattiprolu";
  await pledgeOnThePage(page, "en", true, { name, email: "long.name.wraps@example.org" });
  const words = donationWording.en.giving.payment;
  await expect(
    page.getByText(words.pledgedBy.replace("{name}", name).replace("{amount}", "₹1,000")),
  ).toBeInViewport();
  expect(await scrollsSideways(page)).toBe(false);
});

const mailDir = path.join(dataDir, "mail");

/** The email the outbox wrote (no SMTP_URL in the browser tests) whose file name starts so; its `.partial` twin is still being written. */
async function emailStarting(prefix: string) {
  let file: string | undefined;
  await expect
    .poll(
      async () =>
        (file = (await readdir(mailDir)).find((name) => name.startsWith(prefix) && name.endsWith(".eml"))),
      {
        timeout: 15_000,
      },
    )
    .toBeDefined();
  return simpleParser(await readFile(path.join(mailDir, file ?? "")));
}

for (const language of ["en", "te"] as const) {
  test(`${language}: the acknowledgement links to the payment page and 'I have paid'; a report emails the donor and the office`, async ({
    page,
  }) => {
    const donor = { name: "Ravi Kumar", email: `ravi.${language}@example.org` };
    await pledgeOnThePage(page, language, true, donor);
    const address = page.url();
    const reference = await expectPaymentStep(page, language, true, "here", donor.name);
    const origin = new URL(address).origin;

    const acknowledgement = await emailStarting(`${reference}-acknowledgement`);
    expect(acknowledgement.text).toContain(address);
    expect(acknowledgement.text).toContain(`${origin}${pathIn(language, "/donate/paid")}?ref=${reference}`);

    await page.getByRole("link", { name: donationWording[language].giving.payment.paidLink }).click();
    const words = paymentReportWording[language];
    const report = page.getByRole("form", { name: words.formName });
    await formTakenOver(page);
    await expect(report.getByLabel(words.labels.reference)).toHaveValue(reference);
    await report.getByLabel(words.labels.paidOn).fill("2026-11-20");
    await report.getByLabel(words.labels.mode).selectOption({ label: words.modes.upi });
    await report.getByLabel(words.labels.paymentReference).fill("432109876543");
    await page.waitForTimeout(3_100);
    await report.getByRole("button", { name: words.submit }).click();
    await expect(page.locator("#form-outcome").getByText(words.messages.success)).toBeVisible();

    const confirmation = await emailStarting(`${reference}-report_confirmation`);
    expect(confirmation.to && "text" in confirmation.to ? confirmation.to.text : "").toContain(donor.email);
    expect(confirmation.subject).toBe(words.confirmation.subject.replace("{reference}", reference));
    expect(confirmation.text).toContain("432109876543");
    const notice = await emailStarting(`${reference}-report_notification`);
    expect(notice.subject).toContain(reference);
    expect(notice.text).toContain(`${origin}/staff/donations/pledges/${reference}`);
  });
}
