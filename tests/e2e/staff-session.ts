import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";

/* A staff account of a spec's own, and signing in with it through the emailed link, as staff do. */

/** A server the specs sign in to: its data directory (with the mail folder) and its address. */
export type StaffServer = { dataDir: string; baseUrl: string };

/** The server every spec shares (playwright.config.ts); its pages are relative to baseURL. */
const sharedServer: StaffServer = { dataDir: process.env.E2E_DATA_DIR ?? "", baseUrl: "" };

// Whole emails only: the outbox writes each to a ".partial" file first, then renames it.
const signInEmailsIn = (mailDir: string) =>
  existsSync(mailDir)
    ? readdirSync(mailDir).filter((file) => file.startsWith("staff-sign-in-") && file.endsWith(".eml"))
    : [];

/**
 * Starts waiting for a sign-in email to `email` in `mailDir`; the returned function, called once the
 * link has been asked for, waits for it and gives its link. Only an email that arrives after the
 * start counts, and only one sent to `email`: other specs ask for links at the same moment
 * (following another's would sign in as them and spend the link that spec waits for).
 */
export function awaitSignInLink(mailDir: string, email: string): () => Promise<string> {
  const before = new Set(signInEmailsIn(mailDir));
  return async () => {
    let link: string | undefined;
    // The outbox polls every 2 seconds; a busy machine may take a little longer.
    await expect
      .poll(
        async () => {
          for (const name of signInEmailsIn(mailDir).filter((candidate) => !before.has(candidate))) {
            const message = await simpleParser(readFileSync(path.join(mailDir, name)));
            if (message.to && "text" in message.to && message.to.text === email)
              return (link =
                /http:\/\/\S+\/staff\/sign-in\/link\?token=\w+/.exec(message.text ?? "")?.[0] ?? "");
          }
          return undefined;
        },
        { timeout: 15_000 },
      )
      .toBeDefined();
    if (!link) throw new Error("The sign-in email holds no link.");
    return link;
  };
}

/** Runs `npm run staff -- …` on a server's database (the shared one unless another is given). */
export function staffCommand(commandArguments: string[], server = sharedServer) {
  execFileSync(process.execPath, ["scripts/staff.ts", ...commandArguments], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
}

/** Adds the account (npm run staff -- add; an administrator without a role) to the tests' server's database. */
export function addStaffAccount(email: string, name: string, role?: string, server = sharedServer) {
  const roleArguments = role ? ["--role", role] : [];
  staffCommand(["add", email, "--name", name, ...roleArguments], server);
}

/**
 * One sign-in at a time for an address, across the workers: tests of one spec run in parallel and
 * may sign in as the same person, and two links asked for at once for one address cannot be told
 * apart by whom they were meant for (one test would use the other's link).
 */
async function oneAtATime(email: string, server: StaffServer, work: () => Promise<void>) {
  const lock = path.join(server.dataDir, `sign-in-lock-${email}`);
  const taken = () => {
    try {
      mkdirSync(lock);
      return true;
    } catch {
      return false;
    }
  };
  await expect.poll(taken, { timeout: 60_000 }).toBe(true);
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export const signIn = (page: Page, email: string, server = sharedServer) =>
  oneAtATime(email, server, () => signInNow(page, email, server));

async function signInNow(page: Page, email: string, server: StaffServer) {
  const signInLink = awaitSignInLink(path.join(server.dataDir, "mail"), email);
  await page.goto(`${server.baseUrl}/staff/sign-in`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(await signInLink());
  await page.getByRole("button", { name: "Sign in" }).click();
  // Signed in: the role's own first page (the inbox for an administrator), with the staff menu.
  await expect(page.getByRole("navigation", { name: "Staff area" })).toBeVisible();
}
