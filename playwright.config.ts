import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Runs for different BUILD_DIRs (side-by-side checkouts or work trees) keep apart their artifacts and data.
const runName = process.env.BUILD_DIR ?? "build";
// Each run starts on an empty data directory of its own (so earlier runs' submissions cannot, say,
// trip the rate limit), unless E2E_DATA_DIR names one to keep. Set in the environment here so that
// the specs, which run in worker processes, read the same folder as the server.
const freshDataDir = process.env.E2E_DATA_DIR === undefined;
process.env.E2E_DATA_DIR ??= `test-results/e2e-data-${runName}`;

// Debian's Chromium where it is installed (no browser download is possible on our machines),
// Playwright's own browser elsewhere.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/artifacts-${runName}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The staff flows sign in (sometimes twice), audit with axe and wait for the server: 10–15 s on an idle
  // machine, and past Playwright's 30 s default on a two-core CI machine running two workers and the server.
  // Each expectation keeps its own 5 s limit; this bounds only the whole test.
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: freshDataDir
      ? `rm -rf ${process.env.E2E_DATA_DIR} && node server/start.ts`
      : "node server/start.ts",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // Every browser test posts from 127.0.0.1, and the specs together send more forms of one type
    // (invalid ones count too) than the default budget of 10 per 10 minutes: which spec ran out
    // would depend on the order they run in. The limiter's own tests are server/rate-limit.test.ts.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      RATE_LIMIT: "500/10m",
      // The staff specs each sign in, all from 127.0.0.1: more than the 5 links in 15 minutes one person needs.
      STAFF_SIGN_IN_LIMIT: "100/15m",
    },
    stdout: "pipe",
    // The server builds the site first when the build is stale, which takes a while on two cores.
    timeout: 180_000,
  },
});
