import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPath } from "../../react-router.config.ts";
import { addAccount } from "../accounts/accounts.ts";
import { commandLine } from "../accounts/audit.ts";
import { withStaffTables } from "../accounts/database.ts";
import { ensureFreshBuild } from "../build-freshness.ts";
import { openDatabase } from "../db/database.ts";
import {
  runPostgresSuites,
  startTestPostgres,
  type TestPostgres,
  warnWhenPostgresMissing,
} from "../testing/postgres.ts";
import { projectDir, type ServerProcess, startServerProcess } from "../testing/server-process.ts";

/*
 * Two server processes on one PostgreSQL database, as a deployment with two instances runs: a
 * publish from the staff area of one is served by the other within a minute (its poll sees the
 * revision move and it renders its pages again). The real build is used (built first when stale).
 */

warnWhenPostgresMissing("the two-instance publish test");

const buildDir = process.env.BUILD_DIR ?? "build";
const staffEmail = "two.instances@example.org";
const sameOrigin = { "Sec-Fetch-Site": "same-origin" };

describe.skipIf(!runPostgresSuites)("two server processes on one PostgreSQL database", () => {
  let postgres: TestPostgres;
  const servers: { server: ServerProcess; dataDir: string }[] = [];

  beforeAll(async () => {
    ensureFreshBuild(projectDir, `${buildDir}/client${notFoundPath}/index.html`);
    postgres = await startTestPostgres();
  }, 600_000);

  afterAll(async () => {
    for (const { server, dataDir } of servers) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    await postgres?.destroy();
  }, 60_000);

  async function start(databaseUrl: string) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "two-instances-"));
    const server = await startServerProcess({
      environment: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, STAFF_SIGN_IN_LIMIT: "100/15m" },
      buildDir,
      startTimeoutMs: 120_000,
    });
    servers.push({ server, dataDir });
    return { server, dataDir };
  }

  /** Signs in on one instance through its pages and the emailed link, as staff do; the session cookie. */
  async function signIn({ server, dataDir }: { server: ServerProcess; dataDir: string }) {
    await fetch(`${server.url}/staff/sign-in`, {
      method: "POST",
      headers: sameOrigin,
      body: new URLSearchParams({ email: staffEmail }),
    });
    // The outbox is shared: whichever instance's worker takes the job writes the email into its own
    // mail folder, so every instance's folder is read.
    const mailDirs = [dataDir, ...servers.map((each) => each.dataDir)].map((dir) => path.join(dir, "mail"));
    const deadline = Date.now() + 60_000;
    let text: string | undefined;
    while (!text && Date.now() < deadline) {
      const files = mailDirs.flatMap((mailDir) => {
        try {
          return readdirSync(mailDir)
            .filter((name) => name.startsWith("staff-sign-in-"))
            .map((name) => path.join(mailDir, name));
        } catch {
          return [];
        }
      });
      if (files[0]) text = (await simpleParser(readFileSync(files[0]))).text;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const token = /sign-in\/link\?token=(\w+)/.exec(text ?? "")?.[1];
    if (!token) throw new Error("No sign-in email arrived.");
    const signedIn = await fetch(`${server.url}/staff/sign-in/link`, {
      method: "POST",
      headers: sameOrigin,
      body: new URLSearchParams({ token }),
      redirect: "manual",
    });
    const cookie = signedIn.headers.getSetCookie()[0]?.split(";")[0];
    if (!cookie) throw new Error(`Signing in answered ${signedIn.status}.`);
    return cookie;
  }

  it("serves a publish on one instance from the other within 60 s", { timeout: 300_000 }, async () => {
    const databaseUrl = await postgres.createDatabase("two_instances");
    const one = await start(databaseUrl);
    const database = openDatabase({ DATABASE_URL: databaseUrl, DATA_DIR: one.dataDir });
    try {
      await addAccount(
        withStaffTables(database.db),
        { email: staffEmail, name: "Two Instances" },
        commandLine,
      );
    } finally {
      await database.close();
    }
    const other = await start(databaseUrl);
    const contact = async (url: string) => (await fetch(`${url}/contact`)).text();
    expect(await contact(other.server.url)).not.toContain("tel:+919440055501");

    const cookie = await signIn(one);
    const editor = await (
      await fetch(`${one.server.url}/staff/content/settings`, { headers: { Cookie: cookie } })
    ).text();
    const base = /name="base" value="([^"]*)"/.exec(editor)?.[1] ?? "";
    const published = await fetch(`${one.server.url}/staff/content/settings`, {
      method: "POST",
      headers: { ...sameOrigin, Cookie: cookie },
      body: new URLSearchParams({ base, intent: "publish", phone: "94400 55501" }),
      redirect: "manual",
    });
    expect(published.status).toBe(303);
    const publishedAt = Date.now();

    let served = false;
    while (!served && Date.now() - publishedAt < 60_000) {
      served = (await contact(other.server.url)).includes('href="tel:+919440055501"');
      if (!served) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(
      served,
      `not served by the other instance within 60 s:\n${other.server.output().slice(-2000)}`,
    ).toBe(true);
    expect(await (await fetch(`${other.server.url}/te/contact`)).text()).toContain(
      'href="tel:+919440055501"',
    );
    expect(await contact(one.server.url)).toContain('href="tel:+919440055501"');
  });
});
