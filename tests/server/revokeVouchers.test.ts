import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideVoucherActivation } from "../../server/vouchers/decideVoucherActivation.ts";
import { revokeVouchers } from "../../server/vouchers/revokeVouchers.ts";
import { insertVoucher } from "../../server/vouchers/voucherRows.ts";
import { voucherState } from "../../server/vouchers/voucherState.ts";
import { CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const voucher = (zoneId: string, code: string) => ({
  ...{ zoneId, code, maxDevices: 1, durationMs: 3_600_000, byteLimit: null, rxMaxBps: null },
  ...{ txMaxBps: null, validUntil: null, activatedAt: null, bytesUsed: 0 },
});

describe("revoking vouchers (npm run vouchers -- revoke)", () => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await (CONTRACT_BACKENDS[0] as (typeof CONTRACT_BACKENDS)[number])[1](NOW);
  });
  afterAll(() => c.close());

  it("asks for the zone when a code is a voucher in two (a shop's codes are unique in their zone only)", async () => {
    await insertVoucher(c.store.db, voucher(ZONE, "TWIN2345"), { createdAt: NOW });
    await insertVoucher(c.store.db, voucher("jw-swift-demo", "TWIN2345"), { createdAt: NOW });
    expect(await revokeVouchers(c.store, { code: "twin2345" }, NOW)).toEqual({
      kind: "ambiguous",
      zoneIds: [ZONE, "jw-swift-demo"],
    });
    const one = await revokeVouchers(c.store, { code: "TWIN2345", zoneId: "jw-swift-demo" }, NOW);
    expect(one).toEqual({
      kind: "revoked",
      zoneId: "jw-swift-demo",
      codes: ["TWIN2345"],
      already: 0,
      loggedOut: [],
    });
    // again: nothing new, said so
    const again = await revokeVouchers(c.store, { code: "TWIN2345", zoneId: "jw-swift-demo" }, NOW + 1);
    expect(again).toMatchObject({ codes: [], already: 1 });
    expect(await revokeVouchers(c.store, { code: "NONE2345" }, NOW)).toEqual({ kind: "unknown-code" });
    expect(await revokeVouchers(c.store, { batchId: "20260101-0000" }, NOW)).toEqual({
      kind: "unknown-batch",
    });
  });

  it("a revoked voucher is refused before anything else, even on the device that holds it", () => {
    const revoked = { ...voucher(ZONE, "GONE2345"), activatedAt: NOW - 1000, revokedAt: NOW };
    const bound = [{ mac: "0a:00:00:00:00:01", authedAt: NOW - 1000 }];
    expect(
      decideVoucherActivation({
        voucher: revoked,
        bound,
        mac: "0a:00:00:00:00:01",
        logoutOldest: false,
        now: NOW,
      }),
    ).toEqual({ kind: "revoked" });
    expect(voucherState(revoked, NOW)).toBe("revoked");
    // the others, as stock is counted
    expect(voucherState(voucher(ZONE, "A"), NOW)).toBe("unused");
    expect(voucherState({ ...voucher(ZONE, "A"), activatedAt: NOW - 1000 }, NOW)).toBe("active");
    expect(voucherState({ ...voucher(ZONE, "A"), activatedAt: NOW - 7_200_000 }, NOW)).toBe("expired");
    expect(voucherState({ ...voucher(ZONE, "A"), byteLimit: 10, bytesUsed: 10 }, NOW)).toBe("used-up");
  });
});
