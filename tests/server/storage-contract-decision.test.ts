import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionForDecision } from "../../server/access/sessionForDecision.ts";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { gatewayCore } from "../../server/gateway/aaa/gatewayCore.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { findSession } from "../../server/sessions/sessionRows.ts";
import { CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-10T12:00:00Z");
const silent = { warn() {}, info() {}, error() {}, debug() {} } as never;
const zones = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones;

// issue 44: an Access-Request reads only what its decision needs (sessionForDecision.ts); it must
// read what the whole session says, the voucher's shared total included, on every store
describe.each(CONTRACT_BACKENDS)("the Access-Request decision's session on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
    await c.store.transaction(async ({ q }) => {
      const session = { zone_id: ZONE, backend_authed: 1, ac_authed: 0, authed_at: NOW, started_at: NOW };
      // a voucher whose devices' use has a row of its own (voucher_use), one whose voucher row is
      // gone, and one logged out with its own count
      await q
        .insertInto("vouchers")
        .values({ zone_id: ZONE, code: "SHARE234", byte_limit: 5000, bytes_used: 1200 })
        .execute();
      await q
        .insertInto("voucher_use")
        .values({ zone_id: ZONE, code: "SHARE234", bytes_used: 800 })
        .execute();
      await q
        .insertInto("sessions")
        .values([
          { ...session, mac: "0c:44:00:00:00:01", voucher_code: "SHARE234", byte_limit: 5000, bytes_used: 7 },
          {
            ...session,
            mac: "0c:44:00:00:00:02",
            voucher_code: "GONE2345",
            byte_limit: 5000,
            bytes_used: 4999,
          },
          { ...session, mac: "0c:44:00:00:00:03", backend_authed: 0, end_at: NOW + 1000, bytes_used: 3 },
        ])
        .execute();
    });
  });
  afterAll(() => c.close());

  it("is the whole session's, for every session there is and one there is not", async () => {
    const rows = await c.store.db.selectFrom("sessions").select(["zone_id", "mac"]).execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const { zone_id, mac } of [...rows, { zone_id: ZONE, mac: "0c:44:00:00:00:ff" }]) {
      const whole = await findSession(c.store.db, zone_id, mac);
      const expected = whole && {
        ...{ backendAuthed: whole.backendAuthed, endAt: whole.endAt, byteLimit: whole.byteLimit },
        ...{ bytesUsed: whole.bytesUsed, rxMaxBps: whole.rxMaxBps, txMaxBps: whole.txMaxBps },
      };
      expect(await sessionForDecision(c.store.db, zone_id, mac), `${zone_id} ${mac}`).toEqual(expected);
    }
  });

  it("counts a voucher's shared total, and a device's own when its voucher row is gone", async () => {
    expect((await sessionForDecision(c.store.db, ZONE, "0c:44:00:00:00:01"))?.bytesUsed).toBe(2000);
    expect((await sessionForDecision(c.store.db, ZONE, "0c:44:00:00:00:02"))?.bytesUsed).toBe(4999);
    expect(await sessionForDecision(c.store.db, ZONE, "0c:44:00:00:00:03")).toMatchObject({
      backendAuthed: false,
      bytesUsed: 3,
    });
  });

  const core = (store: Storage) =>
    gatewayCore({
      ...{ store, zones: () => zones, serves: () => true, now: () => NOW, log: silent },
      disconnector: { disconnect: async () => [] },
    });
  const ask = (gateway: ReturnType<typeof core>, mac: string) =>
    gateway.access({ "User-Name": mac, "Calling-Station-Id": mac, "NAS-Identifier": ZONE }, "10.9.0.1");
  const verdicts = async (mac: string) =>
    (await c.store.db.selectFrom("radius_verdicts").select("accept").where("mac", "=", mac).execute()).length;

  it("is read and its verdict written in shared transactions, one verdict per Access-Request", async () => {
    let transactions = 0;
    const counted = {
      ...c.store,
      transaction: (work) => {
        transactions++;
        return c.store.transaction(work);
      },
    } as Storage;
    const gateway = core(counted);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ask(gateway, i % 2 ? "0c:44:00:00:00:01" : "0c:44:00:00:00:7f")),
    );
    expect(answers.filter((a) => a.accept)).toHaveLength(15);
    expect(answers.find((a) => !a.accept)).toEqual({ accept: false, reason: "no-session" });
    expect(transactions).toBeLessThan(30);
    expect(await verdicts("0c:44:00:00:00:01")).toBe(15);
    expect(await verdicts("0c:44:00:00:00:7f")).toBe(15);
  });

  it("is still answered when no transaction can be written (a full disk): read alone, its verdict lost", async () => {
    const full = {
      ...c.store,
      transaction: async () => {
        throw new Error("database or disk is full");
      },
    } as Storage;
    const before = await verdicts("0c:44:00:00:00:01");
    const gateway = core(full);
    expect(await ask(gateway, "0c:44:00:00:00:01")).toMatchObject({ accept: true });
    expect(await ask(gateway, "0c:44:00:00:00:03")).toEqual({ accept: false, reason: "logged-out" });
    expect(await verdicts("0c:44:00:00:00:01")).toBe(before);
  });
});
