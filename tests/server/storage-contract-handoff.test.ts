import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCredential } from "../../server/access/credentials/checkCredential.ts";
import { mintCredential } from "../../server/access/credentials/mintCredential.ts";
import { pruneCredentials } from "../../server/access/credentials/pruneCredentials.ts";
import { claimRedirect, pruneUsedRedirects } from "../../server/gateway/handoff/claimRedirect.ts";
import { insertVoucher } from "../../server/vouchers/voucherRows.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { attempted, CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const MAC = "02:00:00:00:0b:01";

// the one-time handoff credential (issue 32): the same rules on every store, and one use when a
// gateway's retransmissions (or two gateways) bring it at once
describe.each(CONTRACT_BACKENDS)("handoff credential storage contract on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
    await insertVoucher(
      c.store.db,
      {
        ...{ zoneId: ZONE, code: "HANDOFF1", maxDevices: 1, durationMs: 86_400_000, byteLimit: null },
        ...{ rxMaxBps: null, txMaxBps: null, validUntil: null, activatedAt: null, bytesUsed: 0 },
      },
      { createdAt: NOW },
    );
    const decision = await activateVoucher(
      c.store,
      { zoneId: ZONE, mac: MAC, code: "HANDOFF1", logoutOldest: false, attemptedCode: attempted("HANDOFF1") },
      NOW,
    );
    expect(decision.kind).toBe("activate");
  });
  afterAll(() => c.close());

  it("mints one per device, and ten requests at once with it let the device on once", async () => {
    expect(await mintCredential(c.store, ZONE, "02:00:00:00:0b:99", NOW)).toBeUndefined();
    await mintCredential(c.store, ZONE, MAC, NOW);
    const minted = await mintCredential(c.store, ZONE, MAC, NOW);
    if (!minted) throw new Error("a granted device gets a credential");
    const claim = { id: minted.id, zoneId: ZONE, mac: MAC, proves: () => true };
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => checkCredential(c.store, claim, () => "pw", NOW + 1000)),
    );
    expect(verdicts.filter((v) => v === "accepted")).toHaveLength(1);
    expect(verdicts.filter((v) => v === "used")).toHaveLength(9);
    expect(await checkCredential(c.store, { ...claim, mac: "02:00:00:00:0b:02" }, () => "pw", NOW)).toBe(
      "other-device",
    );
    const rows = await c.store.db.selectFrom("handoff_credentials").select("credential_id").execute();
    expect(rows).toHaveLength(1);
    await pruneCredentials(c.store.db, minted.expiresAt + 3_600_001);
    expect(await c.store.db.selectFrom("handoff_credentials").selectAll().execute()).toEqual([]);
  });

  // issue 40: a gateway's signed redirect binds one browser, ever, when ten bring it at once too
  it("lets ten browsers bringing one redirect at once bind one; that one alone comes back", async () => {
    const md = "A".repeat(32);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        claimRedirect(c.store.db, { md, zoneId: ZONE, browser: `b${i}` }, NOW),
      ),
    );
    const winner = claims.indexOf(true);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(
      await claimRedirect(c.store.db, { md, zoneId: ZONE, browser: `b${winner}` }, NOW + 3_600_000),
    ).toBe(true);
    expect(await claimRedirect(c.store.db, { md, zoneId: ZONE, browser: "other" }, NOW + 3_600_000)).toBe(
      false,
    );
    expect(await claimRedirect(c.store.db, { md, zoneId: ZONE, browser: undefined }, NOW)).toBe(false);
    await pruneUsedRedirects(c.store.db, NOW + 31 * 86_400_000);
    expect(await c.store.db.selectFrom("used_gateway_redirects").selectAll().execute()).toEqual([]);
  });
});
