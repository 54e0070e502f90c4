import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { MINUTE } from "../../server/domain/time.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// Issue 40, low: another try at the gateway's login mints a credential each time; 300 of them in
// 16 s were all answered. A device gets a few, then a 429 that says why and when to try again.
const UAM_SECRET = "a-uam-secret-of-at-least-32-characters";
const MAC = "02:00:00:00:00:10";

function chilliRedirect(mac: string) {
  const url = `/?zoneId=${ZONE}&res=notyet&uamip=10.1.0.1&uamport=3990&challenge=${"ab".repeat(16)}&mac=${mac.replaceAll(":", "-")}&ip=10.1.0.5&nasid=${ZONE}&sessionid=1780315200000000001`;
  const md = createHash("md5").update(`http://localhost${url}`).update(UAM_SECRET).digest("hex");
  return `${url}&md=${md.toUpperCase()}`;
}

describe("another try at the gateway's login", () => {
  let t: TestApp;
  let fleet: FleetVariant;
  let dist: string;
  afterEach(async () => {
    await t?.close();
    fleet?.remove();
    rmSync(dist, { recursive: true, force: true });
  });

  it("is bounded per device: a 429 with the reason and Retry-After, and tries again once the window has gone", async () => {
    const c = clock();
    fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: "coovachilli", controllerHosts: ["10.1.0.1"] };
    });
    dist = builtPortal();
    t = await startApp({
      storage: { now: c.now },
      zones: { manifestsDir: fleet.manifestsDir },
      demo: { dataPath: fleet.demoDataPath },
      devices: { gatewayKeys: { [ZONE]: UAM_SECRET } },
      portal: { staticDir: dist },
      maintenance: { intervalMs: 0 },
    });
    // the device comes through its gateway's signed redirect and is granted a voucher
    t.keep((await t.app.inject({ url: chilliRedirect(MAC) })).headers["set-cookie"]);
    const grant = await t.api("POST", "/api/v1/voucher/auth", {
      mac: MAC,
      voucher: "TEST0001",
      termsAccepted: true,
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().handoff.url).toMatch(/^http:\/\/10\.1\.0\.1:3990\/logon\?/);

    const retry = () => t.api("POST", `/api/v1/session/handoff/${MAC}`);
    for (let i = 1; i <= 12; i++) {
      const res = await retry();
      expect(res.statusCode, `try ${i}`).toBe(200);
      expect(res.json().handoff.url).toMatch(/\/logon\?username=gw-/);
    }
    const refused = await retry();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^too many tries at the gateway's login for this device, retry in \d+ s$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // refused tries mint nothing: one credential row for the device, as before
    expect(readDb(t, "SELECT COUNT(*) AS n FROM handoff_credentials WHERE mac = ?", MAC)).toEqual([{ n: 1 }]);

    c.advance(20 * MINUTE);
    expect((await retry()).statusCode).toBe(200);
  });
});
