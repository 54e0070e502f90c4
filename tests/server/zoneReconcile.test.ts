import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { placeOrder, readDb, SWIFT } from "./helpers/shop.ts";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";

// biome-ignore lint/suspicious/noExplicitAny: manifests of any shape
const readJson = (file: string): Record<string, any> => JSON.parse(readFileSync(file, "utf8"));
const writeJson = (file: string, json: unknown) => writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const mac = "0c:00:00:00:00:01";

describe("zones reconciled from the manifests on every start", () => {
  it("a restart against an existing database adds, changes and retires zones, and keeps a retired zone's history", async () => {
    const fleet = fleetVariant(() => {});
    const dataDir = tempDir();
    cleanups.push(fleet.remove, () => rmSync(dataDir, { recursive: true, force: true }));
    const dir = fleet.manifestsDir;

    // history on the Swift: a voucher session and a card order
    let t: TestApp = await startApp({ ...fleet, storage: { dataDir } });
    const auth = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac, voucher: "JWDEMO01", termsAccepted: true },
      SWIFT,
    );
    expect(auth.statusCode, auth.body).toBe(200);
    const { publicId } = await placeOrder(t);
    await t.app.close();

    // while the server is down: the Swift's manifest goes, a vessel comes, the GangNet ship changes
    const swift = readJson(join(dir, "jetwave/swift.json"));
    rmSync(join(dir, "jetwave/swift.json"));
    const gannet = readJson(join(dir, "skerry/tern.json"));
    writeJson(join(dir, "skerry/gannet.json"), {
      ...gannet,
      zonePrefix: "skerry/gannet",
      zones: [{ zoneId: "sk-gannet" }],
    });
    const premium = readJson(join(dir, "gangnet/premium.json"));
    premium.store.items[0].grossAmount = 3100;
    premium.opens = [...premium.opens, { id: 2, keyword: "free" }];
    writeJson(join(dir, "gangnet/premium.json"), premium);

    t = await startApp({ ...fleet, storage: { dataDir } });
    cleanups.push(() => void t.app.close());
    const added = await t.api("GET", "/api/v1/settings", undefined, "sk-gannet");
    expect(added.statusCode).toBe(200);
    expect(added.json().zonePrefix).toBe("skerry/gannet");
    const store = (await t.api("GET", "/api/v1/store/zone", undefined, "gn-premium-demo")).json();
    expect(store.availableStoreItems[0].grossAmount).toBe(3100);
    expect((await t.api("GET", "/api/v1/opens/zone", undefined, "gn-premium-demo")).json()).toEqual([
      { id: 1, keyword: "trial" },
      { id: 2, keyword: "free" },
    ]);

    // retired: unknown to the API, every row kept
    expect((await t.api("GET", "/api/v1/settings", undefined, SWIFT)).statusCode).toBe(404);
    expect((await t.api("GET", `/api/v1/session/${mac}`, undefined, SWIFT)).statusCode).toBe(404);
    expect(readDb(t, "SELECT retired_at FROM zones WHERE zone_id = ?", SWIFT)).toEqual([
      { retired_at: expect.any(Number) },
    ]);
    expect(readDb(t, "SELECT voucher_code FROM sessions WHERE zone_id = ? AND mac = ?", SWIFT, mac)).toEqual([
      { voucher_code: "JWDEMO01" },
    ]);
    expect(
      readDb(t, "SELECT code FROM vouchers WHERE zone_id = ? AND code = 'JWDEMO01'", SWIFT),
    ).toHaveLength(1);
    expect(readDb(t, "SELECT zone_id FROM orders WHERE public_id = ?", publicId)).toEqual([
      { zone_id: SWIFT },
    ]);
    expect(readDb(t, "SELECT item_id FROM order_lines WHERE public_id = ?", publicId)).toHaveLength(1);

    // the same folder again changes nothing
    expect(await t.app.reloadZones()).toEqual({ ok: true, report: { added: [], changed: [], retired: [] } });

    // the manifest comes back: so does the zone, with its session
    writeJson(join(dir, "jetwave/swift.json"), swift);
    expect(await t.app.reloadZones()).toEqual({
      ok: true,
      report: { added: [], changed: [SWIFT], retired: [] },
    });
    // read as the device's own browser: a voucher code is shown to nobody else
    t.bind(mac, SWIFT);
    const session = await t.api("GET", `/api/v1/session/${mac}`, undefined, SWIFT);
    expect(session.json()).toMatchObject({ isBackendAuthed: true, authVoucherCode: "JWDEMO01" });
  });

  it("DEMO=0 serves the manifests' zones without any demo row", async () => {
    const t = await startApp({ demo: { dataPath: undefined } });
    cleanups.push(() => void t.close());
    const settings = await t.api("GET", "/api/v1/settings", undefined, "md-stella-demo");
    expect(settings.statusCode).toBe(200);
    expect(readDb(t, "SELECT COUNT(*) AS n FROM vouchers")).toEqual([{ n: 0 }]);
    expect(readDb(t, "SELECT COUNT(*) AS n FROM cruise_bookings")).toEqual([{ n: 0 }]);
    expect(
      readDb(t, "SELECT COUNT(*) AS n FROM cruise_packages WHERE zone_id = 'md-stella-demo'"),
    ).not.toEqual([{ n: 0 }]);
  });
});
