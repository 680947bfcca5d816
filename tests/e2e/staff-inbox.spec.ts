import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import SqliteDatabase from "better-sqlite3";
import ExcelJS from "exceljs";
import { awaitSignInLink } from "./staff-session.ts";

/*
 * The office's day on a phone (375 px), against the real server: a notification's link to a
 * submission leads through sign-in back to it; a note typed before "Mark as handled" is kept;
 * submissions go to the spam folder from the inbox and their page, and back; "Back to the inbox"
 * returns to the filter a submission was opened from; the export, read back
 * as a spreadsheet program reads it, holds word headings, the status and the note, and only the
 * rows the filter shows. One sign-in for the whole file: links are limited to 5 in 15 minutes.
 */

test.describe.configure({ mode: "serial" });

const dataDir = process.env.E2E_DATA_DIR ?? "";
const mailDir = path.join(dataDir, "mail");
const staffEmail = "office.inbox@example.org";
/** Where screenshots go when asked for (SHOTS_DIR); a run without it takes none. */
const shotsDir = process.env.SHOTS_DIR;
const phone = { width: 375, height: 740 };

const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const newReference = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join("")}`;

/** Contact messages stored as the form function stores them; the inbox reads them from the database. */
const people = ["Padma Inbox", "Kiran Inbox", "Sunita Inbox", "Venkat Inbox"].map((name, index) => ({
  name,
  reference: newReference("CON"),
  email: `${name.split(" ")[0]?.toLowerCase()}.inbox-test@example.org`,
  message: `Message ${index + 1}: please call me about the library.`,
}));
const [padma, kiran, sunita, venkat] = people as [
  (typeof people)[0],
  (typeof people)[0],
  (typeof people)[0],
  (typeof people)[0],
];

let session: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

test.beforeAll(() => {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", staffEmail, "--name", "Office Inbox"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
  const database = new SqliteDatabase(path.join(dataDir, "submissions.db"), { timeout: 5000 });
  const insert = database.prepare(
    "insert into submissions (id, reference, form_type, data, status, address_hash, created_at) values (?, ?, 'contact', ?, 'received', 'e2e', ?)",
  );
  people.forEach((person, index) =>
    insert.run(
      `inbox-e2e-${person.reference}`,
      person.reference,
      JSON.stringify({
        name: person.name,
        email: person.email,
        subject: "partnership",
        message: person.message,
      }),
      new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    ),
  );
  database.close();
});

async function signInThrough(page: Page) {
  const signInLink = awaitSignInLink(mailDir, staffEmail);
  await page.getByLabel("Email address").fill(staffEmail);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(await signInLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out", exact: true })).toBeVisible();
  // Gives back the sign-in this file used: every browser test signs in from 127.0.0.1, and
  // staff.spec.ts needs the rest of the 5 links in 15 minutes that one address may use.
  const database = new SqliteDatabase(path.join(dataDir, "submissions.db"), { timeout: 5000 });
  database.prepare("delete from rate_limit_hits where client_key like 'staff:staff-sign-in%'").run();
  database.close();
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const [label, size] of [
    ["375", phone],
    ["1280", { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shotsDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(phone);
}

test.use({ viewport: phone });

test("a submission's link leads through sign-in back to it, and a note typed before “Mark as handled” is kept", async ({
  page,
}) => {
  await page.goto(`/staff/submissions/${padma.reference}`);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await signInThrough(page);
  await expect(page).toHaveURL(new RegExp(`/staff/submissions/${padma.reference}$`));
  session = await page.context().cookies();

  // Tappable on a phone: the address writes, the page names no command to type.
  await expect(page.getByRole("link", { name: padma.email }).first()).toHaveAttribute(
    "href",
    `mailto:${padma.email}`,
  );
  await expect(page.locator("body")).not.toContainText("npm run");

  await page.getByLabel(/Note for the team/).fill("Phoned her; she visits on Saturday.");
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("status")).toHaveText("Note saved. Marked as handled.");
  await expect(page.getByLabel(/Note for the team/)).toHaveValue("Phoned her; she visits on Saturday.");
  await expect(page.getByRole("button", { name: "Mark as not handled" })).toBeVisible();
  await shoot(page, "submission");
});

test("spam from the inbox several at once, from a page, and back from the spam folder", async ({ page }) => {
  await page.context().addCookies(session);
  await page.goto("/staff");
  // On a phone the filters are folded: the first screen shows submissions.
  await expect(page.getByLabel("Reference, name or email")).toBeHidden();
  // (Other specs on this server add submissions too: the newest row, whichever it is.)
  await expect(page.getByRole("link", { name: /^[A-Z]{3}-[0-9A-Z]{6}/ }).first()).toBeInViewport();
  await expect(page.getByRole("navigation", { name: "Shortcuts" })).toContainText(/Contact\s*\d+ new/);
  await shoot(page, "inbox");

  await page.getByRole("checkbox", { name: `Select ${kiran.reference}` }).check();
  await page.getByRole("checkbox", { name: `Select ${sunita.reference}` }).check();
  await page.getByRole("button", { name: "Mark the ticked ones as spam" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "2 submissions moved to the spam folder; their emails that were waiting are cancelled.",
  );
  await expect(page.getByRole("link", { name: new RegExp(kiran.reference) })).toHaveCount(0);

  await page.getByRole("link", { name: new RegExp(venkat.reference) }).click();
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to the spam folder");
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("status")).toContainText("Moved to the inbox");

  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: /Spam/ }).click();
  await expect(page.getByRole("heading", { name: "Spam folder" })).toBeVisible();
  await page.getByRole("checkbox", { name: `Select ${kiran.reference}` }).check();
  await page.getByRole("button", { name: /Not spam/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "1 submission moved to the inbox; their emails not sent before go out within seconds.",
  );
  await expect(page.getByRole("link", { name: new RegExp(sunita.reference) })).toBeVisible();
  await page.goto("/staff");
  await expect(page.getByRole("link", { name: new RegExp(kiran.reference) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(sunita.reference) })).toHaveCount(0);
});

test("“Back to the inbox” returns to the filter the submission was opened from, also after marking it", async ({
  page,
}) => {
  await page.context().addCookies(session);
  await page.goto("/staff?form=contact&status=new");
  await page.getByRole("link", { name: new RegExp(kiran.reference) }).click();
  await page.getByRole("button", { name: "Mark as in progress" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked as in progress.");
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page).toHaveURL(/\/staff\?form=contact&status=new$/);
  await expect(page.getByLabel("Form")).toHaveValue("contact");
  await expect(page.getByLabel("Status")).toHaveValue("new");
  await expect(page.getByRole("link", { name: new RegExp(kiran.reference) })).toHaveCount(0);
});

test("the export, read back, has word headings, the handled status and the note, and only the filtered rows", async ({
  page,
}) => {
  await page.context().addCookies(session);
  await page.goto("/staff");
  await page.getByText("Search and filters").click();
  await page.getByLabel("Form").selectOption({ label: "Contact" });
  await page.getByLabel("Status").selectOption({ label: "Handled" });
  await page.getByLabel("Reference, name or email").fill("Inbox");
  await page.getByLabel("Also inside names and addresses").check();

  // Exported as the form now stands, without pressing Show first.
  const workbookDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  const workbookFile = await workbookDownload;
  expect(workbookFile.suggestedFilename()).toMatch(/^submissions-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await workbookFile.path()) ?? "");
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Contact messages"]);
  const sheet = workbook.getWorksheet("Contact messages");
  const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1);
  expect(header).toEqual([
    "Reference",
    "Received (IST)",
    "Status",
    "Note",
    "Full Name",
    "Email Address",
    "Subject",
    "Message",
    "Language of the form",
  ]);
  expect(sheet?.rowCount).toBe(2);
  const row = ((sheet?.getRow(2).values ?? []) as unknown[]).slice(1);
  expect([row[0], row[2], row[3], row[4]]).toEqual([
    padma.reference,
    "Handled",
    "Phoned her; she visits on Saturday.",
    padma.name,
  ]);
  expect(row[1]).toBeInstanceOf(Date);

  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/staff\?form=contact&status=handled&search=[\w-]{22}$/);
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^contact-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await csvFile.path()) ?? "", "utf8");
  const [csvHeader, csvRow, ...rest] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csvHeader).toBe(header.join(","));
  expect(csvRow).toMatch(
    new RegExp(
      `^${padma.reference},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Handled,Phoned her; she visits on Saturday\\.,${padma.name},`,
    ),
  );
  expect(rest).toEqual([]);
});
