import { afterEach, describe, expect, it } from "vitest";
import type { RadiusClient } from "../../server/gateway/radius/RadiusClients.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { allZones, fromClient, productionOptions } from "./helpers/production.ts";
import { stationId } from "./helpers/radclient.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { type GatewayAttribute, type UdpGateway, udpGateway } from "./helpers/udpGateway.ts";

// issue 33, finding 4 and the RADIUS lows of 5, in the production configuration: two zones whose
// manifests name their gateway, and several gateways, each at its own loopback address
const OTHER_ZONE = "jw-breeze-demo";
const SECRET = "a-gateway-secret-of-32-characters";
const A1 = "127.0.0.2";
const A2 = "127.0.0.3";
const B = "127.0.0.4";
const NAT = "127.0.0.5";
const MB = 1_000_000;

describe("issue 33: a gateway speaks only for its own zones and sessions (production configuration)", () => {
  let t: TestApp | undefined;
  let fleet: FleetVariant | undefined;
  const gateways: UdpGateway[] = [];
  afterEach(async () => {
    for (const g of gateways.splice(0)) g.close();
    await t?.close();
    t = undefined;
    fleet?.remove();
    fleet = undefined;
  });

  // gateways that sign nothing, so that the zones are verified by the addresses they give: MikroTik
  // hotspots (a CoovaChilli zone's UAM secret would make it a keyed zone; issue 32)
  async function start(dialect = "mikrotik") {
    fleet = fleetVariant((f) => {
      f.layout(ZONE).network = { gateway: dialect };
      f.layout(OTHER_ZONE).network = { gateway: "mikrotik" };
    });
    // every gateway takes Disconnect-Requests on the one RADIUS_DISCONNECT_PORT, at its own address
    const first = await udpGateway(A1, SECRET);
    gateways.push(first);
    const port = first.coaPort;
    for (const address of [A2, B, NAT]) gateways.push(await udpGateway(address, SECRET, port));
    const clients: RadiusClient[] = [
      { address: A1, secret: SECRET, zones: [ZONE] },
      { address: A2, secret: SECRET, zones: [ZONE] },
      { address: B, secret: SECRET, zones: [OTHER_ZONE] },
      { address: NAT, secret: SECRET, zones: [ZONE] },
    ];
    const app = await startApp(
      productionOptions({
        zones: { manifestsDir: fleet.manifestsDir },
        demo: { dataPath: fleet.demoDataPath },
        gateway: { radius: { clients, disconnectPort: port, workers: 1 } },
        devices: { unverifiedZones: allZones().filter((z) => z !== ZONE && z !== OTHER_ZONE) },
      }),
    );
    t = app;
    const radius = app.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    const [a1, a2, b, nat] = gateways as [UdpGateway, UdpGateway, UdpGateway, UdpGateway];
    const says = (mac: string, address?: string, zone = ZONE): GatewayAttribute[] => [
      ["User-Name", stationId(mac)],
      ["Calling-Station-Id", stationId(mac)],
      ["NAS-Identifier", zone],
      ...(address ? [["Framed-IP-Address", address] as GatewayAttribute] : []),
    ];
    const ask = (g: UdpGateway, mac: string, address: string, zone = ZONE) =>
      g.access(radius.authPort, [...says(mac, address, zone), ["User-Password", stationId(mac)]]);
    const account = (
      g: UdpGateway,
      mac: string,
      status: string,
      id: string,
      extra: GatewayAttribute[] = [],
    ) =>
      g.accounting(radius.acctPort, [
        ...says(mac),
        ["Acct-Status-Type", status],
        ["Acct-Session-Id", id],
        ...extra,
      ]);
    // a passenger at the address its gateway gave it activates a voucher, and reads its session
    const passenger = (address: string) => ({
      voucher: async (mac: string, code: string) =>
        (
          await fromClient(app, address, {
            method: "POST",
            url: "/api/v1/voucher/auth",
            payload: { mac, voucher: code, termsAccepted: true },
            zone: ZONE,
          })
        ).statusCode,
      session: async (mac: string) =>
        (await fromClient(app, address, { method: "GET", url: `/api/v1/session/${mac}`, zone: ZONE })).json(),
      logout: async (mac: string) =>
        (await fromClient(app, address, { method: "POST", url: `/api/v1/session/logout/${mac}`, zone: ZONE }))
          .statusCode,
    });
    return { app, radius, a1, a2, b, nat, ask, account, passenger };
  }

  it("two gateways sharing a NAS-Identifier and an Acct-Session-Id: each counts its own device, Accounting-On ends only its own, a logout's Disconnect goes to the right one", async () => {
    const { radius, a1, a2, ask, account, passenger } = await start();
    const [x, y] = ["0d:33:00:00:01:01", "0d:33:00:00:01:02"];
    const [px, py] = [passenger("10.20.0.11"), passenger("10.20.0.12")];
    expect((await ask(a1, x, "10.20.0.11"))?.code).toBe("Access-Reject");
    expect((await ask(a2, y, "10.20.0.12"))?.code).toBe("Access-Reject");
    expect(await px.voucher(x, "TEST0001")).toBe(200);
    expect(await py.voucher(y, "TEST0002")).toBe(200);
    // the same session id, as two CoovaChillis started at the same second may pick
    for (const [g, mac] of [
      [a1, x],
      [a2, y],
    ] as const) {
      expect((await account(g, mac, "Start", "5f3a0001"))?.code).toBe("Accounting-Response");
      expect(
        (await account(g, mac, "Interim-Update", "5f3a0001", [["Acct-Output-Octets", 6 * MB]]))?.code,
      ).toBe("Accounting-Response");
    }
    expect(await px.session(x)).toMatchObject({ bytesUsed: 6 * MB, isAccessControllerAuthed: true });
    expect(await py.session(y)).toMatchObject({ bytesUsed: 6 * MB, isAccessControllerAuthed: true });

    // A2 restarts: its device is offline, A1's is not
    expect(
      (
        await a2.accounting(radius.acctPort, [
          ["NAS-Identifier", ZONE],
          ["Acct-Status-Type", "Accounting-On"],
        ])
      )?.code,
    ).toBe("Accounting-Response");
    expect((await py.session(y)).isAccessControllerAuthed).toBe(false);
    expect((await px.session(x)).isAccessControllerAuthed).toBe(true);

    // x logs out: A1, which holds it, is told; A2 is not
    expect(await px.logout(x)).toBe(200);
    await expect.poll(() => a1.disconnected().length).toBe(1);
    expect(a1.disconnected()[0]).toMatchObject({
      "Acct-Session-Id": "5f3a0001",
      "Calling-Station-Id": stationId(x),
    });
    expect(a2.disconnected()).toEqual([]);
  });

  it("a gateway of another zone is refused: it neither authorises a device nor says which address it holds", async () => {
    const { a1, b, ask, account, passenger } = await start();
    const victim = "0d:33:00:00:02:01";
    const own = passenger("10.20.0.21");
    expect((await ask(a1, victim, "10.20.0.21"))?.code).toBe("Access-Reject");
    expect(await own.voucher(victim, "TEST0003")).toBe(200);
    expect((await ask(a1, victim, "10.20.0.21"))?.code).toBe("Access-Accept");
    // B serves the other zone: it names the victim's zone and an address of its choosing
    const refused = await ask(b, victim, "10.66.0.1");
    expect(refused).toMatchObject({
      code: "Access-Reject",
      attributes: { "Reply-Message": "zone-not-served" },
    });
    expect((await account(b, victim, "Start", "b-1"))?.code).toBe("Accounting-Response");
    expect(
      (await account(b, victim, "Interim-Update", "b-1", [["Acct-Output-Octets", 500 * MB]]))?.code,
    ).toBe("Accounting-Response");
    const attacker = passenger("10.66.0.1");
    expect(
      (
        await fromClient(t as TestApp, "10.66.0.1", {
          method: "GET",
          url: `/api/v1/session/${victim}`,
          zone: ZONE,
        })
      ).statusCode,
    ).toBe(403);
    expect(await attacker.logout(victim)).toBe(403);
    expect(await own.session(victim)).toMatchObject({
      isBackendAuthed: true,
      isAccessControllerAuthed: false,
      bytesUsed: 0,
    });
  });

  it("a gateway behind NAT (its NAS-IP-Address no client) gets its Disconnect-Request at the address its packets come from", async () => {
    const { nat, ask, account, passenger } = await start();
    const mac = "0d:33:00:00:03:01";
    const own = passenger("10.20.0.31");
    expect((await ask(nat, mac, "10.20.0.31"))?.code).toBe("Access-Reject");
    expect(await own.voucher(mac, "TEST0004")).toBe(200);
    expect((await account(nat, mac, "Start", "nat-1", [["NAS-IP-Address", "192.168.77.1"]]))?.code).toBe(
      "Accounting-Response",
    );
    expect(await own.logout(mac)).toBe(200);
    await expect.poll(() => nat.disconnected().length).toBe(1);
    expect(nat.disconnected()[0]).toMatchObject({ "Acct-Session-Id": "nat-1" });
  });

  it("a generic gateway's Accept for a day's voucher asks again within the hour, so a lost Disconnect-Request costs an hour at most", async () => {
    const { a1, ask, account, passenger } = await start("generic");
    const mac = "0d:33:00:00:05:01";
    const own = passenger("10.20.0.51");
    expect((await ask(a1, mac, "10.20.0.51"))?.code).toBe("Access-Reject");
    expect(await own.voucher(mac, "TEST0005")).toBe(200);
    const accept = await ask(a1, mac, "10.20.0.51");
    expect(accept?.code).toBe("Access-Accept");
    expect(accept?.attributes).toMatchObject({
      "Session-Timeout": 3600,
      "Termination-Action": "RADIUS-Request",
    });
    // logged out: the Disconnect-Request goes to the gateway, and its next ask is refused
    await account(a1, mac, "Start", "generic-1");
    expect(await own.logout(mac)).toBe(200);
    await expect.poll(() => a1.disconnected().length).toBe(1);
    expect((await ask(a1, mac, "10.20.0.51"))?.attributes).toMatchObject({ "Reply-Message": "logged-out" });
  });

  it("32-bit counters that wrap without Gigawords count the wrap", async () => {
    const { a1, ask, account, passenger } = await start();
    const mac = "0d:33:00:00:04:01";
    const own = passenger("10.20.0.41");
    expect((await ask(a1, mac, "10.20.0.41"))?.code).toBe("Access-Reject");
    expect(await own.voucher(mac, "MULTI234")).toBe(200);
    await account(a1, mac, "Start", "wrap-1");
    const octets = (n: number): GatewayAttribute[] => [["Acct-Output-Octets", n]];
    // (a report grows the counter by less than 2^31 bytes: 286 Mbit/s for a minute's interim)
    for (const n of [2_000_000_000, 4_000_000_000, 4_294_000_000])
      await account(a1, mac, "Interim-Update", "wrap-1", octets(n));
    // the counter passed 2^32 and starts again: 967,296 bytes to the wrap, then 1,000,000
    await account(a1, mac, "Interim-Update", "wrap-1", octets(1_000_000));
    expect((await own.session(mac)).bytesUsed).toBe(2 ** 32 + 1_000_000);
    // a late packet from before the wrap adds nothing
    await account(a1, mac, "Interim-Update", "wrap-1", octets(4_293_000_000));
    await account(a1, mac, "Stop", "wrap-1", octets(3_000_000));
    expect((await own.session(mac)).bytesUsed).toBe(2 ** 32 + 3_000_000);
  });
});
