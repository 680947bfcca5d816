import { defineConfig } from "vitest/config";

// Unit and integration tests; the React Router plugin stays out (it is for the app build only).
export default defineConfig({
  test: {
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
