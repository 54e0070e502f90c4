import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readDb } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const macs = Array.from({ length: 50 }, (_, i) => `0c:00:00:00:00:${i.toString(16).padStart(2, "0")}`);

// real sockets and real parallel requests: the check and the write of an activation
// must not interleave with another's
describe("parallel activations of a one-device voucher", () => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    // 50 devices from one test address: the per-client limit is not what this test is about
    t = await startApp({ rateLimit: { clientLimitScale: 10 } });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(() => t.close());

  const activate = (mac: string, voucher: string, logoutOldest = false) =>
    fetch(`${base}/api/v1/voucher/auth`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-zone-public-id": "gn-premium-demo" },
      body: JSON.stringify({ mac, voucher, logoutOldest, termsAccepted: true }),
    });
  // each session is the browser's that started it (each fetch above, one without cookies): read
  // them where they are kept
  const authedDevices = async () =>
    readDb<{ n: number }>(
      t,
      "SELECT COUNT(*) AS n FROM sessions WHERE mac LIKE '0c:00:00:00:00:%' AND backend_authed = 1",
    )[0]?.n;

  it("lets exactly one of 50 devices in; the others get 300", async () => {
    const responses = await Promise.all(macs.map((mac) => activate(mac, "TEST0001")));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 300)).toHaveLength(49);
    expect(await authedDevices()).toBe(1);
  });

  it("keeps one device bound when 50 devices all ask to log out the oldest", async () => {
    const responses = await Promise.all(macs.map((mac) => activate(mac, "TEST0004", true)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(await authedDevices()).toBe(1);
  });
});
