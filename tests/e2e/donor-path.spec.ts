import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { donationWording } from "../../app/content/forms/donation.ts";
import { pathIn, type Language } from "../../app/content/language.ts";

/*
 * The donor's path on a phone (issue 32, decision 027): after a pledge, with or without JavaScript,
 * the donor is on the pledge's own payment page (/donate?sent=<key>), its payment step in view and
 * focused; the address survives a reload and Back, and closes once the pledge is paid.
 */

const dataDir = process.env.E2E_DATA_DIR ?? "test-results/e2e-data";
// Screenshots for people to look at, outside the repository (issue 32's "looks finished").
const shotsDir = process.env.E2E_SHOTS_DIR;

test.use({ viewport: { width: 360, height: 740 } });

async function pledgeOnThePage(page: Page, language: Language, javaScriptEnabled: boolean) {
  const wording = donationWording[language];
  await page.goto(pathIn(language, "/donate"));
  const form = page.getByRole("form", { name: wording.formName });
  if (javaScriptEnabled) await expect(page.locator("form[data-enhanced]")).toHaveCount(1);
  await form.getByText("₹1,000", { exact: true }).click();
  await form.getByLabel(wording.labels.name).fill("Asha Devi");
  await form.getByLabel(wording.labels.email).fill("asha@example.org");
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
    page.getByText(words.pledgedBy.replace("{name}", "Asha Devi").replace("{amount}", "₹1,000")),
  ).toBeVisible();
  await expect(page.getByText("society@placeholder")).toBeVisible();
  await expect(page.getByRole("link", { name: words.paidLink })).toHaveAttribute(
    "href",
    `${pathIn(language, "/donate/paid")}?ref=${reference}`,
  );
  // Nothing of the donor's but the name: not the email address.
  await expect(page.getByText("asha@example.org")).toHaveCount(0);
  return reference;
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.locator("#form-outcome").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

for (const language of ["en", "te"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${language}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("a pledge lands on its own payment page, which survives reload and Back and closes once paid", async ({
        page,
      }) => {
        await pledgeOnThePage(page, language, javaScriptEnabled);
        const address = page.url();
        const reference = await expectPaymentStep(page, language, javaScriptEnabled);
        await shoot(page, `payment-page-${language}-js-${javaScriptEnabled ? "on" : "off"}`);

        await page.reload();
        await expectPaymentStep(page, language, javaScriptEnabled);
        await page.getByRole("link", { name: donationWording[language].giving.payment.paidLink }).click();
        await expect(page).toHaveURL(new RegExp(`/donate/paid\\?ref=${reference}$`));
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
            "123456789012",
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
