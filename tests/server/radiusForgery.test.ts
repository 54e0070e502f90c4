import { afterEach, describe, expect, it } from "vitest";
import type { RadiusClient } from "../../server/gateway/radius/RadiusClients.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { logLines } from "./helpers/logLines.ts";
import { allZones, fromClient, productionOptions } from "./helpers/production.ts";
import { stationId } from "./helpers/radclient.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { type UdpGateway, udpGateway } from "./helpers/udpGateway.ts";

// issue 33, findings 1 and 7, in the configuration the review attacked: production, the zone's
// gateway named in its manifest (a request from the address the gateway gives a device acts for
// it), the native RADIUS server hearing the ship's gateway
const GATEWAY = "127.0.0.2";
const SECRET = "a-gateway-secret-of-32-characters";
const VICTIM = "0d:33:00:00:00:01";
const VICTIM_ADDRESS = "10.20.0.5";
const ATTACKER_ADDRESS = "10.66.0.1";

const attr = (type: number, value: Buffer) => Buffer.concat([Buffer.from([type, value.length + 2]), value]);
// an Access-Request as the review forged it: no secret, a Message-Authenticator of `length` octets
function forged(maLength: number, mac: string, framed: string): Buffer {
  const body = Buffer.concat([
    attr(1, Buffer.from(stationId(mac))),
    attr(31, Buffer.from(stationId(mac))),
    attr(32, Buffer.from(ZONE)),
    attr(8, Buffer.from(framed.split(".").map(Number))),
    attr(80, Buffer.alloc(maLength)),
  ]);
  const head = Buffer.alloc(20);
  head.writeUInt8(1, 0);
  head.writeUInt8(maLength, 1);
  head.writeUInt16BE(20 + body.length, 2);
  return Buffer.concat([head, body]);
}

describe("issue 33: RADIUS that cannot be forged (production configuration)", () => {
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

  async function start(client: Partial<RadiusClient> = {}, logger?: ReturnType<typeof logLines>["logger"]) {
    fleet = fleetVariant((f) => {
      // a gateway that signs nothing: the zone is verified by the addresses it gives (issue 32)
      f.layout(ZONE).network = { gateway: "mikrotik" };
    });
    t = await startApp(
      productionOptions({
        zones: { manifestsDir: fleet.manifestsDir },
        demo: { dataPath: fleet.demoDataPath },
        gateway: { radius: { clients: [{ address: GATEWAY, secret: SECRET, ...client }], workers: 1 } },
        devices: { unverifiedZones: allZones().filter((z) => z !== ZONE) },
        ...(logger ? { http: { logger } } : {}),
      }),
    );
    const radius = t.app.gateway.radius;
    if (!radius) throw new Error("the RADIUS server did not start");
    const gateway = await udpGateway(GATEWAY, SECRET);
    gateways.push(gateway);
    return { radius, gateway, t };
  }
  const device = (mac: string, address: string): [string, string][] => [
    ["User-Name", stationId(mac)],
    ["User-Password", stationId(mac)],
    ["Calling-Station-Id", stationId(mac)],
    ["NAS-Identifier", ZONE],
    ["Framed-IP-Address", address],
  ];

  it("finding 1: an Access-Request whose Message-Authenticator is 0, 1 or 3 octets is dropped, and its Framed-IP-Address never acts for the device", async () => {
    const { radius, gateway, t } = await start();
    // the victim's own gateway says where it is, and it activates its voucher from there
    expect((await gateway.access(radius.authPort, device(VICTIM, VICTIM_ADDRESS)))?.code).toBe(
      "Access-Reject",
    );
    const own = await fromClient(t, VICTIM_ADDRESS, {
      method: "POST",
      url: "/api/v1/voucher/auth",
      payload: { mac: VICTIM, voucher: "DEMO1234", termsAccepted: true },
      zone: ZONE,
    });
    expect(own.statusCode).toBe(200);
    expect((await gateway.access(radius.authPort, device(VICTIM, VICTIM_ADDRESS)))?.code).toBe(
      "Access-Accept",
    );

    // the attacker sends from the gateway's address, without its secret
    for (const length of [0, 1, 3]) {
      const answer = await gateway.raw(forged(length, VICTIM, ATTACKER_ADDRESS), radius.authPort, 1000);
      expect(answer, `a Message-Authenticator of ${length} octets`).toBeUndefined();
    }
    await expect.poll(() => radius.stats.dropped.malformed).toBe(3);
    expect(radius.stats.accepts).toBe(1);
    // the attacker's browser is nobody's: no session, no code, no logout of the victim
    const read = await fromClient(t, ATTACKER_ADDRESS, {
      method: "GET",
      url: `/api/v1/session/${VICTIM}`,
      zone: ZONE,
    });
    expect(read.statusCode).toBe(403);
    const logout = await fromClient(t, ATTACKER_ADDRESS, {
      method: "POST",
      url: `/api/v1/session/logout/${VICTIM}`,
      zone: ZONE,
    });
    expect(logout.statusCode).toBe(403);
    const victims = await fromClient(t, VICTIM_ADDRESS, {
      method: "GET",
      url: `/api/v1/session/${VICTIM}`,
      zone: ZONE,
    });
    expect(victims.json()).toMatchObject({ isBackendAuthed: true });
  });

  it("finding 7: a gateway that signs nothing is told once, at warn level, with the fix (require, the default)", async () => {
    const log = logLines("info");
    const { radius, gateway } = await start({}, log.logger);
    for (let i = 0; i < 3; i++)
      expect(
        await gateway.access(radius.authPort, device(VICTIM, VICTIM_ADDRESS), { signed: false, waitMs: 500 }),
      ).toBeUndefined();
    await expect.poll(() => radius.stats.dropped.unsigned).toBe(3);
    const warnings = log.entries().filter((e) => e.level === 40 && /Message-Authenticator/.test(e.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ client: GATEWAY, from: GATEWAY });
    expect(warnings[0]?.msg).toMatch(/dropped.*Fix: .*require-message-auth.*"messageAuthenticator": "auto"/);
  });

  it("finding 7: `auto` lets a gateway's unsigned requests through until it signs one, then requires it", async () => {
    const log = logLines("info");
    const { radius, gateway } = await start({ messageAuthenticator: "auto" }, log.logger);
    const ask = (signed: boolean, extra: [string, Buffer][] = []) =>
      gateway.access(radius.authPort, [...device(VICTIM, VICTIM_ADDRESS), ...extra], {
        signed,
        waitMs: 1000,
      });
    expect((await ask(false))?.code).toBe("Access-Reject");
    // FreeRADIUS 3.2.5's limit_proxy_state: an unsigned one carrying a Proxy-State is Blast-RADIUS's shape
    expect(await ask(false, [["Proxy-State", Buffer.from("x")]])).toBeUndefined();
    expect((await ask(true))?.code).toBe("Access-Reject");
    expect(await ask(false)).toBeUndefined();
    expect(radius.stats.dropped.unsigned).toBe(2);
    expect(log.entries().filter((e) => e.level === 40 && /Message-Authenticator/.test(e.msg))).toHaveLength(
      1,
    );
    expect(log.entries().some((e) => /now required/.test(e.msg))).toBe(true);
  });
});
