import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { startChildServer } from "./helpers/childServer.ts";
import { allZones, productionOptions } from "./helpers/production.ts";
import { appOptions, startApp, tempDir } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

// real server processes started one after another: a hang guard, stretched on a loaded machine
const TWO_SERVERS = scaled(200_000);

// issue 26, finding 6: TEST_MODE=1 and FAKE_REDIRECTS=1 started in a production configuration,
// where /api/test/bind bound a stranger's browser to a keyed device and /api/test/device minted vouchers
describe("test mode's secure default", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const dir = () => {
    const d = tempDir();
    dirs.push(d);
    return d;
  };

  it("finding 6: TEST_MODE and FAKE_REDIRECTS refuse a production configuration, saying why in one line", {
    timeout: TWO_SERVERS,
  }, async () => {
    for (const flags of [{ on: true }, { fakeRedirects: true }, { on: true, fakeRedirects: true }])
      expect(
        () => buildApp(appOptions(dir(), productionOptions({ testMode: flags }))),
        JSON.stringify(flags),
      ).toThrow(
        /refusing to start with (TEST_MODE|FAKE_REDIRECTS).* in a production-looking configuration \(PUBLIC_URL is https/,
      );
    const env = {
      DEMO: "0",
      PUBLIC_URL: "https://portal.ship.example",
      ALLOWED_HOSTS: "portal.ship.example",
      PAYMENT_PROVIDER: "nets",
      NETS_CHECKOUT_KEY: "test-checkout-key-0123456789",
      NETS_SECRET_KEY: "test-secret-key-0123456789",
      UNVERIFIED_ZONES: allZones().join(","),
    };
    for (const flag of ["TEST_MODE", "FAKE_REDIRECTS"]) {
      const failed = await startChildServer(dir(), { ...env, [flag]: "1" }, 90_000).then(
        (s) => {
          s.child.kill("SIGKILL");
          return "started";
        },
        (error: Error) => error.message,
      );
      expect(failed, flag).toMatch(
        new RegExp(`exited before listening: gangway: refusing to start with ${flag}`),
      );
      expect(failed.trim().split("\n")).toHaveLength(1);
    }
  });

  it("still runs in a development configuration", async () => {
    const t = await startApp({ testMode: { on: true, fakeRedirects: true } });
    try {
      expect((await t.app.inject({ method: "POST", url: "/api/test/reset" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
