import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./tools/build/linguiPlugins.ts";

// two projects: "unit" (node + jsdom: flows, formatting, server, tools) and "storybook"
// (every story as a real browser test in chromium), added in vitest.storybook.ts.
export default defineConfig({
  plugins: linguiPlugins(),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/server/**/*.test.ts", "tests/tools/**/*.test.ts"],
          environment: "node",
          testTimeout: 20000,
        },
      },
    ],
  },
});
