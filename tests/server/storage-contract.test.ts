import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MANIFESTS_DIR } from "../../server/buildApp.ts";
import { MINUTE } from "../../server/domain/time.ts";
import { findSession, onlineSessions } from "../../server/sessions/sessionRows.ts";
import { addUsage } from "../../server/testMode/addUsage.ts";
import { authorizeAccessController } from "../../server/testMode/authorizeAccessController.ts";
import { loadZoneSnapshot } from "../../server/zones/loadZoneSnapshot.ts";
import { reconcileZones } from "../../server/zones/reconcileZones.ts";
import { pruneLogs } from "../../server/maintenance/pruneLogs.ts";
import { activateOpen } from "../../server/opens/activateOpen.ts";
import { isOpenAvailable } from "../../server/opens/isOpenAvailable.ts";
import { listOpens } from "../../server/opens/openRows.ts";
import { logout } from "../../server/sessions/logout.ts";
import { resetSession } from "../../server/sessions/resetSession.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { attempted, CONTRACT_BACKENDS, type ContractBackend } from "./helpers/contractBackends.ts";
import { DEVICE_CONNECTED, ZONE } from "./helpers/testApp.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const macs = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}:00:00:00:00:${i.toString(16).padStart(2, "0")}`);

// one contract, every store: what the routes rely on, above all under parallel calls
describe.each(CONTRACT_BACKENDS)("storage contract on %s", (_name, open) => {
  let c: ContractBackend;
  beforeAll(async () => {
    c = await open(NOW);
  });
  afterAll(() => c.close());
  const session = (zoneId: string, mac: string) => findSession(c.store.db, zoneId, mac);
  const activate = (mac: string, code: string, logoutOldest = false, zoneId = ZONE) =>
    activateVoucher(c.store, { zoneId, mac, code, logoutOldest, attemptedCode: attempted(code) }, NOW);

  it("reconciles the manifests' zones idempotently: a second run changes nothing", async () => {
    const { zones } = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR);
    expect(await reconcileZones(c.store, zones, NOW)).toEqual({ added: [], changed: [], retired: [] });
  });

  it("finds zones, opens and seeded sessions; unknown ones are undefined", async () => {
    expect((await c.zones.find(ZONE))?.tier).toBe("premium");
    expect(await c.zones.find("nowhere")).toBeUndefined();
    // every zone id of the manifests, in byte order on either store
    const ids = loadZoneSnapshot(DEFAULT_MANIFESTS_DIR).zones.map((z) => z.zoneId);
    expect(await c.zones.ids()).toEqual([...ids].sort());
    expect((await listOpens(c.store.db, "nl-polaris")).map((o) => [o.id, o.keyword])).toEqual([
      [1, "trial-premium"],
      [2, "free"],
    ]);
    expect((await session(ZONE, DEVICE_CONNECTED))?.backendAuthed).toBe(true);
    expect(await session(ZONE, "0e:00:00:00:00:00")).toBeUndefined();
  });

  it("lets exactly one of 50 devices redeem a one-device voucher at once", async () => {
    const decisions = await Promise.all(macs("0c", 50).map((mac) => activate(mac, "TEST0001")));
    expect(decisions.filter((d) => d.kind === "activate")).toHaveLength(1);
    expect(decisions.filter((d) => d.kind === "device-limit")).toHaveLength(49);
    const sessions = await Promise.all(macs("0c", 50).map((mac) => session(ZONE, mac)));
    expect(sessions.filter((x) => x?.backendAuthed)).toHaveLength(1);
  });

  it("keeps one device bound when 30 devices all log out the oldest at once", async () => {
    const decisions = await Promise.all(macs("0d", 30).map((mac) => activate(mac, "TEST0004", true)));
    expect(decisions.every((d) => d.kind === "activate")).toBe(true);
    const sessions = await Promise.all(macs("0d", 30).map((mac) => session(ZONE, mac)));
    expect(sessions.filter((x) => x?.backendAuthed)).toHaveLength(1);
  });

  it("grants one trial when one device asks 20 times at once", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => activateOpen(c.store, ZONE, 1, "0f:00:00:00:00:01", NOW, "UTC")),
    );
    expect(outcomes.filter((o) => o.kind === "activated")).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "unavailable")).toHaveLength(19);
    expect(await isOpenAvailable(c.store, ZONE, 1, "0f:00:00:00:00:01", NOW, "UTC")).toBe(false);
    expect(await activateOpen(c.store, ZONE, 99, "0f:00:00:00:00:01", NOW, "UTC")).toEqual({
      kind: "unknown-open",
    });
  });

  it("lets the access controller in once a session is active, and logs out", async () => {
    const mac = "0f:00:00:00:00:02";
    expect(await authorizeAccessController(c.store, ZONE, mac, NOW)).toBe(false);
    expect((await activate(mac, "TEST0005")).kind).toBe("activate");
    const lets = await Promise.all(
      Array.from({ length: 5 }, () => authorizeAccessController(c.store, ZONE, mac, NOW)),
    );
    expect(lets.every(Boolean)).toBe(true);
    expect((await onlineSessions(c.store.db, NOW)).some((x) => x.mac === mac)).toBe(true);
    expect(await logout(c.store, ZONE, mac)).toBe(true);
    expect((await session(ZONE, mac))?.backendAuthed).toBe(false);
    expect(await logout(c.store, ZONE, "0f:00:00:00:00:99")).toBe(false);
  });

  it("adds usage to the session and its voucher's shared total", async () => {
    const mac = "0f:00:00:00:00:03";
    await activate(mac, "TEST0006");
    await addUsage(c.store, [
      { zoneId: ZONE, mac, bytes: 1000 },
      { zoneId: ZONE, mac, bytes: 500 },
    ]);
    expect((await session(ZONE, mac))?.bytesUsed).toBe(1500);
    expect(await resetSession(c.store, ZONE, "0f:00:00:00:00:98", NOW)).toEqual({ kind: "no-session" });
  });

  it("prunes logs older than the cutoff and keeps newer ones", async () => {
    await c.store.db
      .insertInto("voucher_attempts")
      .values({ at: NOW - 60 * MINUTE, zone_id: ZONE, mac: "x", code: "y", outcome: "unknown" })
      .execute();
    await c.store.db
      .insertInto("analytics_events")
      .values({ received_at: NOW, timestamp: "t", session_id: "s", zone_id: ZONE, event: "e" })
      .execute();
    await pruneLogs(c.store, NOW - MINUTE);
    const attempts = await c.store.db.selectFrom("voucher_attempts").select("at").execute();
    expect(attempts.every((a) => a.at >= NOW - MINUTE)).toBe(true);
    expect(await c.store.db.selectFrom("analytics_events").select("id").execute()).toHaveLength(1);
    // the trial granted above (at NOW) survives: the device still may not take another
    expect(await isOpenAvailable(c.store, ZONE, 1, "0f:00:00:00:00:01", NOW, "UTC")).toBe(false);
  });
});
