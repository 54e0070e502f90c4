import { afterEach, describe, expect, it } from "vitest";
import { pruneVerdicts, recordVerdict, VERDICTS_PER_DEVICE } from "../../server/access/verdict.ts";
import { eraseByMac } from "../../server/erasure/eraseByMac.ts";
import { groupCommit } from "../../server/storage/groupCommit.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import type { Storage } from "../../server/storage/Storage.ts";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { readDb } from "./helpers/shop.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const SECRET = "a-gateway-secret-of-32-characters";
const STRANGER = "02:00:00:00:0a:01";
const cardOf = (mac: string) => `/console/device?zone=${ZONE}&mac=${encodeURIComponent(mac)}`;

describe("the last RADIUS verdicts per device", () => {
  let t: TestApp | undefined;
  let store: Storage | undefined;
  afterEach(async () => {
    await t?.close();
    await store?.close();
    t = undefined;
    store = undefined;
  });

  it("are written by the AAA core for each Access-Request and shown on the device's card, with reason and gateway", async () => {
    // the second core on: the worker's verdicts are recorded by the main process
    t = await startApp({
      gateway: { radius: { clients: [{ address: "127.0.0.1", secret: SECRET }], workers: 1 } },
    });
    const port = t.app.gateway.radius?.authPort ?? 0;
    const ask = (mac: string) =>
      radclient("auth", port, SECRET, {
        ...{ "User-Name": stationId(mac), "User-Password": stationId(mac) },
        ...{ "Calling-Station-Id": stationId(mac), "NAS-Identifier": ZONE },
        "Message-Authenticator": { raw: "0x00" },
      });
    expect((await ask(DEVICE_CONNECTED)).code).toBe("Access-Accept");
    expect((await ask(STRANGER)).code).toBe("Access-Reject");
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"]);
    const b = consoleBrowser(t.app);
    await b.signIn("clerk");
    // the verdict is queued behind the answer: awaited here, not timed
    await expect
      .poll(async () => (await b.get(cardOf(STRANGER))).body)
      .toMatch(/<td[^>]*>[\d-]+ [\d:]+<\/td><td[^>]*>gn-premium-demo<\/td><td[^>]*>Reject: no-session<\/td>/);
    await expect
      .poll(async () => (await b.get(cardOf(DEVICE_CONNECTED))).body)
      .toMatch(/<td[^>]*>gn-premium-demo<\/td><td[^>]*>Accept<\/td>/);
    // the gateway health page counts its rejects by reason (an operator's, and none of another's)
    await addUser(t.dataDir, "ops", "operator", ["gangnet"]);
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    expect((await ops.get("/console/gateways")).body).toMatch(
      /<h2 id="rejects">Rejects in the last 24 hours, by reason<\/h2>.*<td[^>]*>gn-premium-demo<\/td><td[^>]*>no-session<\/td><td[^>]*>1<\/td>/s,
    );
    await addUser(t.dataDir, "aegeo-ops", "operator", ["aegeo"]);
    const aegeo = consoleBrowser(t.app);
    await aegeo.signIn("aegeo-ops");
    expect((await aegeo.get("/console/gateways")).body).toContain(
      "No gateway rejected a device in the last 24 hours.",
    );
    // the desk of another vessel sees neither card
    await addUser(t.dataDir, "other", "desk", ["aegeo/kyma"]);
    const o = consoleBrowser(t.app);
    await o.signIn("other");
    expect((await o.get(cardOf(STRANGER))).statusCode).toBe(404);
    // erased with the device's other data
    await t.app.close();
    store = openStorage(t.dataDir);
    const report = await eraseByMac(store, STRANGER, Date.now());
    expect(report.removed["RADIUS verdicts"]).toBe(1);
    expect(readDb(t, "SELECT mac FROM radius_verdicts WHERE mac = ?", STRANGER)).toEqual([]);
  });

  it("are bounded: the newest 20 per device, a ceiling in all, none past the retention", async () => {
    t = await startApp();
    store = openStorage(t.dataDir);
    const commits = groupCommit(store);
    // recent: the app's own maintenance round, if it runs meanwhile, keeps what this one keeps
    const base = Date.now() - 60_000;
    const verdict = (mac: string, at: number) =>
      recordVerdict(commits, { at, zoneId: ZONE, mac, gateway: "gw", accept: false, reason: "no-session" });
    await Promise.all(Array.from({ length: 25 }, (_, i) => verdict("02:00:00:00:0b:01", base + i)));
    await Promise.all(Array.from({ length: 5 }, (_, i) => verdict("02:00:00:00:0b:02", base + 100 + i)));
    await verdict("02:00:00:00:0b:03", 10);
    await pruneVerdicts(store.db, base - 1);
    const rows = await store.db
      .selectFrom("radius_verdicts")
      .select(["mac", "at"])
      .orderBy("verdict_id")
      .execute();
    // the old one gone by age; the first device's five oldest by its count
    expect(rows.filter((r) => r.mac === "02:00:00:00:0b:01").map((r) => r.at)).toEqual(
      Array.from({ length: VERDICTS_PER_DEVICE }, (_, i) => base + 5 + i),
    );
    expect(rows.filter((r) => r.mac === "02:00:00:00:0b:02")).toHaveLength(5);
    expect(rows.some((r) => r.mac === "02:00:00:00:0b:03")).toBe(false);
    // the ceiling keeps the newest rows of all
    await pruneVerdicts(store.db, base - 1, 3);
    const left = await store.db.selectFrom("radius_verdicts").select("at").orderBy("at").execute();
    expect(left.map((r) => r.at)).toEqual([base + 102, base + 103, base + 104]);
  });
});
