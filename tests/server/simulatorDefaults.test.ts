import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ACCESS_CONTROLLER_PATHS } from "../../server/gateway/accessControllerPaths.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { type ChildServer, startChildServer } from "./helpers/childServer.ts";
import {
  mergeSections,
  startApp,
  type TestApp,
  type TestAppOptions,
  tempDir,
  ZONE,
} from "./helpers/testApp.ts";
import { allZones } from "./helpers/production.ts";
import { scaled } from "../timeoutFactor.ts";

// real server processes started one after another: a hang guard, stretched on a loaded machine
const TWO_SERVERS = scaled(200_000);

const MAC = "02:00:00:00:00:10";
const PRODUCTION: TestAppOptions = {
  http: { publicUrl: "https://portal.ship.example" },
  shop: { allowSandboxInProduction: true },
  devices: { unverifiedZones: allZones() },
};

// the simulator stands in for the ship's access controller: a production configuration has a real one
describe("the access-controller simulator's secure default", () => {
  let t: TestApp | undefined;
  const children: ChildServer[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const c of children.splice(0)) if (c.child.exitCode === null) c.child.kill("SIGKILL");
    await Promise.all(children.map((c) => c.exited));
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const simulatorAnswers = async () =>
    Promise.all(
      ACCESS_CONTROLLER_PATHS.map(
        async (path) =>
          (
            await (t as TestApp).app.inject({
              url: `${path}?mac=${MAC}&zoneId=${ZONE}&captiveStep=3&retryCount=0`,
            })
          ).statusCode,
      ),
    );
  const settings = async () => (await (t as TestApp).api("GET", "/api/v1/settings")).json();

  it("is off in a production-looking configuration (the payment sandbox's rule), and the portal's internet check still answers", async () => {
    for (const options of [
      PRODUCTION,
      {
        production: { hints: ["DEMO=0"] },
        shop: { allowSandboxInProduction: true },
        devices: { unverifiedZones: allZones() },
      },
    ]) {
      const dist = builtPortal();
      dirs.push(dist);
      t = await startApp(mergeSections(options, { portal: { staticDir: dist } }));
      expect(await simulatorAnswers(), JSON.stringify(options)).toEqual(
        ACCESS_CONTROLLER_PATHS.map(() => 404),
      );
      // the default internet check is a route this server still has
      const { internetCheckUrl } = await settings();
      expect(internetCheckUrl).toBe("/api/v1/internet-check");
      expect((await t.app.inject({ url: internetCheckUrl })).statusCode).toBe(204);
      const page = await t.app.inject({ url: `/?mac=${MAC}&zoneId=${ZONE}` });
      expect(page.statusCode).toBe(200);
      const boot = JSON.parse(
        /<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(page.body)?.[1] ?? "null",
      );
      expect(boot.settings.internetCheckUrl).toBe("/api/v1/internet-check");
      // the API the portal calls is all there: a trial still starts
      expect((await t.api("POST", `/api/v1/open/1/auth/${MAC}`, { termsAccepted: true })).statusCode).toBe(
        200,
      );
      await t.close();
      t = undefined;
    }
  });

  it("runs there when ACCESS_CONTROLLER_SIMULATOR=1 says so, and is off anywhere with =0", async () => {
    t = await startApp(mergeSections(PRODUCTION, { simulators: { accessController: true } }));
    expect((await simulatorAnswers()).every((s) => s !== 404)).toBe(true);
    expect((await settings()).internetCheckUrl).toBe("/generate_204?mac={mac}&zoneId={zoneId}");
    await t.close();
    t = await startApp({ simulators: { accessController: false } });
    expect(await simulatorAnswers()).toEqual(ACCESS_CONTROLLER_PATHS.map(() => 404));
  });

  it("runs in a development configuration", async () => {
    t = await startApp();
    expect((await simulatorAnswers()).every((s) => s !== 404)).toBe(true);
    expect((await settings()).internetCheckUrl).toBe("/generate_204?mac={mac}&zoneId={zoneId}");
  });

  it("reads ACCESS_CONTROLLER_SIMULATOR in server/main.ts", { timeout: TWO_SERVERS }, async () => {
    const start = async (env: Record<string, string>) => {
      const dir = tempDir();
      dirs.push(dir);
      const server = await startChildServer(
        dir,
        { DEMO: "0", PAYMENT_SANDBOX: "allow", UNVERIFIED_ZONES: allZones().join(","), ...env },
        90_000,
      );
      children.push(server);
      return (await fetch(`${server.base}/generate_204?mac=${MAC}&zoneId=${ZONE}`, { redirect: "manual" }))
        .status;
    };
    expect(await start({})).toBe(404);
    expect(await start({ ACCESS_CONTROLLER_SIMULATOR: "1" })).toBe(302);
  });
});
