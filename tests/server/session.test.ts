import Ajv from "ajv";
import addFormats from "ajv-formats";
import { afterEach, describe, expect, it } from "vitest";
import { apiSchemas, SCHEMA_BASE } from "../../server/http/apiSchemas.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { clock, DEVICE_CONNECTED, DEVICE_USED_UP, startApp, type TestApp } from "./helpers/testApp.ts";

const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, schemas: apiSchemas() });
addFormats(ajv);
const validSession = ajv.getSchema(`${SCHEMA_BASE}session.schema.json`);
const HOUR = 3_600_000;

describe("GET /api/v1/session/{mac}", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("is 404 for a device without a session, then the voucher's session after activation", async () => {
    const c = clock();
    t = await startApp({ storage: { now: c.now } });
    const mac = "0a:00:00:00:00:01";
    const before = await t.api("GET", `/api/v1/session/${mac}`);
    expect(before.statusCode).toBe(404);
    // the error handler's shape, exactly: nothing more, nothing less
    expect(before.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "no session for this device in this zone",
    });
    expect(before.headers["content-type"]).toMatch(/^application\/json/);
    expect(before.headers["cache-control"]).toBe("no-store");

    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "DEMO1234", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const res = await t.api("GET", `/api/v1/session/${mac}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const session = res.json();
    expect(validSession?.(session), JSON.stringify(validSession?.errors)).toBe(true);
    expect(session).toEqual({
      isBackendAuthed: true,
      isAccessControllerAuthed: false,
      isAuthOpen: false,
      authOpenKeyword: null,
      authVoucherCode: "DEMO1234",
      isSessionResetAvailable: false,
      resetMethod: null,
      nextReset: null,
      isSessionUsedUp: false,
      endTime: new Date(c.t + 24 * HOUR).toISOString(),
      endTimePermanent: new Date(c.t + 24 * HOUR).toISOString(),
      bytesUsed: 0,
      byteLimit: 1_000_000_000,
      rxMaxBytesPerSecond: 2_500_000,
      txMaxBytesPerSecond: 2_500_000,
      connectedClients: 1,
      maxSimultaneousClients: 1,
      logoutMethod: "ACCESS_CONTROLLER",
    });
  });

  it("shows the demo devices: one connected, one used up with a manual reset", async () => {
    t = await startApp();
    const connected = (await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json();
    expect(validSession?.(connected)).toBe(true);
    expect(connected).toMatchObject({
      isBackendAuthed: true,
      isAccessControllerAuthed: true,
      isSessionUsedUp: false,
      bytesUsed: 123456789,
    });
    const usedUp = (await t.api("GET", `/api/v1/session/${DEVICE_USED_UP}`)).json();
    expect(validSession?.(usedUp)).toBe(true);
    expect(usedUp).toMatchObject({
      isSessionUsedUp: true,
      isSessionResetAvailable: true,
      resetMethod: "MANUAL",
      isAuthOpen: true,
    });
    expect(Date.parse(usedUp.nextReset)).toBeLessThan(Date.now());
    // its trial was granted within 24 hours: only the reset brings it back
    expect((await t.api("GET", `/api/v1/open/1/available/${DEVICE_USED_UP}`)).json()).toBe(false);
  });

  it("is used up once the voucher's data limit is reached", async () => {
    t = await startApp({ testMode: { on: true } });
    const mac = "0a:00:00:00:00:02";
    await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "TEST0003", termsAccepted: true });
    await t.api("POST", "/api/v1/radius/accounting", { mac, bytes: 999_999_999 });
    expect((await t.api("GET", `/api/v1/session/${mac}`)).json()).toMatchObject({
      bytesUsed: 999_999_999,
      isSessionUsedUp: false,
    });
    await t.api("POST", "/api/v1/radius/accounting", { mac, bytes: 1 });
    expect((await t.api("GET", `/api/v1/session/${mac}`)).json().isSessionUsedUp).toBe(true);
  });

  it("keeps zones apart: a session in one zone is a 404 in another", async () => {
    const vouchers = [{ code: "ABC123", maxDevices: 1, durationMinutes: 60, byteLimit: null }];
    const variant = fleetVariant((fleet) => {
      // two zone ids served by one layout
      fleet.layout("gn-premium-demo").zones = [{ zoneId: "zone-a" }, { zoneId: "zone-b" }];
      fleet.demo.zones = { "zone-a": { vouchers }, "zone-b": { vouchers } };
    });
    t = await startApp(variant);
    const close = t.close;
    t.close = async () => {
      await close();
      variant.remove();
    };
    const mac = "0a:00:00:00:00:03";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: "ABC123", termsAccepted: true }, "zone-a"))
        .statusCode,
    ).toBe(200);
    expect((await t.api("GET", `/api/v1/session/${mac}`, undefined, "zone-a")).statusCode).toBe(200);
    expect((await t.api("GET", `/api/v1/session/${mac}`, undefined, "zone-b")).statusCode).toBe(404);
  });
});
