import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { DAY, HOUR } from "../../server/domain/time.ts";
import { pruneUsedRedirects } from "../../server/gateway/handoff/claimRedirect.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// Issue 40, item 1: CoovaChilli's redirect carries no time, and a count of its md's uses in a
// window let the victim's URL (Chilli's plain-http 302, the browser's history) bind an attacker's
// browser once the next window began. A redirect binds one browser, ever.
const UAM_SECRET = "a-uam-secret-of-at-least-32-characters";
// light-my-request's requests come to http://localhost:80: the origin Chilli wrote its URL with
const ORIGIN = "http://localhost";

// the redirect as CoovaChilli writes it (src/redir.c: redir_buildurl, then redir_md_param)
function chilliRedirect(mac: string, userurl = "http://example.com/") {
  const dashed = mac.toUpperCase().replaceAll(":", "-");
  const url = `/?zoneId=${ZONE}&res=notyet&uamip=10.1.0.1&uamport=3990&challenge=${"ab".repeat(16)}&called=02-00-00-00-00-FF&mac=${dashed}&ip=10.1.0.5&nasid=${ZONE}&sessionid=1780315200000000001&userurl=${encodeURIComponent(userurl)}`;
  const md = createHash("md5").update(`${ORIGIN}${url}`).update(UAM_SECRET).digest("hex").toUpperCase();
  return `${url}&md=${md}`;
}

const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "null");
const setCookies = (res: LightMyRequestResponse) =>
  ([] as unknown[]).concat(res.headers["set-cookie"] ?? []).map(String);

/** A browser: keeps the cookies the portal sets and sends them back. */
function browser(t: TestApp) {
  const jar = new Map<string, string>();
  return async (url: string) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
    for (const line of setCookies(res)) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { res, session: bootOf(res.body)?.session, bound: jar.has("gw_device") };
  };
}

describe("a CoovaChilli redirect binds one browser, ever", () => {
  let t: TestApp;
  let fleet: FleetVariant;
  let dist: string;
  afterEach(async () => {
    await t?.close();
    fleet?.remove();
    rmSync(dist, { recursive: true, force: true });
  });
  const start = async (gateway = "coovachilli") => {
    const c = clock();
    fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway, controllerHosts: ["10.1.0.1"] };
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
    return c;
  };

  it("refuses the victim's URL to another browser an hour later; the victim's browser keeps it", async () => {
    const c = await start();
    const url = chilliRedirect(DEVICE_CONNECTED);
    const victim = browser(t);
    const first = await victim(url);
    expect(first.bound).toBe(true);
    expect(first.session).toMatchObject({ authVoucherCode: "LIVE0001" });

    const attacker = browser(t);
    const now = await attacker(url);
    expect(now.bound).toBe(false);
    expect(now.session).toBeNull();
    // the next window, and the one after: the same URL binds no one else
    for (const later of [HOUR, HOUR, 6 * HOUR]) {
      c.advance(later);
      const replay = await attacker(url);
      expect(replay.bound).toBe(false);
      expect(replay.session).toBeNull();
      expect((await browser(t)(url)).bound).toBe(false);
    }
    const logout = await t.app.inject({
      method: "POST",
      url: `/api/v1/session/logout/${DEVICE_CONNECTED}`,
      headers: { "x-zone-public-id": ZONE },
    });
    expect(logout.statusCode).toBe(403);

    // the browser it bound comes back with it and is bound again, its session whole
    const back = await victim(url);
    expect(setCookies(back.res).some((c) => c.startsWith("gw_device="))).toBe(true);
    expect(back.session).toMatchObject({ authVoucherCode: "LIVE0001" });
    // kept in the database, one row, without the MAC
    expect(readDb(t, "SELECT zone_id FROM used_gateway_redirects")).toEqual([{ zone_id: ZONE }]);
  });

  it("remembers a used redirect for a voyage, then the maintenance round forgets it; the table has a ceiling", async () => {
    const c = await start();
    await browser(t)(chilliRedirect(DEVICE_CONNECTED));
    const rows = () => readDb<{ n: number }>(t, "SELECT COUNT(*) AS n FROM used_gateway_redirects")[0]?.n;
    c.advance(29 * DAY);
    await t.app.maintenanceRound();
    expect(rows()).toBe(1);
    c.advance(2 * DAY);
    await t.app.maintenanceRound();
    expect(rows()).toBe(0);
    // the oldest beyond the ceiling go first
    for (let i = 0; i < 5; i++) {
      await browser(t)(chilliRedirect(DEVICE_CONNECTED, `http://example.com/${i}`));
      c.advance(1000);
    }
    const store = openStorage(t.dataDir);
    try {
      await pruneUsedRedirects(store.db, c.now(), 3);
    } finally {
      await store.close();
    }
    expect(rows()).toBe(3);
  });

  // RouterOS cannot sign its redirect: its login page's variables are anyone's to copy or write, so
  // they bind no browser, not even in a zone given a key by mistake (a production configuration
  // refuses that one; its zone binds by the device's address, deviceAddresses.ts)
  it("binds no browser with a MikroTik login page's redirect", async () => {
    await start("mikrotik");
    const url = `/?zoneId=${ZONE}&mac=${DEVICE_CONNECTED}&ip=10.1.0.5&link-login-only=${encodeURIComponent("http://10.1.0.1/login")}`;
    const first = await browser(t)(url);
    expect(first.res.statusCode).toBe(200);
    expect(first.bound).toBe(false);
    expect(first.session).toBeNull();
    expect(setCookies(first.res).some((c) => c.startsWith("gw-gateway="))).toBe(true);
  });
});
