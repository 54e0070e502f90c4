import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dialectOf } from "../../server/gateway/dialects/dialectOf.ts";
import type { EntryContext } from "../../server/gateway/dialects/GatewayDialect.ts";
import { agentSigned } from "../../server/gateway/opennds/agentSignature.ts";
import { binauthCall } from "../../server/gateway/opennds/binauthCall.ts";
import { ndsctlClients } from "../../server/gateway/opennds/ndsctlClients.ts";
import { missingFor } from "../../server/gateway/handoff/handoffRefusal.ts";
import { gatewayConfig } from "../../fleet/gateway/gatewayConfig.ts";

// Issue 43: openNDS 9.10's FAS level 1 and BinAuth, as its source says (src/http_microhttpd.c:
// the fas string, the hid check; docs/source/binauth.rst: the arguments), computed here
// independently of the modules under test
const FASKEY = "opennds-faskey-of-at-least-32-characters";
const HID = createHash("sha256").update("5697a5aa").digest("hex");
const opennds = dialectOf("opennds");

// what openNDS writes: "hid=…, clientip=…, clientmac=…, …" in base64, its values url-encoded
const fasOf = (fields: Record<string, string>) =>
  Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `${k}=${v}`)
      .join(", "),
  ).toString("base64");
const FAS = fasOf({
  hid: HID,
  clientip: "192.168.77.34",
  clientmac: "66:0b:53:6f:06:cc",
  client_type: "cpd_can",
  gatewayname: "z1",
  gatewayurl: "http%3a%2f%2f192.168.77.1",
  version: "9.10.0",
  gatewayaddress: "192.168.77.1:2050",
  originurl: "http%3a%2f%2f203.0.113.10%2f",
});
const context = (fas: string, over: Partial<EntryContext> = {}): EntryContext => ({
  query: { zoneId: "z1", mac: "66:0b:53:6f:06:cc", fas },
  pathAndQuery: `/?fas=${fas}`,
  origins: ["http://portal.ship.example"],
  secret: FASKEY,
  controllerHosts: ["192.168.77.1"],
  ...over,
});

describe("openNDS's FAS, level 1", () => {
  it("reads the fas (its + as a space too) into where the device is let through, on a listed host only", () => {
    const read = opennds.readEntry(context(FAS.replaceAll("+", " ")));
    expect(read).toEqual({
      kind: "entry",
      vouched: true,
      target: { gateway: "192.168.77.1:2050", hid: HID },
      // the hid binds one browser, ever (pages/readGatewayEntry.ts)
      once: `opennds:${HID}`,
    });
    expect(opennds.readEntry(context(FAS, { controllerHosts: ["192.168.77.2"] }))).toMatchObject({
      vouched: false,
    });
    // a fas for another device than the query's MAC
    expect(
      opennds.readEntry(context(FAS, { query: { zoneId: "z1", mac: "66:0b:53:6f:06:cd", fas: FAS } })),
    ).toMatchObject({ vouched: false });
    expect(opennds.readEntry(context("bm90IGEgZmFz"))).toMatchObject({ vouched: false });
    expect(opennds.readEntry({ ...context(FAS), query: { zoneId: "z1" } })).toEqual({ kind: "none" });
  });

  it("lets the device through at /opennds_auth/ with tok = sha256(hid ‖ faskey) and the credential in custom", () => {
    const step = opennds.login({
      target: { gateway: "192.168.77.1:2050", hid: HID },
      username: "gw-0123456789abcdef01234567",
      password: "p4ssw0rd-16chars",
      returnUrl: "http://portal.ship.example/status?zoneId=z1",
      secret: FASKEY,
    });
    const url = new URL(step?.method === "GET" ? step.url : "");
    expect(url.origin + url.pathname).toBe("http://192.168.77.1:2050/opennds_auth/");
    expect(url.searchParams.get("tok")).toBe(
      createHash("sha256")
        .update(HID + FASKEY)
        .digest("hex"),
    );
    expect(url.searchParams.get("redir")).toBe("http://portal.ship.example/status?zoneId=z1");
    expect(url.searchParams.get("custom")).toBe("gw-0123456789abcdef01234567.p4ssw0rd-16chars");
  });

  it("gives BinAuth's limits in openNDS's units: seconds, kbit/s, kB", () => {
    const limits = opennds.limitAttributes({
      sessionTimeout: 900,
      octetsLeft: 10 * 1024 * 1024,
      downBps: 20e6,
      upBps: 5e6,
    });
    expect(Object.fromEntries(limits)).toEqual({
      "openNDS:session_length": 900,
      "openNDS:upload_rate": 5000,
      "openNDS:download_rate": 20000,
      "openNDS:download_quota": 10240,
    });
  });
});

describe("the agent's calls", () => {
  const body = "method=client_auth&mac=66:0b:53:6f:06:cc&in=0&out=0&start=1&end=2&token=5697a5aa";
  const now = 1_795_882_000_000;
  const sign = (t: number, key = FASKEY, zone = "z1") =>
    `t=${t},s=${createHmac("sha256", key).update(`${t}.${zone}.${body}`).digest("hex")}`;

  it("are the agent's only with the faskey's HMAC over time, zone and body, within five minutes", () => {
    expect(agentSigned(sign(now / 1000), FASKEY, "z1", body, now)).toBe(true);
    expect(agentSigned(sign(now / 1000, "another-key"), FASKEY, "z1", body, now)).toBe(false);
    expect(agentSigned(sign(now / 1000, FASKEY, "z2"), FASKEY, "z1", body, now)).toBe(false);
    expect(agentSigned(sign(now / 1000), FASKEY, "z1", `${body}0`, now)).toBe(false);
    expect(agentSigned(sign(now / 1000 - 301), FASKEY, "z1", body, now)).toBe(false);
    expect(agentSigned(undefined, FASKEY, "z1", body, now)).toBe(false);
  });

  it("turn BinAuth's methods into an Access-Request, a Start and a Stop (openNDS's incoming is the device's download)", () => {
    const auth = binauthCall(
      "z1",
      new URLSearchParams(
        "method=auth_client&mac=66:0b:53:6f:06:cc&ip=192.168.77.34&token=5697a5aa&custom=gw-0123456789abcdef01234567.pw",
      ),
      now,
    );
    expect(auth).toEqual({
      kind: "access",
      attributes: expect.objectContaining({
        "User-Name": "gw-0123456789abcdef01234567",
        "User-Password": "pw",
        "Calling-Station-Id": "66:0b:53:6f:06:cc",
        "Framed-IP-Address": "192.168.77.34",
      }),
    });
    expect(binauthCall("z1", new URLSearchParams(body), now)?.attributes).toMatchObject({
      "Acct-Status-Type": "Start",
    });
    const stop = binauthCall(
      "z1",
      new URLSearchParams(
        `method=downquota_deauth&mac=m&in=5000000000&out=7&start=${now / 1000 - 60}&end=0&token=5697a5aa`,
      ),
      now,
    );
    expect(stop?.attributes).toMatchObject({
      "Acct-Status-Type": "Stop",
      "Acct-Output-Gigawords": 1,
      "Acct-Output-Octets": 5_000_000_000 - 2 ** 32,
      "Acct-Input-Octets": 7,
      "Acct-Session-Time": 60,
    });
    expect(binauthCall("z1", new URLSearchParams("method=rm_rf&mac=m&token=1"), now)).toBeUndefined();
  });

  it("read `ndsctl json` as interim updates of the authenticated devices, in octets", () => {
    const report = JSON.stringify({
      client_list_length: "2",
      clients: {
        a: {
          mac: "66:0b:53:6f:06:cc",
          ip: "192.168.77.34",
          token: "5697a5aa",
          state: "Authenticated",
          session_start: String(now / 1000 - 30),
          download_this_session: "2048",
          upload_this_session: "10",
        },
        b: { mac: "66:0b:53:6f:06:cd", token: "11112222", state: "Preauthenticated" },
      },
    });
    expect(ndsctlClients("z1", report, now)).toEqual([
      expect.objectContaining({
        "Calling-Station-Id": "66:0b:53:6f:06:cc",
        "Acct-Status-Type": "Interim-Update",
        "Acct-Output-Octets": 2048 * 1024,
        "Acct-Input-Octets": 10 * 1024,
        "Acct-Session-Time": 30,
      }),
    ]);
    expect(ndsctlClients("z1", "not json", now)).toBeUndefined();
  });
});

describe("an openNDS zone's needs", () => {
  const zone = {
    zoneId: "z1",
    network: { gateway: "opennds", controllerHosts: ["192.168.77.1"] },
  } as unknown as Parameters<typeof missingFor>[0];
  const options = {
    productionHints: ["PUBLIC_URL https"],
    simulator: false,
    gatewayKeys: {},
    radiusFaces: false,
  };

  it("are its faskey (GATEWAY_KEYS) and its gateway's address, and no RADIUS", () => {
    expect(missingFor(zone, options)).toEqual([
      "its faskey (the zone's entry in GATEWAY_KEYS or GATEWAY_KEYS_FILE, faskey in opennds.conf and the agent's settings)",
    ]);
    expect(missingFor(zone, { ...options, gatewayKeys: { z1: FASKEY } })).toEqual([]);
    const hostless = { ...zone, network: { gateway: "opennds" } } as typeof zone;
    expect(missingFor(hostless, { ...options, gatewayKeys: { z1: FASKEY } })[0]).toMatch(
      /^network.controllerHosts/,
    );
  });
});

describe("npm run gateway -- config for an openNDS zone", () => {
  const side = {
    zoneId: "z1",
    portalOrigin: "http://10.77.0.1:5601",
    radiusHost: undefined,
    authPort: 1812,
    acctPort: 1813,
    disconnectPort: 3799,
    radiusSecret: undefined,
    uamSecret: FASKEY,
    walledGarden: [],
    restToken: false,
    network: { gateway: "opennds", controllerHosts: ["192.168.77.1"] },
  };

  it("prints opennds.conf in lower-case keys, each why on its own line, and the agent's settings with the same key", () => {
    const [conf, agent] = gatewayConfig(side);
    const lines = (conf?.text ?? "").split("\n").filter((l) => l && !l.startsWith("#"));
    // openNDS takes a "#" inside a line for part of the value; its shell helpers read keys case-sensitively
    for (const line of lines) expect(line).toMatch(/^[a-z_]+ [^#]*$/);
    expect(lines).toEqual(
      expect.arrayContaining([
        "fasremoteip 10.77.0.1",
        "fasport 5601",
        "faspath /opennds/z1",
        "fas_secure_enabled 1",
        `faskey ${FASKEY}`,
        "allow_preemptive_authentication 1",
      ]),
    );
    expect(agent?.text).toContain(`GANGWAY_FASKEY=${FASKEY}`);
    expect(agent?.text).toContain("GANGWAY_URL=http://10.77.0.1:5601");
  });
});
