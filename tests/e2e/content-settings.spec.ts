import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";

/*
 * The society edits its settings (issue 23, slice 1): signed in as staff, a phone number saved as a
 * draft stays off the public pages, published it reaches /contact and /te/contact within a
 * minute; a bad IFSC is refused with its message next to the field and changes nothing.
 */

test.describe.configure({ mode: "serial" });

const dataDir = process.env.E2E_DATA_DIR ?? "";
const mailDir = path.join(dataDir, "mail");
const staffEmail = "asha.settings@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const shots = process.env.CONTENT_SHOTS_DIR;

const signInEmails = () =>
  existsSync(mailDir)
    ? readdirSync(mailDir).filter((file) => file.startsWith("staff-sign-in-") && file.endsWith(".eml"))
    : [];

test.beforeAll(() => {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", staffEmail, "--name", "Asha Devi"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
});

async function signIn(page: Page) {
  const before = new Set(signInEmails());
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(staffEmail);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of signInEmails().filter((candidate) => !before.has(candidate))) {
          const email = await simpleParser(readFileSync(path.join(mailDir, name)));
          if (email.to && "text" in email.to && email.to.text === staffEmail) return (file = name);
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const email = await simpleParser(readFileSync(path.join(mailDir, file ?? "")));
  const link = /http:\/\/\S+\/staff\/sign-in\/link\?token=\w+/.exec(email.text ?? "")?.[0];
  if (!link) throw new Error("The sign-in email holds no link.");
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

async function publicPage(page: Page, address: string) {
  const response = await page.request.get(address);
  return response.text();
}

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a phone number saved as a draft stays private, and published reaches /contact and /te/contact", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/staff/launch");
  await expect(page.getByRole("heading", { name: "Ready to launch" })).toBeVisible();
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "launch");
  // The launch page lists the phone only while none is published: other specs on this server publish one.
  const phoneLink = page.getByRole("link", { name: "Phone", exact: true });
  if ((await phoneLink.count()) > 0) await phoneLink.click();
  else await page.goto("/staff/content/settings#setting-phone");
  await expect(page).toHaveURL(/\/staff\/content\/settings#setting-phone$/);
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "settings");

  await page.getByLabel("Phone", { exact: true }).fill("94401 23456");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toContainText("Draft saved");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+91 94401 23456");
  expect(await publicPage(page, "/contact")).not.toContain("+91 94401 23456");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published");
  for (const address of ["/contact", "/te/contact"]) {
    await expect
      .poll(() => publicPage(page, address), { timeout: 60_000, intervals: [500, 1000, 2000] })
      .toContain('href="tel:+919440123456"');
  }
});

test("a bad IFSC is refused with its message next to the field, and nothing changes", async ({ page }) => {
  await signIn(page);
  await page.goto("/staff/content/settings");
  await page.getByLabel("IFSC").fill("SBIN1001234");
  await page.getByRole("button", { name: "Publish" }).click();
  const message =
    "Enter the IFSC as on a cheque: 11 characters, four letters, a zero, then six letters or digits (SBIN0001234).";
  await expect(page.getByRole("alert")).toContainText("Nothing was saved");
  await expect(page.getByLabel("IFSC")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("IFSC")).toHaveAccessibleDescription(
    new RegExp(message.slice(0, 40).replace(/[()]/g, "\\$&")),
  );
  await expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await screenshot(page, "settings-refused");
  await page.goto("/staff/content/settings");
  await expect(page.getByLabel("IFSC")).toHaveValue("");
  expect(await publicPage(page, "/donate")).not.toContain("SBIN1001234");
});
