import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { accountingTick } from "../../server/gateway/simulator/startAccounting.ts";
import { onlineSessions } from "../../server/gateway/addUsage.ts";
import { findSession } from "../../server/sessions/sessionRows.ts";
import { openStore } from "../../server/storage/openStore.ts";
import { activateVoucher } from "../../server/vouchers/activateVoucher.ts";
import { seedDemo } from "./helpers/contractBackends.ts";
import {
  DEVICE_BUSY,
  DEVICE_CONNECTED,
  DEVICE_USED_UP,
  startApp,
  type TestApp,
  tempDir,
} from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

describe("demo accounting", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("a tick grows the data of online sessions only", async () => {
    const dir = tempDir();
    const store = openStore(dir);
    await store.migrate();
    const now = Date.now();
    await seedDemo(store, now);
    // backend authed but not yet let online by the access controller: not counted
    await activateVoucher(
      store,
      {
        zoneId: "gn-premium-demo",
        mac: "13:00:00:00:00:01",
        code: "DEMO1234",
        logoutOldest: false,
        attemptedCode: "DE…",
      },
      now,
    );
    const bytes = async (mac: string) => (await findSession(store.db, "gn-premium-demo", mac))?.bytesUsed;
    const before = [await bytes(DEVICE_CONNECTED), await bytes(DEVICE_USED_UP), await bytes(DEVICE_BUSY)];
    // every zone's online sessions count, and the fleet grows: ask the storage how many there are
    const online = (await onlineSessions(store.db, now)).length;
    expect(online).toBeGreaterThanOrEqual(2);
    expect(await accountingTick(store, now, 5000)).toBe(online);
    // 2% of 20 Mbit/s for 5 s
    expect(await bytes(DEVICE_CONNECTED)).toBe((before[0] ?? 0) + 250_000);
    expect(await bytes(DEVICE_USED_UP)).toBe(before[1]);
    expect(await bytes(DEVICE_BUSY)).toBe((before[2] ?? 0) + 250_000);
    expect(await bytes("13:00:00:00:00:01")).toBe(0);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs on its own when an interval is given", async () => {
    t = await startApp({ accountingIntervalMs: 20 });
    const bytes = async () => (await t?.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`))?.json().bytesUsed;
    const start = await bytes();
    // the tick, awaited: on a busy machine 120 ms may hold no turn of the timer
    await expect.poll(bytes, { timeout: scaled(5000), interval: 20 }).toBeGreaterThan(start);
  });
});
