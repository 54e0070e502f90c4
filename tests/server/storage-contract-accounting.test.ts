import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { gatewayCore } from "../../server/gateway/aaa/gatewayCore.ts";
import { findSession } from "../../server/sessions/sessionRows.ts";
import { groupCommit } from "../../server/storage/groupCommit.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";
import { selectVouchers } from "../../server/vouchers/voucherRows.ts";

const NOW = Date.parse("2026-06-10T12:00:00Z");
const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;
const zones = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones;

// issue 33: accounting's group commit, and sessions keyed by gateway, on every store
describe.each(CONTRACT_BACKENDS)("gateway accounting on %s", (_name, open) => {
  let c: ContractBackend;
  let transactions = 0;
  let store: Storage;
  beforeAll(async () => {
    c = await open(NOW);
    // the store, counting the transactions the core runs
    store = {
      ...c.store,
      transaction: (work) => {
        transactions++;
        return c.store.transaction(work);
      },
    } as Storage;
  });
  afterAll(() => c.close());

  const core = () =>
    gatewayCore({
      store,
      zones: () => zones,
      serves: () => true,
      disconnector: { disconnect: async () => [] },
      now: () => NOW,
      log: silent,
    });
  const activate = async (mac: string, code: string) =>
    c.store.transaction(async ({ q }) => {
      await q
        .insertInto("sessions")
        .values({
          ...{ zone_id: ZONE, mac, backend_authed: 1, ac_authed: 0, voucher_code: code, authed_at: NOW },
          ...{ started_at: NOW, end_at: NOW + 86_400_000, bytes_used: 0, max_clients: 5 },
        })
        .execute();
    });
  const report = (mac: string, id: string, octets: number, source = "10.9.0.1") =>
    core().accounting(
      {
        "User-Name": mac,
        "Calling-Station-Id": mac,
        "NAS-Identifier": ZONE,
        "Acct-Status-Type": "Interim-Update",
        "Acct-Session-Id": id,
        "Acct-Output-Octets": octets,
        "Acct-Output-Gigawords": 0,
      },
      source,
    );

  it("many gateways' interim updates at once share commits, and each device's use counts exactly once", async () => {
    const macs = Array.from({ length: 20 }, (_, i) => `0c:33:00:00:00:${String(i).padStart(2, "0")}`);
    for (const mac of macs) await activate(mac, "MULTI234");
    const gateway = core();
    const before = transactions;
    // ten growing reports per device, all in flight together, each also sent twice (a retransmission)
    const sends = macs.flatMap((mac) =>
      Array.from({ length: 10 }, (_, n) => [mac, (n + 1) * 1000] as const).flatMap(([m, octets]) => [
        [m, octets],
        [m, octets],
      ]),
    );
    const outcomes = await Promise.all(
      sends.map(([mac, octets]) =>
        gateway.accounting(
          {
            "User-Name": mac,
            "Calling-Station-Id": mac,
            "NAS-Identifier": ZONE,
            "Acct-Status-Type": "Interim-Update",
            "Acct-Session-Id": `s-${mac}`,
            "Acct-Output-Octets": octets,
            "Acct-Output-Gigawords": 0,
          },
          "10.9.0.2",
        ),
      ),
    );
    expect(outcomes.every((o) => o.kind === "recorded")).toBe(true);
    for (const mac of macs)
      expect((await findSession(c.store.db, ZONE, mac))?.accessControllerAuthed).toBe(true);
    // the voucher's total, as its sessions read it: its own column and its use (voucherRows.ts)
    const voucher = await selectVouchers(c.store.db)
      .where("v.zone_id", "=", ZONE)
      .where("v.code", "=", "MULTI234")
      .executeTakeFirstOrThrow();
    expect(Number(voucher.bytes_used)).toBe(20 * 10_000);
    // 400 reports, far fewer commits
    expect(transactions - before).toBeLessThan(sends.length / 4);
  });

  it("a row from before migration 007 (no client) is taken over by the gateway that reports its session: nothing counts twice", async () => {
    const mac = "0c:33:00:00:01:01";
    await activate(mac, "TEST0009");
    await c.store.db
      .insertInto("accounting_sessions")
      .values({
        ...{ client_address: "", gateway: ZONE, nas_address: "10.9.0.3", acct_session_id: "legacy-1" },
        ...{ zone_id: ZONE, mac, user_name: mac, started_at: NOW - 60_000, updated_at: NOW - 60_000 },
        ...{ stopped_at: null, input_octets: 0, output_octets: 5_000_000, session_time: 60 },
      })
      .execute();
    await report(mac, "legacy-1", 6_000_000, "10.9.0.3");
    expect((await findSession(c.store.db, ZONE, mac))?.bytesUsed).toBe(1_000_000);
    const rows = await c.store.db
      .selectFrom("accounting_sessions")
      .select(["client_address", "output_octets"])
      .where("acct_session_id", "=", "legacy-1")
      .execute();
    expect(rows.map((r) => [r.client_address, Number(r.output_octets)])).toEqual([["10.9.0.3", 6_000_000]]);
  });

  it("one job's failure in a shared commit is its own: the others commit", async () => {
    const commits = groupCommit(c.store);
    const mac = "0c:33:00:00:02:01";
    const results = await Promise.allSettled([
      commits.run("a", async ({ q }) =>
        q.updateTable("sessions").set({ ac_authed: 1 }).where("mac", "=", mac).execute(),
      ),
      commits.run("b", async () => {
        throw new Error("this job fails");
      }),
      commits.run("c", async ({ q }) =>
        q.selectFrom("zones").select("zone_id").where("zone_id", "=", ZONE).executeTakeFirst(),
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[2] as PromiseFulfilledResult<{ zone_id: string }>).value).toEqual({ zone_id: ZONE });
  });
});
