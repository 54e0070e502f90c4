import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { linguiPlugins } from "./tools/build/linguiPlugins.ts";
import { galleryZonesPlugin } from "./tools/build/galleryZonesPlugin.ts";
import { scaled } from "./tests/timeoutFactor.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tools/browser/chromium.ts";

const POSTGRES_TESTS = [
  "tests/server/storage-contract*.test.ts",
  "tests/server/cluster*.test.ts",
  "tests/server/pg*.test.ts",
  "tests/tools/pg*.test.ts",
];

// Node's compile cache (V8's code of each module, kept by its source's hash) for the test workers and
// the processes they start with this environment (the commands, server/main.ts by childServer.ts):
// each of them loads the same ~1,400 modules again (importing server/buildApp.ts: 1.69 -> 1.59 CPU-s,
// medians of 5 interleaved). A cache only: a changed file is compiled again
process.env.NODE_COMPILE_CACHE ??= resolve("node_modules/.cache/gangway-node-compile");

// three projects: "unit" (node + jsdom: flows, formatting, server, tools) and "storybook"
// (every story as a real browser test in chromium, with its play function and an axe check), and
// "postgres" (below).
export default defineConfig({
  plugins: linguiPlugins(),
  test: {
    // Vitest's default leaves one core free: on a two-core machine that is one worker, while most
    // of these tests wait on a server, a database file or the browser (107 s → 67 s for the unit
    // project here)
    maxWorkers: Math.max(2, availableParallelism()),
    // expect.poll gives up after 1 s of its own: a hang guard like any other, stretched
    expect: { poll: { timeout: scaled(5_000) } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/unit/testingLibraryTimeout.ts"],
          environment: "node",
          testTimeout: scaled(20_000),
          hookTimeout: scaled(30_000),
        },
      },
      {
        extends: true,
        test: {
          // the server and the tools: each file in a fresh module graph costs their imports again
          // (a fifth of this project's time); they keep no state in modules that a file could leave
          // to the next. The engine's flows in tests/unit do (the jotai store, the location): isolated.
          name: "server",
          isolate: false,
          // Node's own import and type stripping, as the server and the tools run in production:
          // Vite's module runner transformed each module in the main process and evaluated it in
          // the worker (5 files side by side at load ~29: 56.5 → 45.7 CPU-s, the same 55 passing).
          // Nothing here needs Vite: no vi.mock, no JSX, no import.meta.env or globs, and
          // tsconfig's verbatimModuleSyntax and erasableSyntaxOnly keep every file strippable
          experimental: { viteModuleRunner: false },
          include: ["tests/server/**/*.test.ts", "tests/tools/**/*.test.ts"],
          exclude: [...POSTGRES_TESTS, "**/node_modules/**"],
          environment: "node",
          // hang guards, stretched on a loaded machine (tests/timeoutFactor.ts); hooks start servers
          testTimeout: scaled(20_000),
          hookTimeout: scaled(30_000),
        },
      },
      {
        extends: true,
        // the same storage contract on PostgreSQL, and the cluster: a PostgreSQL server of their
        // own for the run (started here only when this project runs)
        test: {
          name: "postgres",
          include: POSTGRES_TESTS,
          // as the server project: one module graph per worker, on Node's own import. These files
          // import the same server modules and keep nothing in them (each opens its own database);
          // in a fresh graph per file on Vite's runner the imports were most of the workers' CPU
          isolate: false,
          experimental: { viteModuleRunner: false },
          globalSetup: ["tests/server/helpers/postgresGlobalSetup.ts"],
          environment: "node",
          // whole servers start here, several at once: slow on a busy two-core machine
          testTimeout: scaled(60_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        extends: true,
        // vitest reads this file, not vite.config.ts: the app's react and zones plugins are added here
        plugins: [react(), galleryZonesPlugin(), storybookTest({ configDir: ".storybook" })],
        // the engine's runtime deps, pre-bundled up front: found mid-run they reload the page under test
        optimizeDeps: {
          include: [
            "jotai",
            "jotai/utils",
            "wouter",
            "wouter/memory-location",
            "ofetch",
            "@lingui/core",
            "@lingui/react",
          ],
        },
        test: {
          name: "storybook",
          // the story files share their page, as the stories of one file already do: a fresh page
          // per file loaded React, the engine and the catalogs again each time (the project's CPU
          // 64 s → 38 s here, the same 309 stories passing, in shuffled orders too). The one module
          // no story may run (the way to the controller) is mocked in the preview, for every file
          isolate: false,
          // one page for every story file: a second page loaded React, the engine, Storybook and
          // axe-core again and shared the same two cores (the project's CPU 101 → 91 CPU-s, its
          // renderers' 57 → 50, three runs side by side at load ~38; its wall +13 %). The stories
          // run beside the other parts, where the run's floor is CPU, not this part's wall
          fileParallelism: false,
          // a story's first test waits for Vite to serve its modules and for Chromium: on a busy
          // two-core machine that alone passed Vitest's default 15 s (VoucherForm › Idle)
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
          browser: {
            // Chromium's start and its first connection to Vitest, on a busy machine: Vitest's 60 s
            // default ended the whole project there (issue 40)
            connectTimeout: scaled(60_000),
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
