import { createSocket, type Socket } from "node:dgram";
import { afterEach, describe, expect, it } from "vitest";
import type { ThrowawayFreeRadius } from "../../tools/radius/throwawayFreeRadius.ts";
import { scaled } from "../timeoutFactor.ts";
import { radclient as viaRadclient, startGangwayFreeRadius } from "./helpers/freeradius.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { sample } from "./helpers/promSample.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const TOKEN = "metrics-token-of-at-least-32-characters";
const REST_TOKEN = "gateway-metrics-rest-token-0123456789";
const SECRET = "gateway-metrics-secret";

const macAuth = (mac: string) => ({
  "User-Name": stationId(mac),
  "User-Password": stationId(mac),
  "Calling-Station-Id": stationId(mac),
  "NAS-Identifier": ZONE,
});

// the gateway counters: both faces count in one place (gateway/aaa/countedCore.ts), Disconnect-Requests
// in the disconnector
describe("gangway_radius_* metrics", () => {
  let t: TestApp | undefined;
  let freeRadius: ThrowawayFreeRadius | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await freeRadius?.stop();
    await t?.close();
    [t, freeRadius] = [undefined, undefined];
  });
  const scrape = async () =>
    (await (t as TestApp).app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;

  it("count the rlm_rest face's accepts, rejects and accounting as the native face's, by face", async () => {
    t = await startApp({
      metrics: { token: TOKEN },
      gateway: {
        radiusRestToken: REST_TOKEN,
        radius: { clients: [{ address: "127.0.0.1", secret: SECRET }] },
      },
      simulators: { accessController: false },
    });
    const url = await t.app.listen({ host: "127.0.0.1", port: 0 });
    freeRadius = await startGangwayFreeRadius({ gangwayUrl: url, token: REST_TOKEN, secret: SECRET });
    const native = t.app.gateway.radius;
    if (!native) throw new Error("Gangway's RADIUS server did not start");
    const before = await scrape();
    for (const face of ["radius", "rest"])
      for (const name of ["accepts", "rejects", "accounting"])
        expect(sample(before, `gangway_radius_${name}_total`, { face }), `${name} ${face}`).toBe(0);

    const fr = freeRadius;
    const ports = { rest: fr.authPort, radius: native.authPort };
    const acctPorts = { rest: fr.acctPort, radius: native.acctPort };
    for (const face of ["rest", "radius"] as const) {
      const ask = (mac: string) => viaRadclient("auth", ports[face], SECRET, macAuth(mac), fr.raddb);
      expect((await ask(DEVICE_CONNECTED)).code).toBe("Access-Accept");
      expect((await ask("0f:00:00:00:99:01")).code).toBe("Access-Reject");
      const start = {
        ...macAuth(DEVICE_CONNECTED),
        "Acct-Status-Type": "Start",
        "Acct-Session-Id": `metrics-${face}`,
      };
      expect((await viaRadclient("acct", acctPorts[face], SECRET, start, fr.raddb)).code).toBe(
        "Accounting-Response",
      );
    }
    const after = await scrape();
    for (const face of ["radius", "rest"]) {
      expect(sample(after, "gangway_radius_accepts_total", { face }), face).toBe(1);
      expect(sample(after, "gangway_radius_rejects_total", { face }), face).toBe(1);
      expect(sample(after, "gangway_radius_accounting_total", { face }), face).toBe(1);
    }
    // the native server's own packet count is its face's alone
    expect(sample(after, "gangway_radius_packets_received_total")).toBe(3);
  });

  it("count Disconnect-Requests sent, acknowledged and unanswered (retransmissions once)", async () => {
    // a gateway that takes Disconnect-Requests and never answers them (a firewall in between)
    const silent = createSocket("udp4");
    sockets.push(silent);
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.2", resolve));
    let heard = 0;
    silent.on("message", () => heard++);
    // the simulator is the other gateway: it acknowledges (gateway/simulator/SimulatorGateway.ts)
    t = await startApp({
      metrics: { token: TOKEN },
      gateway: {
        // every loopback address a gateway: radclient's 127.0.0.1 (the simulator's too) and 127.0.0.2
        radius: {
          clients: [{ address: "127.0.0.0/8", secret: SECRET }],
          disconnectPort: silent.address().port,
        },
      },
      simulators: { accessController: true },
    });
    const app = t;
    const [acked, unanswered] = ["0f:00:00:00:99:11", "0f:00:00:00:99:12"];
    for (const [mac, code] of [
      [acked, "TEST0007"],
      [unanswered, "TEST0008"],
    ] as const)
      expect(
        (await app.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true }))
          .statusCode,
      ).toBe(200);
    // one device online at the simulator (its /auth), the other at the silent gateway
    app.bind(acked);
    expect(
      (
        await app.app.inject({
          url: `/auth?mac=${acked}&zoneId=${ZONE}`,
          headers: { cookie: app.cookie ?? "" },
        })
      ).statusCode,
    ).toBe(302);
    const radius = app.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    const start = await radclient(
      "acct",
      radius.acctPort,
      SECRET,
      {
        ...macAuth(unanswered),
        "NAS-IP-Address": { raw: "127.0.0.2" },
        "Acct-Status-Type": { raw: "Start" },
        "Acct-Session-Id": "silent-1",
      },
      { address: "127.0.0.1" },
    );
    expect(start.code).toBe("Accounting-Response");

    for (const mac of [acked, unanswered]) {
      app.bind(mac);
      expect((await app.api("POST", `/api/v1/session/logout/${mac}`)).statusCode).toBe(200);
    }
    // the silent gateway is asked three times (1, 2 and 4 s apart), then counted unanswered
    let text = "";
    await expect
      .poll(
        async () => {
          text = await scrape();
          return sample(text, "gangway_radius_disconnects_unanswered_total");
        },
        { timeout: scaled(30_000), interval: 200 },
      )
      .toBe(1);
    // by gateway: the silent one's at the address it was asked at, the simulator's at its own
    const at = { gateway: ZONE, address: "127.0.0.2" };
    expect(sample(text, "gangway_radius_disconnects_sent_total", at)).toBe(1);
    expect(sample(text, "gangway_radius_disconnects_acknowledged_total", at)).toBeUndefined();
    expect(sample(text, "gangway_radius_disconnects_unanswered_total", at)).toBe(1);
    const total = (name: string) =>
      text
        .split("\n")
        .filter((line) => line.startsWith(`${name}{`))
        .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
    expect(total("gangway_radius_disconnects_sent_total")).toBe(2);
    expect(total("gangway_radius_disconnects_acknowledged_total")).toBe(1);
    expect(total("gangway_radius_disconnects_refused_total")).toBe(0);
    expect(heard).toBe(3);
  });
});
