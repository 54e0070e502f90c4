import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../server/buildApp.ts";
import { readDb } from "./helpers/shop.ts";
import { browserAt } from "./helpers/browserAt.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { startChildServer } from "./helpers/childServer.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { allZones, fromClient, PRODUCTION_ENV, productionOptions } from "./helpers/production.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { appOptions, clock, startApp, type TestApp, tempDir, ZONE } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

// real server processes started one after another: a hang guard, stretched on a loaded machine
const TWO_SERVERS = scaled(200_000);

const GATEWAY = "127.0.0.2";
const SECRET = "a-gateway-secret-of-32-characters";
const VICTIM = "0d:00:00:00:00:01";
const VICTIM_ADDRESS = "10.20.0.5";
const ATTACKER_ADDRESS = "10.66.0.1";
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "null");

describe("issue 26, finding 1: nobody acts for a device from another address and browser (production configuration)", () => {
  let t: TestApp | undefined;
  let fleet: FleetVariant | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    fleet?.remove();
    fleet = undefined;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("refuses to start while a served zone can neither verify its devices nor is listed in UNVERIFIED_ZONES", {
    timeout: TWO_SERVERS,
  }, async () => {
    const dir = tempDir();
    dirs.push(dir);
    // the start fails at ready(), once the devices' plugin loads
    const refusal = async (unverifiedZones: string[]) => {
      const app = buildApp(appOptions(dir, productionOptions({ devices: { unverifiedZones } })));
      const error = await app.ready().then(
        () => undefined,
        (e: Error) => e.message,
      );
      await app.close();
      return error;
    };
    expect(await refusal([])).toMatch(
      /refusing to serve zones ae-kyma, .*gn-premium-demo.* in a production-looking configuration .*UNVERIFIED_ZONES/,
    );
    // one zone left out of the list is one zone too many
    const allButOne = allZones().filter((z) => z !== "nl-polaris");
    expect(await refusal(allButOne)).toMatch(/refusing to serve zone nl-polaris in/);
    // a development start serves them, saying so
    const env = PRODUCTION_ENV;
    const refused = await startChildServer(tempDir(), env, 90_000).then(
      (s) => {
        s.child.kill("SIGKILL");
        return "started";
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/exited before listening: gangway: refusing to serve zones .* UNVERIFIED_ZONES/);
    expect(refused.trim().split("\n")).toHaveLength(1);
    const listed = await startChildServer(
      tempDir(),
      { ...env, UNVERIFIED_ZONES: allZones().join(",") },
      90_000,
    );
    try {
      await listed.logged(/zones served unverified/);
      expect(listed.stderr()).toMatch(/"unverifiedZones":\["ae-kyma",/);
      const health = await (await fetch(`${listed.base}/healthz`)).json();
      expect(health.unverifiedZones).toEqual(allZones());
    } finally {
      listed.child.kill("SIGTERM");
      await listed.exited;
    }
  });

  it("refuses a reload (SIGHUP) that would add a zone nothing vouches for, and keeps serving the last good version", async () => {
    fleet = fleetVariant(() => {});
    t = await startApp(
      productionOptions({
        zones: { manifestsDir: fleet.manifestsDir },
        demo: { dataPath: fleet.demoDataPath },
      }),
    );
    const file = join(fleet.manifestsDir, "gangnet", "premium.json");
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    manifest.zones.push({ zoneId: "gn-new-vessel" });
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    const outcome = await t.app.reloadZones();
    expect(outcome).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/refusing to serve zone gn-new-vessel in/)],
    });
    const settings = await t.app.inject({
      url: "/api/v1/settings",
      headers: { "x-zone-public-id": "gn-new-vessel" },
    });
    expect(settings.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/healthz" })).json().unverifiedZones).not.toContain("gn-new-vessel");
  });

  it("a zone whose RADIUS gateway says each device's address: only a request from that address acts for the device", async () => {
    // a MikroTik hotspot cannot sign its redirect: its zone is verified by the addresses it gives
    fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: "mikrotik", controllerHosts: ["10.20.0.1"] };
    });
    const dist = builtPortal();
    dirs.push(dist);
    t = await startApp(
      productionOptions({
        storage: { now: clock().now },
        zones: { manifestsDir: fleet.manifestsDir },
        demo: { dataPath: fleet.demoDataPath },
        portal: { staticDir: dist },
        gateway: { radius: { clients: [{ address: GATEWAY, secret: SECRET }] } },
        devices: { unverifiedZones: allZones().filter((z) => z !== ZONE) },
      }),
    );
    // the zone verifies its devices: it is not reported as unverified
    expect((await t.app.inject({ url: "/healthz" })).json().unverifiedZones).not.toContain(ZONE);
    const app = t;
    const gatewaySays = (mac: string, address: string, status?: string) => {
      const attributes = {
        "User-Name": stationId(mac),
        "Calling-Station-Id": stationId(mac),
        "NAS-Identifier": ZONE,
        "Framed-IP-Address": address,
      };
      return status
        ? app.app.gateway.core.accounting(
            { ...attributes, "Acct-Status-Type": status, "Acct-Session-Id": "s1" },
            GATEWAY,
          )
        : app.app.gateway.core.access(attributes, GATEWAY);
    };
    // the device joins: the gateway asks (MAC authentication) and says its address
    expect(await gatewaySays(VICTIM, VICTIM_ADDRESS)).toMatchObject({ accept: false });
    const victim = browserAt(t, VICTIM_ADDRESS);
    const attacker = browserAt(t, ATTACKER_ADDRESS);
    expect(
      (
        await victim.send("POST", "/api/v1/voucher/auth", {
          mac: VICTIM,
          voucher: "DEMO1234",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    await gatewaySays(VICTIM, VICTIM_ADDRESS, "Start");

    // the attacker knows the mac, and nothing else
    for (const [method, url, body] of [
      ["GET", `/api/v1/session/${VICTIM}`],
      ["POST", `/api/v1/session/logout/${VICTIM}`],
      ["POST", `/api/v1/session/reset/${VICTIM}`],
      ["GET", `/api/v1/open/1/available/${VICTIM}`],
      ["POST", `/api/v1/open/1/auth/${VICTIM}`],
      [
        "POST",
        "/api/v1/voucher/auth",
        { mac: VICTIM, voucher: "MULTI234", logoutOldest: true, termsAccepted: true },
      ],
    ] as const) {
      const res = await attacker.send(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/not bound to this device/);
    }
    const attackersPage = await attacker.send("GET", `/?mac=${VICTIM}&zoneId=${ZONE}`);
    expect(bootOf(attackersPage.body).session).toBeNull();
    const told = (await attacker.send("GET", `/captive-portal/api?mac=${VICTIM}&zoneId=${ZONE}`)).json();
    expect(told).toEqual({ captive: false, "user-portal-url": expect.any(String) });

    // the device's own address: its session, its code, its time left, and the page binds its browser
    const own = await victim.send("GET", `/api/v1/session/${VICTIM}`);
    expect(own.json()).toMatchObject({ isBackendAuthed: true, isAccessControllerAuthed: true });
    const ownApi = (await victim.send("GET", `/captive-portal/api?mac=${VICTIM}&zoneId=${ZONE}`)).json();
    expect(ownApi["seconds-remaining"]).toBeGreaterThan(0);
    const page = await victim.send("GET", `/?mac=${VICTIM}&zoneId=${ZONE}`);
    expect(bootOf(page.body).session).toMatchObject({ authVoucherCode: "DEMO1234" });
    expect(victim.jar.get("gw_device")).toBeDefined();

    // the address goes to another device: it no longer speaks for the first one, whose browser the
    // gateway's word bound (its cookie) still does
    await gatewaySays("0d:00:00:00:00:99", VICTIM_ADDRESS);
    expect((await browserAt(t, VICTIM_ADDRESS).send("GET", `/api/v1/session/${VICTIM}`)).statusCode).toBe(
      403,
    );
    expect((await victim.send("GET", `/api/v1/session/${VICTIM}`)).statusCode).toBe(200);
  });

  it("an unverified zone (UNVERIFIED_ZONES): the browser that bound a device alone reads and changes it while its session runs", async () => {
    const c = clock();
    t = await startApp(productionOptions({ storage: { now: c.now } }));
    const victim = browserAt(t, VICTIM_ADDRESS);
    const attacker = browserAt(t, ATTACKER_ADDRESS);
    // each browser has its id from its first page or call
    await victim.send("GET", "/api/v1/settings");
    await attacker.send("GET", "/api/v1/settings");
    expect(
      (
        await victim.send("POST", "/api/v1/voucher/auth", {
          mac: VICTIM,
          voucher: "DEMO1234",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);

    for (const [method, url, body] of [
      ["GET", `/api/v1/session/${VICTIM}`],
      ["POST", `/api/v1/session/logout/${VICTIM}`],
      ["POST", `/api/v1/session/reset/${VICTIM}`],
      ["POST", `/api/v1/open/1/auth/${VICTIM}`],
      [
        "POST",
        "/api/v1/voucher/auth",
        { mac: VICTIM, voucher: "MULTI234", logoutOldest: true, termsAccepted: true },
      ],
    ] as const)
      expect((await attacker.send(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    // the voucher's one device is still the victim's: its slot was not freed
    expect(readDb(t, "SELECT backend_authed FROM sessions WHERE mac = ?", VICTIM)).toEqual([
      { backend_authed: 1 },
    ]);
    expect((await victim.send("GET", `/api/v1/session/${VICTIM}`)).json()).toMatchObject({
      isBackendAuthed: true,
      authVoucherCode: "DEMO1234",
    });

    // a trial is its browser's too: nobody else logs it out
    const trialDevice = "0d:00:00:00:00:02";
    const owner = browserAt(t, "10.20.0.6");
    await owner.send("GET", "/api/v1/settings");
    expect(
      (await owner.send("POST", `/api/v1/open/1/auth/${trialDevice}`, { termsAccepted: true })).statusCode,
    ).toBe(200);
    expect((await attacker.send("POST", `/api/v1/session/logout/${trialDevice}`)).statusCode).toBe(403);
    expect((await attacker.send("GET", `/api/v1/session/${trialDevice}`)).statusCode).toBe(403);
    // a voucher code upgrades a trial from any browser (what runs then is the code holder's)
    expect(
      (
        await attacker.send("POST", "/api/v1/voucher/auth", {
          mac: trialDevice,
          voucher: "TEST0005",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await owner.send("GET", `/api/v1/session/${trialDevice}`)).statusCode).toBe(403);

    // once the session has ended the device is anybody's again: a binding outlives no session
    c.advance(25 * 3_600_000);
    expect((await attacker.send("GET", `/api/v1/session/${VICTIM}`)).statusCode).toBe(200);
  });

  it("the native RADIUS server takes the device's address from Framed-IP-Address and Framed-IPv6-Address", async () => {
    fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: "generic" };
    });
    t = await startApp({
      zones: { manifestsDir: fleet.manifestsDir },
      demo: { dataPath: fleet.demoDataPath },
      gateway: { radius: { clients: [{ address: "127.0.0.1", secret: SECRET }] } },
      simulators: { accessController: false },
    });
    const radius = t.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    const ask = (mac: string, address: Record<string, string | { raw: string }>) =>
      radclient("auth", radius.authPort, SECRET, {
        "User-Name": stationId(mac),
        "User-Password": stationId(mac),
        "Calling-Station-Id": stationId(mac),
        "NAS-Identifier": ZONE,
        "Message-Authenticator": { raw: "0x00" },
        ...address,
      });
    expect((await ask("0d:00:00:00:00:03", { "Framed-IP-Address": { raw: "10.20.0.9" } })).code).toBe(
      "Access-Reject",
    );
    expect(
      (await ask("0d:00:00:00:00:04", { "Framed-IPv6-Address": { raw: "2001:db8:aa:1::9" } })).code,
    ).toBe("Access-Reject");
    expect(readDb(t, "SELECT address, mac FROM device_addresses ORDER BY mac")).toEqual([
      { address: "10.20.0.9", mac: "0d:00:00:00:00:03" },
      { address: "2001:db8:aa:1:0:0:0:9", mac: "0d:00:00:00:00:04" },
    ]);
  });

  // issue 26, finding 8: the RFC 8908 API told strangers a keyed zone's devices' time and data left
  it("finding 8: the RFC 8908 API tells a stranger only whether a device is captive, in a keyed zone too", async () => {
    t = await startApp(productionOptions({ devices: { gatewayKeys: { [ZONE]: "k".repeat(40) } } }));
    const connected = "02:00:00:00:00:01";
    const stranger = (
      await fromClient(t, ATTACKER_ADDRESS, {
        method: "GET",
        url: `/captive-portal/api?mac=${connected}&zoneId=${ZONE}`,
      })
    ).json();
    expect(stranger).toEqual({ captive: false, "user-portal-url": expect.any(String) });
    t.bind(connected);
    const own = await t.app.inject({
      url: `/captive-portal/api?mac=${connected}&zoneId=${ZONE}`,
      headers: { cookie: t.cookie ?? "" },
    });
    expect(own.json()).toMatchObject({
      captive: false,
      "seconds-remaining": expect.any(Number),
      "bytes-remaining": expect.any(Number),
    });
  });
});
