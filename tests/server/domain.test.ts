import { describe, expect, it } from "vitest";
import { portalUrl } from "../../server/gateway/portalUrl.ts";
import { decideVoucherActivation } from "../../server/vouchers/decideVoucherActivation.ts";
import { normaliseMac } from "../../server/domain/normaliseMac.ts";
import { canReset, isUsedUp, nextPeriod, nextResetAt } from "../../server/sessions/sessionState.ts";
import type { SessionTerms, VoucherRecord } from "../../server/domain/types.ts";
import { voucherStatus } from "../../server/vouchers/voucherSessionTerms.ts";
import { hostnameOf } from "../../server/http/hostCheck.ts";
import { maskMacs } from "../../server/http/loggerOptions.ts";

const voucher = (over: Partial<VoucherRecord> = {}): VoucherRecord => ({
  zoneId: "z",
  code: "ABC",
  maxDevices: 2,
  durationMs: 1000,
  byteLimit: 100,
  rxMaxBps: null,
  txMaxBps: null,
  validUntil: null,
  activatedAt: null,
  bytesUsed: 0,
  ...over,
});

describe("domain rules", () => {
  it("normaliseMac accepts three spellings and nothing else", () => {
    expect(normaliseMac("AA-BB-CC-DD-EE-FF")).toBe("aa:bb:cc:dd:ee:ff");
    expect(normaliseMac("aabbccddeeff")).toBe("aa:bb:cc:dd:ee:ff");
    expect(normaliseMac("aa:bb:cc:dd:ee:ff")).toBe("aa:bb:cc:dd:ee:ff");
    for (const bad of ["aa:bb-cc:dd:ee:ff", "aabbccddeef", "aa:bb:cc:dd:ee:fg", " aa:bb:cc:dd:ee:ff", ""]) {
      expect(normaliseMac(bad)).toBeUndefined();
    }
  });

  it("voucherStatus: expired by validUntil or duration, used up by data", () => {
    expect(voucherStatus(voucher(), 5)).toBe("usable");
    expect(voucherStatus(voucher({ validUntil: 10 }), 10)).toBe("expired");
    expect(voucherStatus(voucher({ activatedAt: 0 }), 1000)).toBe("expired");
    expect(voucherStatus(voucher({ bytesUsed: 100 }), 5)).toBe("used-up");
    expect(voucherStatus(voucher({ byteLimit: null, bytesUsed: 1e12 }), 5)).toBe("usable");
  });

  it("decideVoucherActivation frees exactly enough of the oldest slots", () => {
    const bound = [
      { mac: "b", authedAt: 20 },
      { mac: "a", authedAt: 10 },
    ];
    const base = { voucher: voucher(), bound, now: 0 };
    expect(decideVoucherActivation({ ...base, mac: "c", logoutOldest: false })).toEqual({
      kind: "device-limit",
      maxDevices: 2,
    });
    expect(decideVoucherActivation({ ...base, mac: "c", logoutOldest: true })).toEqual({
      kind: "activate",
      logout: ["a"],
    });
    expect(decideVoucherActivation({ ...base, mac: "b", logoutOldest: false })).toEqual({
      kind: "already-active",
    });
    expect(decideVoucherActivation({ ...base, voucher: undefined, mac: "c", logoutOldest: true })).toEqual({
      kind: "unknown",
    });
    expect(
      decideVoucherActivation({
        ...base,
        voucher: voucher({ maxDevices: null }),
        mac: "c",
        logoutOldest: false,
      }),
    ).toEqual({
      kind: "activate",
      logout: [],
    });
  });

  it("sessions reset only after their period, never past the permanent end", () => {
    const terms: SessionTerms = {
      startedAt: 0,
      endAt: 100,
      endPermanentAt: 250,
      periodMs: 100,
      resetMethod: "MANUAL",
      byteLimit: 10,
      rxMaxBps: null,
      txMaxBps: null,
      maxClients: 1,
      logoutMethod: null,
    };
    expect(isUsedUp({ ...terms, bytesUsed: 10 }, 50)).toBe(true);
    expect(canReset(terms, 50)).toBe(false);
    expect(canReset(terms, 100)).toBe(true);
    expect(nextPeriod(terms, 200).endAt).toBe(250);
    expect(nextResetAt({ ...terms, endAt: 250 })).toBeNull();
    expect(canReset({ ...terms, resetMethod: null }, 100)).toBe(false);
  });

  it("portalUrl keeps colons readable and escapes the rest", () => {
    expect(portalUrl("/status", { mac: "aa:bb:cc:dd:ee:ff", zoneId: "a&b=c" })).toBe(
      "/status?mac=aa:bb:cc:dd:ee:ff&zoneId=a%26b%3Dc",
    );
    expect(portalUrl("/cna", {})).toBe("/cna");
  });

  it("maskMacs and hostnameOf", () => {
    expect(maskMacs("/api/v1/session/AA-BB-CC-DD-EE-FF?x=aa%3Abb%3Acc%3Add%3Aee%3A01 aabbccddee02")).toBe(
      "/api/v1/session/xx:xx:xx:xx:EE:FF?x=xx:xx:xx:xx:ee:01 xx:xx:xx:xx:ee:02",
    );
    expect(hostnameOf("Portal.Ship:8080")).toBe("portal.ship");
    expect(hostnameOf("[::1]:8080")).toBe("[::1]");
    expect(hostnameOf(undefined)).toBeUndefined();
  });
});
