import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type ServerProcess, startServerProcess } from "../../server/testing/server-process.ts";
import { addStaffAccount, signIn, type StaffServer, staffCommand } from "./staff-session.ts";

/*
 * Passkeys in a real browser, with Chromium's virtual authenticator standing in for a phone's
 * fingerprint reader. WebAuthn refuses an IP address as the site's name, and the shared test server
 * is http://127.0.0.1, so these tests run their own server process whose SITE_URL is
 * http://localhost:<port> (the relying party is SITE_URL's host), with a data directory of its own.
 */

test.describe.configure({ mode: "default" });

let serverProcess: ServerProcess;
let server: StaffServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = await mkdtemp(path.join(tmpdir(), "e2e-passkeys-"));
  serverProcess = await startServerProcess({
    buildDir: "build",
    environment: (port) => ({
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      STAFF_SIGN_IN_LIMIT: "100/15m",
    }),
    startTimeoutMs: 170_000,
  });
  server = { dataDir, baseUrl: `http://localhost:${serverProcess.port}` };
});

test.afterAll(async () => {
  await serverProcess.stop();
  await rm(server.dataDir, { recursive: true, force: true });
});

/** A platform authenticator (a phone's or laptop's) that keeps passkeys and checks its owner. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function addPasskey(page: Page, name: string) {
  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(page.getByRole("heading", { name: "Your passkeys", level: 1 })).toBeVisible();
  await page.getByLabel("Name of the passkey").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText("Passkey added.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
}

/** WCAG A and AA violations on the page as it is, by rule. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.map((violation) => violation.id);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
}

test("an editor adds a passkey, signs in with it alone to the editor's start page, and removes it", async ({
  page,
}) => {
  const email = "passkey-editor@e2e.example";
  addStaffAccount(email, "Padma Passkey", "editor", server);
  const authenticator = await virtualAuthenticator(page);
  await signIn(page, email, server);
  await addPasskey(page, "Test laptop");
  expect(await authenticator.credentials()).toHaveLength(1);
  await expect(page.getByText("not used yet")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await signOut(page);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/staff\/start$/);
  await expect(page.getByRole("heading", { name: "Welcome, Padma Passkey" })).toBeVisible();

  await page.getByRole("link", { name: "Your passkeys" }).click();
  await expect(page.getByText(/last used/)).toBeVisible();
  await page.getByRole("link", { name: "Remove Test laptop" }).click();
  await expect(page.getByRole("heading", { name: "Remove the passkey “Test laptop”?" })).toBeVisible();
  await page.getByRole("button", { name: "Remove the passkey" }).click();
  await expect(page.getByText("Passkey removed.")).toBeVisible();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();

  // The device still holds it, but the staff area no longer knows it.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not known here" })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

test("a removed account cannot sign in with its passkey", async ({ page }) => {
  const email = "passkey-leaving@e2e.example";
  addStaffAccount(email, "Leela Leaving", "office", server);
  await virtualAuthenticator(page);
  await signIn(page, email, server);
  await addPasskey(page, "Office phone");
  await signOut(page);

  staffCommand(["remove", email], server);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not known here" })).toBeVisible();
  await page.goto(`${server.baseUrl}/staff`);
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
});

/** A page of a browser with JavaScript off. */
async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test("without JavaScript, no passkey button, a note where one would be added, and the emailed link as before", async ({
  browser,
}) => {
  const email = "passkey-noscript@e2e.example";
  addStaffAccount(email, "Nirmala Noscript", "translator", server);
  const { page, close } = await withoutScript(browser);
  try {
    await page.goto(`${server.baseUrl}/staff/sign-in`);
    await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeHidden();
    await signIn(page, email, server);
    await page.getByRole("link", { name: "Your passkeys" }).click();
    await expect(page.getByText("Adding a passkey needs JavaScript")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a passkey" })).toBeHidden();
  } finally {
    await close();
  }
});
