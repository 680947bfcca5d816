import { addStaffAccount, signIn } from "./staff-session.ts";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/*
 * Roles in the staff area (issue 27): an editor is refused the inbox's pages and exports (403 and a
 * line in the audit log) and sees no donor anywhere it can go; the office cannot manage accounts,
 * sees a PAN masked and reveals it with an audited press; an administrator adds, changes and removes
 * a colleague from the web and reads the audit log; a translator is offered the Telugu of a page and
 * nothing else (no figure, picture or English to edit, no link the role is refused), and a post with
 * more is refused. Addresses, names and the PAN are this spec's own.
 */

test.describe.configure({ mode: "serial" });

const shots = process.env.ROLES_SHOTS_DIR;
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const people = {
  administrator: "meera.roles-admin@example.org",
  office: "ravi.roles-office@example.org",
  editor: "sita.roles-editor@example.org",
  translator: "lakshmi.roles-translator@example.org",
} as const;
const donor = { name: "Kamala Roleswari", email: "kamala.roles@example.org", pan: "KRLSE4821Q" };
let pledge = "";

test.beforeAll(() => {
  for (const [role, email] of Object.entries(people)) addStaffAccount(email, `Roles ${role}`, role);
});

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The staff area's addresses a page links to. */
const staffLinksOn = (page: Page) =>
  page
    .locator("a[href]")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? "").filter((href) => href.startsWith("/staff")),
    );

async function checkPage(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test("a pledge with a PAN to look for", async ({ page }) => {
  const response = await page.request.post("/api/send-form-email", {
    data: {
      formType: "donation",
      data: {
        name: donor.name,
        email: donor.email,
        phone: "",
        amount: 4321,
        message: "",
        wants80G: true,
        panName: donor.name,
        pan: donor.pan,
        aadhaar: "",
        address: "4-5 Roles Street, Nirmal",
        pinCode: "504106",
        indianCitizen: true,
      },
    },
    headers: { "X-Form-Elapsed-Ms": "9000" },
  });
  expect(response.status()).toBe(200);
  pledge = String((await response.json()).reference);
});

test("an editor is refused submissions and exports, audited, and sees no donor anywhere it can go", async ({
  page,
}) => {
  await signIn(page, people.editor);
  await expect(page).toHaveURL(/\/staff\/start$/);
  await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
  await screenshots(page, "start");
  const menu = page.getByRole("navigation", { name: "Staff area" });
  await expect(menu.getByRole("link", { name: "Inbox" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Donations" })).toHaveCount(0);

  for (const refused of [
    `/staff/submissions/${pledge}`,
    "/staff/export?format=csv&form=donation",
    "/staff/donations",
  ]) {
    const response = await page.goto(refused);
    expect(response?.status(), refused).toBe(403);
    await expect(page.getByRole("heading", { name: "Not part of your role" })).toBeVisible();
    await expect(page.getByText(/Your role is Editor/)).toBeVisible();
  }
  await checkPage(page);
  await screenshots(page, "forbidden");

  // Every page its menu and start page lead to, and the inbox's address: no donor, no PAN, no pledge.
  await page.goto("/staff/start");
  const reachable = await page
    .locator("main a, nav a")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? "").filter((href) => href.startsWith("/staff")),
    );
  for (const href of new Set([...reachable, "/staff", "/staff?status=spam"])) {
    const response = await page.request.get(href);
    const body = await response.text();
    for (const secret of [donor.name, donor.email, donor.pan, "KRLSE****Q", pledge])
      expect(body, `${href} shows ${secret}`).not.toContain(secret);
  }
});

test("a translator edits only the Telugu, is linked only where the role opens, and a post with a figure or picture is refused", async ({
  page,
}) => {
  const education = "/staff/content/texts/programs/education";
  await signIn(page, people.translator);
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/staff/content");
  for (const name of ["Ready to launch?", "Edit the settings", "Edit the lists"])
    await expect(page.getByRole("link", { name }), name).toHaveCount(0);
  const pagesLinks = await staffLinksOn(page);

  await page.goto(education);
  await expect(page.getByRole("link", { name: "History" })).toHaveCount(0);
  await expect(page.locator('[name^="en:"], [name^="figure:"], [name^="picture:"]')).toHaveCount(0);
  await expect(page.getByText(/Figure 2 › Value \(Children.*\(figure, both languages\)/)).toBeVisible();
  await expect(page.locator('[name="te:banner.title"]')).toBeEditable();
  await checkPage(page);
  await screenshots(page, "translator-texts");

  // Every link on the translator's pages opens for them: none answers "Not part of your role".
  for (const href of new Set([...pagesLinks, ...(await staffLinksOn(page))]))
    expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).not.toBe(403);

  // Posted by hand, a figure or a picture is refused whole, and the figure stays as it was.
  const base = await page.locator('input[name="base"]').inputValue();
  for (const [field, value] of [
    ["figure:impact.groups.0.figures.1.value", "9999"],
    ["picture:banner", ""],
  ] as const) {
    const response = await page.request.post(education, {
      form: { base, intent: "draft", "te:banner.title": "విద్య", [field]: value },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status(), field).toBe(403);
    expect(await response.text(), field).toContain("Nothing was saved.");
  }
  await page.reload();
  await expect(page.getByText("9999")).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test("the office cannot manage accounts, sees the PAN masked and reveals it with an audited press", async ({
  page,
}) => {
  await signIn(page, people.office);
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const accounts = await page.goto("/staff/accounts");
  expect(accounts?.status()).toBe(403);
  await expect(page.getByText(/Your role is Office/)).toBeVisible();

  await page.goto(`/staff/submissions/${pledge}`);
  await expect(page.getByText("KRLSE****Q")).toBeVisible();
  await expect(page.getByText(donor.pan)).toHaveCount(0);
  await page.getByRole("button", { name: /Show the whole PAN/ }).click();
  await expect(page.getByRole("heading", { name: `PAN of ${pledge}` })).toBeVisible();
  await expect(page.getByText(donor.pan)).toBeVisible();
});

test("an administrator manages a colleague from the web and reads the audit log", async ({ page }) => {
  test.slow(); // an account added, changed and removed, two audit searches, two axe audits and screenshots
  await signIn(page, people.administrator);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { name: "Accounts", exact: true })).toBeVisible();

  const colleague = "gita.roles-new@example.org";
  await page.getByLabel("Email address").fill(colleague);
  await page.getByLabel("Name").fill("Gita Roles");
  await page.getByRole("radio", { name: /^Translator/ }).check();
  await page.getByRole("button", { name: "Add and send the welcome email" }).click();
  await expect(page.getByRole("status")).toContainText("Account added");
  const row = page.getByRole("listitem").filter({ hasText: colleague });
  await expect(row).toContainText("Translator");
  await expect(row).toContainText("Has not signed in yet");

  // Added again, in capitals, on a phone, where the form stands screens below the list: the
  // refusal is focused and brought into view, with what was typed kept.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByLabel("Email address").fill(colleague.toUpperCase());
  await page.getByLabel("Name").fill("Gita Roles");
  // No role is chosen until someone chooses one.
  await expect(page.getByRole("radio", { name: /^Translator/ })).not.toBeChecked();
  await page.getByRole("radio", { name: /^Translator/ }).check();
  await page.getByRole("button", { name: "Add and send the welcome email" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(refusal).toContainText(`There is already an account for ${colleague}.`);
  await expect(page.getByLabel("Email address")).toHaveValue(colleague.toUpperCase());
  await expect(page.getByLabel("Name")).toHaveValue("Gita Roles");
  await page.setViewportSize({ width: 1280, height: 900 });
  // The refusal names the address too: the page without it, so that `row` is the account's alone.
  await page.goto("/staff/accounts");
  await row.getByLabel("Role").selectOption("editor");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toContainText("Role changed");
  await expect(page.getByRole("listitem").filter({ hasText: colleague })).toContainText("Editor");
  await checkPage(page);
  await screenshots(page, "accounts");

  await page
    .getByRole("listitem")
    .filter({ hasText: colleague })
    .getByRole("link", { name: "Remove…" })
    .click();
  await page.getByRole("button", { name: "Remove the account" }).click();
  await expect(page.getByRole("status")).toContainText("Account removed");
  await expect(page.getByRole("listitem").filter({ hasText: colleague })).toHaveCount(0);

  await page.goto("/staff/audit");
  // Each line in words, the role change with the role it had.
  await expect(
    page
      .getByRole("list", { name: "Audit log, newest first" })
      .getByRole("listitem")
      .filter({ hasText: "Role changed" })
      .filter({ hasText: `${colleague} (translator → editor)` }),
  ).toBeVisible();
  await page.getByLabel("Who").selectOption({ label: people.editor });
  await page.getByLabel("Action").selectOption({ label: "Refused: not part of their role" });
  await page.getByRole("button", { name: "Show" }).click();
  const log = page.getByRole("list", { name: "Audit log, newest first" }).getByRole("listitem");
  await expect(log.filter({ hasText: `GET /staff/submissions/${pledge}` })).toBeVisible();
  await expect(log.filter({ hasText: "GET /staff/export" })).toBeVisible();
  await checkPage(page);
  await screenshots(page, "audit");

  await page.goto("/staff/audit");
  await page.getByLabel("Action").selectOption("identity.reveal");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(
    page
      .getByRole("list", { name: "Audit log, newest first" })
      .getByRole("listitem")
      .filter({ hasText: people.office })
      .filter({ hasText: `${pledge} PAN` }),
  ).toBeVisible();
  await page.goto("/staff/sessions");
  await expect(page.getByRole("heading", { name: "Signed in", exact: true })).toBeVisible();
  await screenshots(page, "sessions");
});
