// writes server/openapi/openapi.gen.json: @fastify/swagger's document of every route a test-mode
// app registers; with --check, fails when the file is stale instead
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/buildApp.ts";

// a command of its own (npm run openapi): it builds the app through its public entry, as any tool
// does, to read its routes' schemas; the document lives beside the routes that serve it
export const GENERATE_COMMAND = "npm run openapi";
export const OPENAPI_FILE = fileURLToPath(new URL("../../server/openapi/openapi.gen.json", import.meta.url));
const DEMO_DATA = fileURLToPath(new URL("../../server/demo/demo-data.json", import.meta.url));

// the app starts beside npm test's other parts: Fastify's 10 s for a start-up step is stretched as
// the tests' deadlines are (TEST_TIMEOUT_FACTOR, which npm test sets; else the load per core, as
// tests/timeoutFactor.ts reads it). A hang guard: generous costs nothing
const loadFactor =
  Number(process.env.TEST_TIMEOUT_FACTOR) ||
  Math.max(1, Math.ceil((loadavg()[0] ?? 0) / availableParallelism()));

export async function generateOpenApi(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "gangway-openapi-"));
  // test mode: its routes are in the document too, marked x-test-mode
  const app = buildApp({
    storage: { dataDir: dir },
    demo: { dataPath: DEMO_DATA },
    testMode: { on: true },
    http: { logger: false, openApi: true, startupTimeoutMs: Math.round(10_000 * loadFactor) },
    gateway: {
      // the REST face for FreeRADIUS is in it too (any token: the document shows none)
      radiusRestToken: "t".repeat(32),
    },
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const next = await generateOpenApi();
  let current = "";
  try {
    current = readFileSync(OPENAPI_FILE, "utf8");
  } catch {}
  if (process.argv.includes("--check")) {
    if (current !== next) {
      console.error(`stale generated file: server/openapi/openapi.gen.json (run ${GENERATE_COMMAND})`);
      process.exit(1);
    }
    console.log("server/openapi/openapi.gen.json is fresh");
  } else if (current !== next) {
    writeFileSync(OPENAPI_FILE, next);
    console.log("wrote server/openapi/openapi.gen.json");
  }
}
