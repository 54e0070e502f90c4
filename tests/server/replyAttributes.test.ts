import { describe, expect, it } from "vitest";
import { decideAuthorization } from "../../server/access/decideAuthorization.ts";
import { REAUTH_SECONDS, replyAttributes } from "../../server/gateway/aaa/replyAttributes.ts";
import { resolveZone } from "../../server/access/resolveZone.ts";
import { gatewayMac } from "../../server/access/gatewayMac.ts";
import type { ZoneDefinition } from "../../server/zones/ZoneDefinition.ts";
import type { SessionRecord } from "../../server/domain/types.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const session = (s: Partial<SessionRecord> = {}): SessionRecord => ({
  ...{ zoneId: "z", mac: "aa:bb:cc:dd:ee:ff", backendAuthed: true, accessControllerAuthed: false },
  ...{
    openId: null,
    openKeyword: null,
    voucherCode: "V",
    authedAt: NOW,
    startedAt: NOW,
    endAt: NOW + 3_600_000,
  },
  ...{
    endPermanentAt: null,
    periodMs: null,
    resetMethod: null,
    bytesUsed: 1_000,
    byteLimit: 5 * 2 ** 32 + 1_000,
  },
  ...{ rxMaxBps: 2_500_000, txMaxBps: 625_000, maxClients: 1, logoutMethod: null, connectedClients: 1, ...s },
});
const limits = () => {
  const d = decideAuthorization(session(), NOW);
  if (!d.accept) throw new Error("accepted");
  return d.limits;
};

describe("the gateway's answer", () => {
  it("gives time, speed and data left in each gateway's dialect", () => {
    const common = [
      ["Session-Timeout", 3600],
      ["Termination-Action", "RADIUS-Request"],
      ["Idle-Timeout", 900],
      ["Acct-Interim-Interval", 60],
    ];
    expect(replyAttributes(limits())).toEqual([
      ...common,
      ["WISPr-Bandwidth-Max-Down", 20_000_000],
      ["WISPr-Bandwidth-Max-Up", 5_000_000],
    ]);
    // 5 × 2^32 bytes left: the low 32 bits (0) and 5 Gigawords
    expect(replyAttributes(limits(), { gateway: "coovachilli" })).toEqual([
      ...common,
      ["WISPr-Bandwidth-Max-Down", 20_000_000],
      ["WISPr-Bandwidth-Max-Up", 5_000_000],
      ["ChilliSpot-Max-Total-Octets", 0],
      ["ChilliSpot-Max-Total-Gigawords", 5],
    ]);
    // MikroTik's rate is the router's receive (the device's upload) first
    expect(
      replyAttributes(limits(), {
        gateway: "mikrotik",
        interimIntervalSeconds: 300,
        idleTimeoutSeconds: 600,
      }),
    ).toEqual([
      ["Session-Timeout", 3600],
      ["Termination-Action", "RADIUS-Request"],
      ["Idle-Timeout", 600],
      ["Acct-Interim-Interval", 300],
      ["Mikrotik-Rate-Limit", "5000k/20000k"],
      ["Mikrotik-Total-Limit", 0],
      ["Mikrotik-Total-Limit-Gigawords", 5],
    ]);
  });

  it("bounds the time a gateway keeps a device before it asks again: a lost Disconnect-Request costs an hour at most", () => {
    // a day's voucher, and a session without an end (issue 33: a logged-out device stayed online a day)
    for (const endAt of [NOW + 86_400_000, null]) {
      const d = decideAuthorization(session({ endAt }), NOW);
      if (!d.accept) throw new Error("accepted");
      expect(replyAttributes(d.limits).slice(0, 2)).toEqual([
        ["Session-Timeout", REAUTH_SECONDS],
        ["Termination-Action", "RADIUS-Request"],
      ]);
    }
    expect(REAUTH_SECONDS).toBe(3600);
  });

  it("says why it refuses", () => {
    expect(decideAuthorization(undefined, NOW)).toEqual({ accept: false, reason: "no-session" });
    expect(decideAuthorization(session({ backendAuthed: false }), NOW)).toMatchObject({
      reason: "logged-out",
    });
    expect(decideAuthorization(session({ endAt: NOW }), NOW)).toMatchObject({ reason: "expired" });
    expect(decideAuthorization(session({ bytesUsed: 10, byteLimit: 10 }), NOW)).toMatchObject({
      reason: "used-up",
    });
  });

  it("finds the zone by NAS-Identifier, a listed identifier or SSID, and the device in any MAC spelling", () => {
    const zone = (zoneId: string, network = {}) => ({ zoneId, network }) as ZoneDefinition;
    const zones = [zone("ship-a"), zone("ship-b", { nasIdentifiers: ["chilli-7"], ssids: ["Ship B WiFi"] })];
    expect(resolveZone(zones, "ship-a", undefined)?.zoneId).toBe("ship-a");
    expect(resolveZone(zones, "chilli-7", undefined)?.zoneId).toBe("ship-b");
    expect(resolveZone(zones, "unknown", "AA-BB-CC-DD-EE-FF:Ship B WiFi")?.zoneId).toBe("ship-b");
    expect(resolveZone(zones, undefined, "AA-BB-CC-DD-EE-FF:Elsewhere")).toBeUndefined();
    // a MikroTik hotspot: the router's identity, and its hotspot server's name as Called-Station-Id
    expect(resolveZone(zones, "MikroTik", "ship-a")?.zoneId).toBe("ship-a");
    expect(resolveZone(zones, "MikroTik", "chilli-7")?.zoneId).toBe("ship-b");
    expect(resolveZone(zones, "MikroTik", "hotspot1")).toBeUndefined();
    expect(resolveZone(zones, "MikroTik", "AA-BB-CC-DD-EE-FF:")).toBeUndefined();
    // each read twice: the second from what the first kept
    for (const spelling of ["AA-BB-CC-DD-EE-FF", "aa:bb:cc:dd:ee:ff", "aabb.ccdd.eeff", "AABBCCDDEEFF"])
      for (const _ of [1, 2]) expect(gatewayMac(spelling), spelling).toBe("aa:bb:cc:dd:ee:ff");
    for (const _ of [1, 2]) expect(gatewayMac("not-a-mac")).toBeUndefined();
    expect(gatewayMac("AA-BB-CC-DD-EE-0F")).toBe("aa:bb:cc:dd:ee:0f");
  });
});
