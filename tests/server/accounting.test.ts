import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// the access-controller simulator is a gateway like any other: it asks the RADIUS server, reports
// Start, interim use and Stop, and that alone moves a device online, grows its data and takes it off
describe("the simulator's accounting", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("goes online through RADIUS on /auth, reports use on every tick, and offline on /logout", async () => {
    t = await startApp({ simulators: { accountingIntervalMs: 20 } });
    const mac = "13:00:00:00:00:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    t.bind(mac);
    const session = async () => (await t?.api("GET", `/api/v1/session/${mac}`))?.json();
    expect((await session()).isAccessControllerAuthed).toBe(false);
    const query = `mac=${mac}&zoneId=${ZONE}`;
    const auth = await t.app.inject({ url: `/auth?${query}`, headers: { cookie: t.cookie ?? "" } });
    expect(auth.headers.location).toMatch(/^\/status\?/);
    expect((await session()).isAccessControllerAuthed).toBe(true);
    // the tick, awaited: on a busy machine a few intervals may pass without a turn of the timer
    await expect
      .poll(async () => (await session()).bytesUsed, { timeout: scaled(5000), interval: 20 })
      .toBeGreaterThan(0);
    const logout = await t.app.inject({ url: `/logout?${query}`, headers: { cookie: t.cookie ?? "" } });
    expect(logout.statusCode).toBe(302);
    expect((await session()).isAccessControllerAuthed).toBe(false);
  });

  it("obeys a Disconnect-Request (radclient's): ACK, accounting Stop, the device offline", async () => {
    const secret = "a-gateway-secret-of-32-characters";
    t = await startApp({ gateway: { radius: { clients: [{ address: "127.0.0.1", secret }] } } });
    const mac = "13:00:00:00:00:03";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0006", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    t.bind(mac);
    const query = `mac=${mac}&zoneId=${ZONE}`;
    await t.app.inject({ url: `/auth?${query}`, headers: { cookie: t.cookie ?? "" } });
    const session = async () => (await t?.api("GET", `/api/v1/session/${mac}`))?.json();
    expect((await session()).isAccessControllerAuthed).toBe(true);
    const port = t.app.gateway.simulator?.port ?? 0;
    const unknown = await radclient("disconnect", port, secret, {
      "Calling-Station-Id": stationId("13:00:00:00:00:99"),
    });
    expect(unknown).toMatchObject({
      code: "Disconnect-NAK",
      attributes: { "Error-Cause": "Session-Context-Not-Found" },
    });
    const answer = await radclient("disconnect", port, secret, { "Calling-Station-Id": stationId(mac) });
    expect(answer.code).toBe("Disconnect-ACK");
    expect((await session()).isAccessControllerAuthed).toBe(false);
  });

  it("is refused online for a device without a session", async () => {
    t = await startApp();
    const mac = "13:00:00:00:00:02";
    t.bind(mac);
    const auth = await t.app.inject({
      url: `/auth?mac=${mac}&zoneId=${ZONE}`,
      headers: { cookie: t.cookie ?? "" },
    });
    expect(auth.headers.location).toMatch(/^\/\?.*retryCount=1/);
  });
});
