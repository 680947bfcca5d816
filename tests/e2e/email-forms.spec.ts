import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  mailboxes,
  type ReceivedEmail,
  type SmtpSink,
  startSmtpSink,
} from "../../server/mail/testing/smtp-sink.ts";
import { healthFiguresHeaders } from "../../server/testing/health.ts";
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts";
import { formTakenOver } from "./forms-helpers.ts";

/*
 * Each form sent in a real browser produces its two emails at a real SMTP server. These tests run
 * their own server process (the shared Playwright server has no SMTP_URL), pointed at an SMTP
 * server started here, on free ports, with a data directory of their own.
 */

test.describe.configure({ mode: "default" });

let sink: SmtpSink;
let server: ServerProcess;
let baseUrl: string;
let dataDir: string;

async function healthy(): Promise<{ outbox: { pending: number; failed: number } } | undefined> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { headers: healthFiguresHeaders });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sink = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "e2e-email-"));
  server = await startServerProcess({
    buildDir: "build",
    environment: {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: sink.url,
      MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example>",
      MAIL_TO: "office@dai.example",
      MAIL_TO_INTERNSHIP: "interns@dai.example",
      LOG_LEVEL: "warn",
    },
    startTimeoutMs: 170_000,
  });
  baseUrl = server.url;
});

test.afterAll(async () => {
  await server.stop();
  await sink.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens a form with the page clock installed, so the fill time can pass for a person's. */
async function openForm(page: Page, route: string) {
  await page.clock.install();
  await page.goto(`${baseUrl}${route}`);
  // Sent by the page's script: before it takes the form over, the browser would post the form itself.
  await formTakenOver(page);
}

async function send(page: Page, submitName: string) {
  await page.clock.fastForward(5000);
  await page.getByRole("button", { name: submitName }).click();
  const referenceLine = page
    .locator("#form-outcome")
    .getByText(/^Your reference: [A-Z]{3}-[2-9A-HJ-NP-Z]{6}$/);
  await expect(referenceLine).toBeVisible();
  return (await referenceLine.textContent())?.replace("Your reference: ", "") ?? "";
}

/** The notification and the acknowledgement of one submission, once both have arrived. */
async function emailsFor(reference: string, timeout = 15_000) {
  let found: ReceivedEmail[] = [];
  await expect
    .poll(
      () => {
        found = sink.received.filter((email) => email.parsed.subject?.includes(`[${reference}]`));
        return found.length;
      },
      { timeout },
    )
    .toBe(2);
  const ofKind = (kind: string) => found.find((email) => email.parsed.messageId?.includes(`-${kind}@`));
  const [notification, acknowledgement] = [ofKind("notification"), ofKind("acknowledgement")];
  if (!notification || !acknowledgement) throw new Error(`Both emails of ${reference} should have arrived`);
  return { notification, acknowledgement };
}

/** The submission's emails as staff see them: `npm run submissions -- show`. */
function storedEmails(reference: string): { attempts: number; status: string }[] {
  const shown = execFileSync(process.execPath, ["scripts/submissions.ts", "show", reference], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return JSON.parse(shown).emails;
}

const replyTo = (email: ReceivedEmail) => mailboxes(email.parsed.replyTo).map((mailbox) => mailbox.address);

test("a donation brings the society a pledge notification and the donor the UPI and bank details", async ({
  page,
}) => {
  await openForm(page, "/donate");
  const form = page.getByRole("form", { name: "Donation form" });
  // The radio button is visually hidden behind its card; people click the card.
  await form.getByText("₹1,000", { exact: true }).click();
  await expect(form.getByRole("radio", { name: "₹1,000" })).toBeChecked();
  await form.getByLabel("Full Name").fill("Asha");
  await form.getByLabel("Email Address").fill("asha@example.org");
  await form.getByLabel("I am an Indian citizen").check();
  const reference = await send(page, "Submit Donation");

  const { notification, acknowledgement } = await emailsFor(reference);
  expect(notification.envelopeTo).toEqual(["office@dai.example"]);
  expect(notification.parsed.subject).toBe(`Donation pledge: ₹1,000 from Asha [${reference}]`);
  expect(replyTo(notification)).toEqual(["asha@example.org"]);
  expect(acknowledgement.envelopeTo).toEqual(["asha@example.org"]);
  expect(acknowledgement.parsed.text).toContain("Bank transfer details");
  expect(acknowledgement.parsed.text).toContain(`Please quote your reference ${reference}`);
  expect(acknowledgement.parsed.text).toMatch(/Pay ₹1,000 with a UPI app: upi:\/\/pay\?/);
});

test("a contact message brings two emails", async ({ page }) => {
  await openForm(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Email Address").fill("ravi@example.org");
  await form.getByLabel("Subject").selectOption({ label: "Partnership Inquiry" });
  await form.getByLabel("Message").fill("<b>Hello</b> from the village.");
  const reference = await send(page, "Send Message");

  const { notification, acknowledgement } = await emailsFor(reference);
  expect(notification.parsed.subject).toBe(`Contact: Partnership Inquiry from Ravi Kumar [${reference}]`);
  expect(replyTo(notification)).toEqual(["ravi@example.org"]);
  expect(notification.parsed.html).toContain("&lt;b&gt;Hello&lt;/b&gt; from the village.");
  expect(acknowledgement.envelopeTo).toEqual(["ravi@example.org"]);
  expect(acknowledgement.parsed.subject).toBe(`We have received your message [${reference}]`);
});

test("a volunteer application brings two emails", async ({ page }) => {
  await openForm(page, "/volunteer/gram-library");
  const form = page.getByRole("form", { name: /volunteer/i });
  await form.getByLabel("Full Name").fill("Lakshmi");
  await form.getByLabel("Email Address").fill("lakshmi@example.org");
  await form.getByLabel("Phone Number").fill("9876543210");
  const reference = await send(page, "Submit Application");

  const { notification, acknowledgement } = await emailsFor(reference);
  expect(notification.parsed.subject).toBe(`Volunteer application: Lakshmi [${reference}]`);
  expect(acknowledgement.envelopeTo).toEqual(["lakshmi@example.org"]);
});

test("an internship application brings two emails, the notification to the internship inbox", async ({
  page,
}) => {
  await openForm(page, "/volunteer/internship");
  const form = page.getByRole("form", { name: /intern/i });
  // A required field's label ends in an asterisk; "Email" must not match "Reference Email".
  const field = (label: string) =>
    form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\*?$`));
  await field("Full Name").fill("Ravi");
  await field("Date of Birth").fill("2003-05-14");
  await field("Email").fill("ravi.intern@example.org");
  await field("Mobile").fill("+91 91234 56789");
  await field("Current Address").fill("Nirmal");
  await field("Degree / Course").fill("B.A.");
  await field("Institution").fill("Example College");
  await field("Year of Passing").fill("2025");
  await field("Marks / CGPA").fill("8.0");
  await field("Preferred Start Date").fill("2026-06-01");
  await form.getByRole("checkbox", { name: "Rural Development" }).check();
  await field("Statement of Purpose").fill("I want to learn.");
  await field("Reference Name").fill("Dr. Rao");
  await field("Reference Designation").fill("Professor");
  await field("Reference Organization").fill("Example College");
  await field("Reference Email").fill("rao@example.org");
  await field("Reference Phone").fill("040 2709 8000");
  const reference = await send(page, "Submit Application");

  const { notification, acknowledgement } = await emailsFor(reference);
  expect(notification.envelopeTo).toEqual(["interns@dai.example"]);
  expect(notification.parsed.subject).toBe(`Internship application: Ravi — Rural Development [${reference}]`);
  expect(acknowledgement.envelopeTo).toEqual(["ravi.intern@example.org"]);
});

test("with the mail server down the submission is still accepted, and its emails arrive once it is back", async ({
  page,
}) => {
  // The first retry comes a minute after the failed attempt.
  test.setTimeout(150_000);
  await sink.stop();
  await openForm(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Full Name").fill("Kiran");
  await form.getByLabel("Email Address").fill("kiran@example.org");
  await form.getByLabel("Subject").selectOption({ label: "General Inquiry" });
  await form.getByLabel("Message").fill("Sent while the mail server was down.");
  const reference = await send(page, "Send Message");
  await expect(
    page.locator("#form-outcome").getByText("Your message has been sent successfully!"),
  ).toBeVisible();

  expect((await healthy())?.outbox.pending).toBe(2);
  // Both emails have been tried, and failed, before the mail server comes back.
  await expect
    .poll(() => storedEmails(reference).map((email) => email.attempts), { timeout: 15_000 })
    .toEqual([1, 1]);
  await sink.start();
  const { notification, acknowledgement } = await emailsFor(reference, 120_000);
  expect(notification.envelopeTo).toEqual(["office@dai.example"]);
  expect(acknowledgement.envelopeTo).toEqual(["kiran@example.org"]);
  expect((await healthy())?.outbox).toEqual({ pending: 0, failed: 0, written: 0, retrying: 0 });
});
