import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { ServerEnvError } from "../../server/env/ServerEnvError.ts";
import { appOptions, startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

// issue 41: each plugin reads its own section of the environment it is handed, under its options
const TOKEN = "metrics-token-of-at-least-32-characters";
const OTHER = "another-metrics-token-of-32-characters";
// no warming in the background, no built portal: this file looks at the metrics plugin alone
const QUIET = { WARM_BRAND_IMAGES: "0", STATIC_DIR: "./no-portal-here" };

describe("a plugin's own section of the environment", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const scrape = (token: string) =>
    t?.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });

  it("is read from the environment the app is handed (METRICS_TOKEN turns /metrics on)", async () => {
    t = await startApp({ env: { ...QUIET, METRICS_TOKEN: TOKEN } });
    expect((await scrape(TOKEN))?.statusCode).toBe(200);
    expect((await scrape(OTHER))?.statusCode).toBe(401);
  });

  it("gives way to the options passed to the one plugin concerned", async () => {
    t = await startApp({ env: { ...QUIET, METRICS_TOKEN: TOKEN }, metrics: { token: OTHER } });
    expect((await scrape(OTHER))?.statusCode).toBe(200);
    expect((await scrape(TOKEN))?.statusCode).toBe(401);
  });

  it("is not read from process.env when no environment is handed (a test's app)", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    try {
      t = await startApp();
    } finally {
      delete process.env.METRICS_TOKEN;
    }
    expect((await scrape(TOKEN))?.statusCode).toBe(404);
  });

  it("refuses the start with the variable, the rule and the value when one of it is wrong", async () => {
    const dataDir = tempDir();
    const app = buildApp(appOptions(dataDir, { env: { ...QUIET, RETENTION_DAYS: "0" } }));
    try {
      const refusal = await app.ready().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ServerEnvError);
      expect((refusal as Error).message).toBe('RETENTION_DAYS must be >= 1, not "0"');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
