import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ThrowawayFreeRadius } from "../../tools/radius/throwawayFreeRadius.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { type RadiusAnswer, radclient, startGangwayFreeRadius } from "./helpers/freeradius.ts";
import { clock, DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const TOKEN = "freeradius-test-token-0123456789abcdef";
const SECRET = "freeradius-test-secret";
// RFC 3580's spelling, as gateways send it in Calling-Station-Id and as the User-Name of MAC authentication
const dashed = (mac: string) => mac.replaceAll(":", "-").toUpperCase();
const macAuth = (mac: string, zone = ZONE) => ({
  "User-Name": dashed(mac),
  "User-Password": dashed(mac),
  "Calling-Station-Id": dashed(mac),
  "NAS-Identifier": zone,
});
// a signature, different on every answer: not what the two servers are compared on
const withoutSignature = ({ code, attributes }: RadiusAnswer) => {
  const { "Message-Authenticator": _, ...rest } = attributes;
  return { code, attributes: rest };
};

// Debian's FreeRADIUS 3.2 with the shipped site, rlm_rest module and dictionary in front of
// Gangway's REST face, driven by radclient as a gateway would; Gangway's own RADIUS server (same
// app, same store, frozen clock) must answer every request the same
describe("FreeRADIUS 3.2 with server/gateway/freeradius in front of Gangway", () => {
  let t: TestApp;
  let fleet: FleetVariant;
  let radius: ThrowawayFreeRadius;
  const c = clock();
  // through FreeRADIUS, or to Gangway's own server
  const viaFreeRadius = (kind: "auth" | "acct", attributes: Record<string, string | number>) =>
    radclient(kind, kind === "auth" ? radius.authPort : radius.acctPort, SECRET, attributes, radius.raddb);
  const native = (kind: "auth" | "acct", attributes: Record<string, string | number>) => {
    const server = t.app.gateway.radius;
    if (!server) throw new Error("Gangway's RADIUS server did not start");
    return radclient(
      kind,
      kind === "auth" ? server.authPort : server.acctPort,
      SECRET,
      attributes,
      radius.raddb,
    );
  };

  beforeAll(async () => {
    // a CoovaChilli zone: its accept carries ChilliSpot-Max-Total-Gigawords, which only the shipped
    // dictionary.gangway lets FreeRADIUS 3.2 pass on
    fleet = fleetVariant((f) => {
      const layout = f.layout(ZONE);
      layout.network = { ...layout.network, gateway: "coovachilli" };
    });
    t = await startApp({
      storage: { now: c.now },
      zones: { manifestsDir: fleet.manifestsDir },
      demo: { dataPath: fleet.demoDataPath },
      gateway: { radiusRestToken: TOKEN, radius: { clients: [{ address: "127.0.0.1", secret: SECRET }] } },
    });
    // FreeRADIUS's rlm_rest needs a real listener
    const url = await t.app.listen({ host: "127.0.0.1", port: 0 });
    radius = await startGangwayFreeRadius({ gangwayUrl: url, token: TOKEN, secret: SECRET });
  });

  // what FreeRADIUS did with each request (-X), for a failing test to show
  afterEach((context) => {
    if (context.task.result?.state === "fail") console.log(radius?.output().slice(-6000));
  });

  afterAll(async () => {
    await radius?.stop();
    await t?.close();
    fleet?.remove();
  });

  it("accepts a device with a session with its limits, as Gangway's own server does", async () => {
    const answer = await viaFreeRadius("auth", macAuth(DEVICE_CONNECTED));
    expect(answer.code).toBe("Access-Accept");
    const a = answer.attributes;
    expect(Number(a["Session-Timeout"])).toBeGreaterThan(0);
    expect(a["Idle-Timeout"]).toBe("900");
    expect(a["Acct-Interim-Interval"]).toBe("60");
    // the voucher's 20 Mbit/s
    expect(a["WISPr-Bandwidth-Max-Down"]).toBe("20000000");
    expect(a["WISPr-Bandwidth-Max-Up"]).toBe("20000000");
    // what is left of its 1 GB, both halves of it
    expect(Number(a["ChilliSpot-Max-Total-Octets"])).toBeGreaterThan(0);
    expect(a["ChilliSpot-Max-Total-Gigawords"]).toBe("0");
    // Debian's FreeRADIUS 3.2.1 signs no reply (3.2.5 does, for Blast-RADIUS): a gateway that demands
    // a Message-Authenticator on answers drops its accepts (README "FreeRADIUS 3.2.1 quirks");
    // Gangway's own server signs every one
    expect(a["Message-Authenticator"]).toBeUndefined();
    const own = await native("auth", macAuth(DEVICE_CONNECTED));
    expect(own.attributes["Message-Authenticator"]).toMatch(/^0x[0-9a-f]{32}$/);
    expect(withoutSignature(own)).toEqual(withoutSignature(answer));
  });

  it("rejects a device without a session, and an unknown zone, saying why", async () => {
    for (const [request, reason] of [
      [macAuth("0e:00:00:00:00:01"), "no-session"],
      [macAuth(DEVICE_CONNECTED, "no-such-zone"), "unknown-zone"],
    ] as const) {
      const answer = await viaFreeRadius("auth", request);
      expect(answer).toEqual({ code: "Access-Reject", attributes: { "Reply-Message": reason } });
      expect(withoutSignature(await native("auth", request))).toEqual(answer);
    }
  });

  it("puts a device online on accounting Start, counts its interim use and takes it off on Stop, as Gangway's own server does", async () => {
    const journeys = [];
    for (const [send, mac, voucher] of [
      [viaFreeRadius, "0e:00:00:00:00:02", "TEST0001"],
      [native, "0e:00:00:00:00:03", "TEST0002"],
    ] as const) {
      // the zone names its gateway: a browser acts for a device its gateway vouched for
      t.bind(mac);
      expect(
        (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher, termsAccepted: true })).statusCode,
      ).toBe(200);
      const session = async () => {
        const { isAccessControllerAuthed, bytesUsed } = (await t.api("GET", `/api/v1/session/${mac}`)).json();
        return { isAccessControllerAuthed, bytesUsed };
      };
      const report = async (status: string, octets: Record<string, number> = {}) => {
        const answer = await send("acct", {
          "User-Name": dashed(mac),
          "Calling-Station-Id": dashed(mac),
          "NAS-Identifier": ZONE,
          "Acct-Status-Type": status,
          "Acct-Session-Id": `acct-${mac}`,
          ...octets,
        });
        expect(answer.code).toBe("Accounting-Response");
        return session();
      };
      const journey = [await session(), await report("Start")];
      journey.push(
        await report("Interim-Update", { "Acct-Input-Octets": 1000, "Acct-Output-Octets": 2_000_000 }),
      );
      journey.push(await report("Stop", { "Acct-Input-Octets": 1500, "Acct-Output-Octets": 3_000_000 }));
      journeys.push(journey);
    }
    const [throughFreeRadius, direct] = journeys;
    expect(throughFreeRadius).toEqual([
      { isAccessControllerAuthed: false, bytesUsed: 0 },
      { isAccessControllerAuthed: true, bytesUsed: 0 },
      { isAccessControllerAuthed: true, bytesUsed: 2_001_000 },
      { isAccessControllerAuthed: false, bytesUsed: 3_001_500 },
    ]);
    expect(direct).toEqual(throughFreeRadius);
  });
});
