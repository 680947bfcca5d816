import { expect, test } from "@playwright/test";

/*
 * The privacy notice and the transparency page (issue 15): reachable from the footer of every page,
 * from About's credential badges and from the donate page; the notice states the retention periods
 * the server applies; the transparency page gives each credential with its number, date and
 * certificate, and says plainly what is not yet published.
 */

test("the footer links both pages, and each opens", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await page.getByRole("contentinfo").getByRole("link", { name: "Transparency" }).click();
  await expect(page).toHaveURL("/transparency");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our registrations and reports");
});

test("the notice names each form's purpose and the periods the server keeps its data", async ({ page }) => {
  await page.goto("/privacy");
  for (const form of ["Contact form", "Volunteer form", "Internship application", "Donation form"])
    await expect(page.getByRole("heading", { name: form, level: 3 })).toBeVisible();
  const periods = page.getByRole("table");
  for (const [kind, period] of [
    ["Contact messages", "1 year"],
    ["Volunteer applications", "2 years"],
    ["Internship applications", "2 years"],
    ["Messages our spam filter sets aside", "30 days"],
  ] as const)
    await expect(periods.getByRole("row", { name: kind })).toContainText(period);
  await expect(periods.getByRole("row", { name: "Donation records" })).toContainText(
    "10 years after the end of the year that follows the financial (tax) year of the donation",
  );
  await expect(page.getByText("Data Protection Board of India").first()).toBeVisible();
});

test("the notice's email addresses and phone number are links a phone opens with a tap, in both languages", async ({
  page,
}) => {
  for (const path of ["/privacy", "/te/privacy"]) {
    await page.goto(path);
    const main = page.getByRole("main");
    // Who to write to, the grievance email, and "How to ask"'s address and phone.
    expect(await main.locator('a[href^="mailto:"]').count(), path).toBeGreaterThanOrEqual(3);
    await expect(main.locator('a[href^="tel:+91"]'), path).toHaveCount(1);
  }
});

test("the notice's version is dated as each language writes a date", async ({ page }) => {
  for (const [path, written] of [
    ["/privacy", "23 November 2026"],
    ["/te/privacy", "23 నవంబర్, 2026"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('time[datetime="2026-11-23"]')).toHaveText(written);
  }
});

test("About's credential badges and the donate page lead to the credentials", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("link", { name: /^80G Certified/ }).click();
  await expect(page).toHaveURL("/transparency#80g");
  const record = page.locator(`[id="80g"]`);
  await expect(record.getByRole("heading", { name: "80G approval" })).toBeVisible();
  await expect(record).toContainText("Number");
  await expect(record).toContainText("Certificate");

  await page.goto("/donate");
  await page.getByRole("link", { name: "See our registrations and reports" }).click();
  await expect(page).toHaveURL("/transparency");
});

test("the transparency page lists every registration with the specification's number", async ({ page }) => {
  await page.goto("/transparency");
  for (const id of ["registration", "12a", "80g", "darpan", "csr", "fcra"])
    await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  await expect(page.locator("[id=registration]")).toContainText("791/2016");
  await expect(page.locator("[id=registration]")).toContainText("Telangana Societies Registration Act, 2001");
  await expect(
    page.getByRole("heading", { name: "Annual reports, accounts and certificates" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Yearly figures" })).toBeVisible();
});

test("every form shows the notice before its button, linking the privacy page, with the version it sends", async ({
  page,
}) => {
  for (const [path, button] of [
    ["/donate", "Submit Donation"],
    ["/contact", "Send Message"],
    ["/volunteer/gram-library", "Submit Application"],
    ["/volunteer/internship", "Submit Application"],
  ] as const) {
    await page.goto(path);
    const submit = page.getByRole("button", { name: button });
    const noticeId = await submit.getAttribute("aria-describedby");
    expect(noticeId, path).toBeTruthy();
    const notice = page.locator(`[id="${noticeId}"]`);
    await expect(notice).toContainText("By sending this form you agree to that.");
    await expect(notice.getByRole("link", { name: "How we handle your data" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(notice.locator('input[type="hidden"][name="privacyNotice"]')).toHaveValue(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    // The notice comes before the button in reading order.
    const [noticeBox, buttonBox] = await Promise.all([notice.boundingBox(), submit.boundingBox()]);
    expect(noticeBox?.y ?? Infinity, path).toBeLessThan(buttonBox?.y ?? -Infinity);
  }
});
