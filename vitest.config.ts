import { defineConfig } from "vitest/config";

// Unit and integration tests; the React Router plugin stays out (it is for the app build only).
export default defineConfig({
  test: {
    // Most files spend their time waiting on a child process, a database or a timer, not on the CPU.
    // Vitest's default (one worker fewer than the cores) ran them one at a time on a two-core CI
    // machine: 14 min there, 12 with three at once (docs/decisions/051-tests-run-three-at-once.md).
    maxWorkers: "150%",
    // With three files at once on two cores, a test that takes 2 s alone (a picture processed, a page
    // rendered) can take over Vitest's default 5 s. Each test's own expectations keep their limits.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "browser-units",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
