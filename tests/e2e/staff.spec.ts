import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import SqliteDatabase from "better-sqlite3";
import { asWholeWords } from "../../server/testing/submissions.ts";
import { awaitSignInLink } from "./staff-session.ts";
import { scrollsSideways } from "./forms-helpers.ts";

/*
 * The staff area in a real browser against the real server: an account made by the command line
 * signs in with the link from the emailed .eml file (no SMTP here), finds what the public form
 * stored, and works with it. Requests for links stay under the sign-in limit (5 per 15 minutes).
 * The server's outbox writes the email within seconds of the request (decision 024), and deletes
 * the file once its link has signed someone in.
 */

test.describe.configure({ mode: "serial" });

const dataDir = process.env.E2E_DATA_DIR ?? "";
const mailDir = path.join(dataDir, "mail");
const staffEmail = "meena@example.org";
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.beforeAll(() => {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", staffEmail, "--name", "Meena Rao"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
});

/** Asks for a sign-in link on the page and returns it, read from the .eml file the outbox wrote. */
async function requestLink(page: Page) {
  const signInLink = awaitSignInLink(mailDir, staffEmail);
  await page.goto("/staff/sign-in");
  await page.getByLabel("Email address").fill(staffEmail);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  return signInLink();
}

async function followLink(page: Page, link: string) {
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signIn(page: Page) {
  await followLink(page, await requestLink(page));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

const visitorEmail = "ravi.staff-test@example.org";

/** Fills in and sends the public contact form as a visitor does, after a person's time to type. */
async function submitContactForm(
  page: Page,
  name = "Ravi Kumar",
  { email = visitorEmail, message = "We would like to visit the library." } = {},
) {
  await page.clock.install();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Subject").selectOption({ label: "Partnership Inquiry" });
  await form.getByLabel("Message").fill(message);
  await page.clock.fastForward(5000);
  await form.getByRole("button", { name: "Send Message" }).click();
  return form;
}

/** Sends the public contact form as a visitor does; returns the reference it shows. */
async function sendContactForm(...details: Parameters<typeof submitContactForm>) {
  const [page] = details;
  await submitContactForm(...details);
  const line = page.locator("#form-outcome").getByText(/^Your reference: [A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/);
  await expect(line).toBeVisible();
  return (await line.textContent())?.replace("Your reference: ", "") ?? "";
}

test("staff sign in with the emailed link, find a public submission, mark it handled, export it and sign out", async ({
  page,
}) => {
  test.slow(); // a form sent, a sign-in by email, the inbox, an export and a sign-out: three times the usual limit on a loaded machine
  const reference = await sendContactForm(page);
  // Every URL the browser asks for in the staff area: what history and a proxy's access log would keep.
  const staffUrls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/staff")) staffUrls.push(request.url());
  });

  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  const link = await requestLink(page);
  await followLink(page, link);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(reference) })).toBeVisible();

  // The search is posted and kept on the server: the address bar, and so the history, hold an id.
  await page.getByText("Search and filters").click();
  await page.getByLabel("Reference, name or email").fill(visitorEmail);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/staff\?search=[\w-]{22}$/);
  await expect(page.getByLabel("Reference, name or email")).toHaveValue(visitorEmail);
  const rows = page.getByRole("list", { name: "Submissions" }).getByRole("link");
  await expect(rows.filter({ hasText: reference })).toHaveCount(1);
  await page.reload();
  await expect(rows.filter({ hasText: reference })).toHaveCount(1);
  await rows.filter({ hasText: reference }).click();

  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  await expect(page.getByText("We would like to visit the library.")).toBeVisible();
  await expect(page.getByText("Partnership Inquiry")).toBeVisible();
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as handled.");
  await expect(page.getByRole("button", { name: "Mark as not handled" })).toBeVisible();

  // Back to the inbox as it was left: the same search, its filters open with what was typed.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page).toHaveURL(/\/staff\?search=[\w-]{22}$/);
  await expect(page.getByLabel("Reference, name or email")).toHaveValue(visitorEmail);
  await page.getByLabel("Form").selectOption({ label: "Contact" });
  await page.getByLabel("Status").selectOption({ label: "Handled" });
  await page.getByLabel("Reference, name or email").fill(reference);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/staff\?form=contact&status=handled&search=[\w-]{22}$/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  const [header, row, ...rest] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toMatch(/^Reference,Received \(IST\),Status,Note,Full Name,/);
  expect(row).toMatch(new RegExp(`^${reference},[^,]+,Handled,`));
  expect(rest).toEqual([]);

  // From the submission to what is stored about its sender, without the address in a URL.
  await page.getByRole("list", { name: "Submissions" }).getByRole("link").first().click();
  await page.getByRole("button", { name: "Find everything stored under their address" }).click();
  await expect(page.getByRole("heading", { name: `Stored about ${visitorEmail}` })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/privacy\?lookup=[\w-]{22}$/);
  const namesVisitor = new RegExp(`${asWholeWords("ravi", "kumar")}|%40|@`, "i");
  expect(staffUrls.filter((url) => namesVisitor.test(decodeURIComponent(url)))).toEqual([]);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);

  await followLink(page, link);
  await expect(page.getByRole("alert")).toContainText(
    "That sign-in link has been used already or has expired.",
  );
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
});

test("a link past its expiry does not sign in", async ({ page }) => {
  const link = await requestLink(page);
  // Fifteen minutes are too long to wait: the stored expiry is moved into the past instead, for
  // this address's link alone (other specs sign in at the same moment, with links of their own).
  const database = new SqliteDatabase(path.join(dataDir, "submissions.db"), { timeout: 5000 });
  const expired = database
    .prepare("update staff_verifications set expires_at = ? where json_extract(value, '$.email') = ?")
    .run(new Date(Date.now() - 1000).toISOString(), staffEmail);
  expect(expired.changes).toBe(1);
  database.close();
  await followLink(page, link);
  await expect(page.getByRole("alert")).toContainText("has expired");
});

test("staff pages: headers as on public pages, noindex, not in the build or sitemap, cross-site POST refused, no axe violation", async ({
  page,
  request,
}) => {
  const publicPage = await request.get("/contact");
  const staffPage = await request.get("/staff/sign-in");
  // No staff URL reaches another site in a Referer.
  expect(staffPage.headers()["referrer-policy"]).toBe("no-referrer");
  // The same features off, except passkeys, which the sign-in page allows to this origin (decision 046).
  const featuresOff = (policy = "") =>
    policy.split(", ").filter((entry) => !entry.startsWith("publickey-credentials-"));
  expect(featuresOff(staffPage.headers()["permissions-policy"])).toEqual(
    featuresOff(publicPage.headers()["permissions-policy"]),
  );
  expect(publicPage.headers()["permissions-policy"]).toContain("publickey-credentials-get=()");
  expect(staffPage.headers()["permissions-policy"]).toContain("publickey-credentials-get=(self)");
  for (const header of [
    "x-content-type-options",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
    "x-frame-options",
  ]) {
    expect(staffPage.headers()[header], header).toBe(publicPage.headers()[header]);
  }
  const policy = staffPage.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(staffPage.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(staffPage.headers()["cache-control"]).toBe("no-store");

  const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");
  const built = readdirSync(clientDir, { recursive: true }).map(String);
  expect(built.filter((file) => /staff/i.test(file))).toEqual([]);
  expect(readFileSync(path.join(clientDir, "sitemap.xml"), "utf8")).not.toContain("/staff");

  const crossSite = await request.post("/staff/sign-in", {
    form: { email: staffEmail },
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(crossSite.status()).toBe(403);

  await page.goto("/staff/sign-in");
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  await page.getByRole("list", { name: "Submissions" }).getByRole("link").first().click();
  expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
});

/** The JavaScript-free test's session, reused by the axe test: sign-in links are limited to 5 uses in 15 minutes. */
let donationsSession: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

test.describe("donations, with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("record a payment with no pledge, see its receipt number, download the PDF", async ({ page }) => {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Staff area" })
      .getByRole("link", { name: "Donations" })
      .click();
    await expect(page.getByRole("heading", { name: "Donations" })).toBeVisible();
    await page.getByRole("link", { name: "Record a payment with no pledge" }).click();

    await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was recorded.");
    await expect(page.getByLabel("Donor’s name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Donor’s name").fill("Gopal Reddy");
    await page.getByLabel("Email address").fill("gopal.staff-test@example.org");
    await page.getByLabel("PAN").fill("pqrst6789k");
    await page.getByLabel("Amount in rupees").fill("2500");
    await page.getByRole("radio", { name: "Bank transfer" }).check();
    await page.getByLabel("UTR, UPI reference or cheque number").fill("412345678901");
    await page.getByRole("button", { name: "Record the payment and issue a receipt" }).click();

    const status = page.getByRole("status");
    await expect(status).toContainText(
      /^Receipt \d{4}-\d{2}\/\d{4} recorded\. The receipt email to gopal\.staff-test@example\.org is queued/,
    );
    const receipt = /\d{4}-\d{2}\/\d{4}/.exec((await status.textContent()) ?? "")?.[0] ?? "";
    await expect(page.getByRole("heading", { name: `Receipt ${receipt}` })).toBeVisible();
    // Masked on the page (issue 27); the reveal is covered by staff-roles.spec.ts.
    await expect(page.getByText("PQRST****K")).toBeVisible();
    await expect(page.getByText("PQRST6789K")).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the receipt (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`receipt-${receipt.replace("/", "-")}.pdf`);
    expect(
      readFileSync((await download.path()) ?? "")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await page.getByRole("link", { name: "Back to donations" }).click();
    await expect(page.getByRole("row", { name: /Gopal Reddy/ })).toContainText("PQRST****K");
    donationsSession = await page.context().cookies();
  });
});

// axe runs as a script in the page, so it looks at the donation pages with JavaScript on.
test("donation pages: no axe violation, nothing wider than a phone", async ({ page }) => {
  test.slow(); // four pages through axe on two shared cores
  await page.context().addCookies(donationsSession);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/staff/donations");
  const receipt = await page
    .getByRole("row", { name: /Gopal Reddy/ })
    .getByRole("link")
    .first()
    .textContent();
  for (const url of [
    "/staff/donations",
    "/staff/donations/payments/new",
    `/staff/donations/receipts/${receipt}`,
    `/staff/donations/receipts/${receipt}/cancel`,
  ]) {
    await page.goto(url);
    expect((await new AxeBuilder({ page }).withTags(wcagTags).analyze()).violations, url).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 375), url).toBe(true);
  }
});

test("a submission whose address and message hold no place to break fits a 320 px phone", async ({
  page,
}) => {
  const email = "venkatalakshminarasimhaswamy.bhattiprolu.subrahmanyam@example.org";
  const link = "https://example.org/groups/villagelibraryvolunteerswithoutanyspacesatall/permalink/123456";
  const reference = await sendContactForm(page, "Venkatalakshminarasimhaswamy Bhattiprolu", {
    email,
    message: `See ${link}`,
  });
  await page.context().addCookies(donationsSession);
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto("/staff");
  await page.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(page.getByRole("heading", { name: reference })).toBeVisible();
  await expect(page.getByText(link)).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  // Wrapped, not cut: every line of the address is on the screen.
  for (const address of await page.getByRole("link", { name: email }).all()) {
    const box = await address.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(320);
  }
});

test("a right-to-left override in a visitor's name is refused by the form, which keeps what was typed", async ({
  page,
}) => {
  // It would make "Invoice‮gpj.exe" read as "Invoiceexe.jpg" in the inbox; rows stored before the
  // forms refused it are still isolated there (server/staff/ui/render.test.ts).
  const name = "Ravi \u202Eeman desrever";
  const form = await submitContactForm(page, name);
  await expect(
    form.getByText("Please remove the special (control) characters from this field."),
  ).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
});
