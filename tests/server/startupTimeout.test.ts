import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { scaled } from "../timeoutFactor.ts";
import { tempDir } from "./helpers/testApp.ts";

// STARTUP_TIMEOUT_MS (server/README.md): Fastify's deadline for one start-up step, a hang guard
// that a loaded machine's test runs stretch (the OpenAPI check failed on its fixed 10 s, issue 40)
describe("the start-up deadline", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const appWith = (startupTimeoutMs?: number) => {
    const dataDir = tempDir();
    dirs.push(dataDir);
    return buildApp({
      storage: { dataDir },
      http: { logger: false, ...(startupTimeoutMs ? { startupTimeoutMs } : {}) },
    });
  };

  it("is Fastify's 10 s unless given, and the given one when it is", async () => {
    const plain = appWith();
    const given = appWith(90_000);
    expect(plain.initialConfig.pluginTimeout).toBe(10_000);
    expect(given.initialConfig.pluginTimeout).toBe(90_000);
    await Promise.all([plain.close(), given.close()]);
  });

  it("ends a start whose step hangs, naming the timeout", async () => {
    const app = appWith(scaled(3_000));
    // a step that never ends, as a stalled database would
    app.register((_instance, _options, _done) => {});
    await expect(app.ready()).rejects.toMatchObject({ code: "FST_ERR_PLUGIN_TIMEOUT" });
    await app.close().catch(() => {});
  });
});
