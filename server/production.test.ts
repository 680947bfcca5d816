import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { notFoundPath } from "../react-router.config.ts";
import { ensureFreshBuild } from "./build-freshness.ts";
import { builtSiteUrl, loadServerBuild, serverBuildFile } from "./content/pages.ts";
import { readEnv } from "./env.ts";
import { contentToFillIn, productionMode, productionProblems } from "./production.ts";

const run = promisify(execFile);

const readyMail = {
  SMTP_URL: "smtps://site:secret@mail.dai.example.in:465",
  MAIL_FROM: "Dai Rural Development Society <no-reply@dai.example.in>",
  MAIL_TO: "office@dai.example.in",
};
const ready = { SITE_URL: "https://www.dai.example.in", ...readyMail };

describe("production mode", () => {
  it("is an https SITE_URL or NODE_ENV=production, and nothing else", () => {
    expect(productionMode(readEnv({ SITE_URL: "https://www.dai.example.in" }))).toBe(
      "SITE_URL is https://www.dai.example.in",
    );
    expect(productionMode(readEnv({ NODE_ENV: "production" }))).toBe("NODE_ENV is production");
    expect(productionMode(readEnv({ SITE_URL: "http://127.0.0.1:3000", NODE_ENV: "test" }))).toBeNull();
    expect(productionMode(readEnv({}))).toBeNull();
  });
});

describe("productionProblems", () => {
  it("finds none when mail is sent through SMTP to real inboxes and no placeholder is left", () => {
    expect(productionProblems(readEnv(ready))).toEqual([]);
  });

  it("names every problem on a line of its own: no SMTP, placeholder inboxes; content left to fill in is none", () => {
    const problems = productionProblems(
      readEnv({ SITE_URL: ready.SITE_URL, MAIL_TO_VOLUNTEER: "volunteers@dai.example.in" }),
    );
    expect(problems).toEqual([
      "SMTP_URL is not set: every email would only be written to a file under DATA_DIR/mail, and nobody would receive it.",
      "The donation, contact, internship notifications go to office@example.org, a placeholder address that receives no mail: set MAIL_TO (or MAIL_TO_<FORM>) to the society's inbox.",
      "MAIL_FROM is no-reply@localhost, a placeholder address: mail servers refuse or bin its mail; set it to an address of the society's domain.",
    ]);
  });

  it("refuses a SITE_URL that is not https, set or not, so that no link goes out over plain http", () => {
    for (const [env, shown] of [
      [{ NODE_ENV: "production" }, "http://127.0.0.1:3000"],
      [{ NODE_ENV: "production", SITE_URL: "http://www.dai.example.in" }, "http://www.dai.example.in"],
    ] as const) {
      expect(productionProblems(readEnv({ ...readyMail, ...env }))).toEqual([
        `SITE_URL is ${shown} (when unset, the address the server listens on): sign-in links and the emails' links are built on it, so set it to the site's public https:// address.`,
      ]);
    }
  });

  it("treats any address at a reserved example domain as a placeholder, also in a list", () => {
    const problems = productionProblems(
      readEnv({ ...ready, MAIL_TO_DONATION: "Accounts <accounts@dai.example.in>, trial@test.example" }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^The donation notifications go to trial@test\.example,/),
    ]);
  });

  it("says in one line how much content is left to fill in, and where", () => {
    expect(contentToFillIn(0, 0)).toBeNull();
    expect(contentToFillIn(0, 497, 21)).toBe(
      'The society still has 0 value(s) to fill in and 497 Telugu text(s) to review, and 21 Telugu module(s) in the code for a developer: see "Ready to launch" in the staff area (/staff/launch), or npm run content:check.',
    );
    expect(contentToFillIn(31, 33)).toBe(
      'The society still has 31 value(s) to fill in and 33 Telugu text(s) to review: see "Ready to launch" in the staff area (/staff/launch), or npm run content:check.',
    );
  });
});

describe("node server/start.ts in production mode", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "production-start-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "refuses to start, one line per problem, before it opens the database or serves anything",
    { timeout: 30_000 },
    async () => {
      const started = run(process.execPath, [path.resolve(import.meta.dirname, "start.ts")], {
        env: { ...process.env, DATA_DIR: dataDir, SITE_URL: ready.SITE_URL, PORT: "0", NODE_ENV: "" },
      });
      const refusal = await started.then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refusal.code).toBe(1);
      const [headline, ...problems] = refusal.stderr.trim().split("\n");
      expect(headline).toBe(
        `Refusing to start in production mode (SITE_URL is ${ready.SITE_URL}): 3 problem(s).`,
      );
      expect(problems.map((line) => line.trim())).toEqual(
        productionProblems(readEnv({ SITE_URL: ready.SITE_URL })),
      );
      expect(problems[0]).toMatch(/^ {2}SMTP_URL is not set/);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it(
    "refuses to start under NODE_ENV=production without an https SITE_URL, saying so in one line",
    { timeout: 30_000 },
    async () => {
      const refusal = await run(process.execPath, [path.resolve(import.meta.dirname, "start.ts")], {
        env: {
          ...process.env,
          ...readyMail,
          DATA_DIR: dataDir,
          SITE_URL: "",
          PORT: "0",
          NODE_ENV: "production",
        },
      }).then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refusal.code).toBe(1);
      const [headline, ...problems] = refusal.stderr.trim().split("\n");
      expect(headline).toMatch(/^Refusing to start in production mode \(NODE_ENV is production\)/);
      expect(problems.filter((line) => line.includes("SITE_URL"))).toEqual([
        "  SITE_URL is http://127.0.0.1:0 (when unset, the address the server listens on): sign-in links and the emails' links are built on it, so set it to the site's public https:// address.",
      ]);
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );

  it(
    "refuses to start when the pages were built for another address than SITE_URL, naming both",
    { timeout: 120_000 },
    async () => {
      const projectDir = path.resolve(import.meta.dirname, "..");
      const start = (environment: Record<string, string>) =>
        run(process.execPath, [path.resolve(import.meta.dirname, "start.ts")], {
          env: { ...process.env, ...readyMail, DATA_DIR: dataDir, PORT: "0", NODE_ENV: "", ...environment },
          // A server that did start is stopped, and the test fails on its exit code.
          timeout: 60_000,
        }).then(
          () => ({ code: 0, stderr: "" }),
          (error: { code: number; stderr: string }) => error,
        );
      // Built first, as the tests build it (without SITE_URL): a stale build would otherwise be
      // rebuilt by the start itself, for the SITE_URL it was given.
      ensureFreshBuild(projectDir, `build/client${notFoundPath}/index.html`);
      const builtFor = builtSiteUrl(await loadServerBuild(serverBuildFile(projectDir, "build")));
      expect(builtFor).toBeDefined();
      expect(builtFor).not.toBe(ready.SITE_URL);
      const refusal = await start({ SITE_URL: ready.SITE_URL, LOG_LEVEL: "silent" });
      expect(refusal.code).toBe(1);
      expect(refusal.stderr.trim()).toBe(
        `Refusing to start in production mode (SITE_URL is ${ready.SITE_URL}): The pages were built for ${builtFor}, but SITE_URL is ${ready.SITE_URL}: their canonical links, share tags and sitemap name ${builtFor}. Build again with this SITE_URL: SITE_URL=${ready.SITE_URL} npm run build`,
      );
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});
