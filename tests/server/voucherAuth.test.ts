import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clock, DEVICE_BUSY, startApp, type TestApp } from "./helpers/testApp.ts";

const HOUR = 3_600_000;
const mac = (n: number) => `0b:00:00:00:00:${n.toString(16).padStart(2, "0")}`;

describe("POST /api/v1/voucher/auth", () => {
  let t: TestApp;
  const c = clock();
  beforeEach(async () => {
    c.t = Date.parse("2026-06-01T12:00:00Z");
    t = await startApp({ storage: { now: c.now } });
  });
  afterEach(() => t.close());

  const activate = (device: string, voucher: string, logoutOldest?: boolean) =>
    t.api("POST", "/api/v1/voucher/auth", {
      mac: device,
      voucher,
      ...(logoutOldest === undefined ? {} : { logoutOldest }),
      termsAccepted: true,
    });
  const session = async (device: string) => (await t.api("GET", `/api/v1/session/${device}`)).json();

  it("activates a fresh voucher, upper-casing the code", async () => {
    const res = await activate(mac(1), "demo1234");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(await session(mac(1))).toMatchObject({ isBackendAuthed: true, authVoucherCode: "DEMO1234" });
  });

  it("reads the code from voucherCode as well", async () => {
    expect(
      (
        await t.api("POST", "/api/v1/voucher/auth", {
          mac: mac(1),
          voucherCode: "DEMO1234",
          termsAccepted: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers 404 for an unknown code", async () => {
    const res = await activate(mac(1), "NOPE123");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: "unknown voucher code" });
    expect((await t.api("GET", `/api/v1/session/${mac(1)}`)).statusCode).toBe(404);
  });

  it.each([
    ["OLD12345", "voucher has expired"],
    ["USED9999", "voucher data is used up"],
  ])("answers 409 for %s", async (code, message) => {
    const res = await activate(mac(1), code);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, error: "Conflict", message });
  });

  it("answers 409 once the voucher's duration has passed", async () => {
    expect((await activate(mac(1), "TEST0002")).statusCode).toBe(200);
    c.advance(24 * HOUR);
    expect((await session(mac(1))).isSessionUsedUp).toBe(true);
    expect((await activate(mac(2), "TEST0002")).statusCode).toBe(409);
  });

  it.each([["AB"], ["ABCDEFGHI"], ["DEMO-12"]])("answers 400 for the malformed code %s", async (code) => {
    const res = await activate(mac(1), code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/voucher code/);
  });

  it("answers 400 when no code is sent", async () => {
    const res = await t.api("POST", "/api/v1/voucher/auth", { mac: mac(1), termsAccepted: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("voucher is required");
  });

  it("answers 300 when the device limit is reached, and logoutOldest takes the slot", async () => {
    const refused = await activate(mac(1), "BUSY5678");
    expect(refused.statusCode).toBe(300);
    expect(refused.json()).toMatchObject({ statusCode: 300, error: "Multiple Choices" });
    expect((await session(DEVICE_BUSY)).isBackendAuthed).toBe(true);

    expect((await activate(mac(1), "BUSY5678", true)).statusCode).toBe(200);
    expect(await session(DEVICE_BUSY)).toMatchObject({
      isBackendAuthed: false,
      isAccessControllerAuthed: false,
    });
    expect(await session(mac(1))).toMatchObject({
      isBackendAuthed: true,
      authVoucherCode: "BUSY5678",
      connectedClients: 1,
    });
  });

  it("answers 200 again on a device already bound, without using another slot", async () => {
    expect((await activate(mac(1), "DEMO1234")).statusCode).toBe(200);
    expect((await activate(mac(1), "DEMO1234")).statusCode).toBe(200);
    expect((await session(mac(1))).connectedClients).toBe(1);
    expect((await activate(mac(2), "DEMO1234")).statusCode).toBe(300);
  });

  it("lets MULTI234 on three devices and logs out the oldest for a fourth", async () => {
    for (const n of [1, 2, 3]) {
      expect((await activate(mac(n), "MULTI234")).statusCode).toBe(200);
      c.advance(60_000);
    }
    expect(await session(mac(3))).toMatchObject({
      connectedClients: 3,
      maxSimultaneousClients: 3,
      byteLimit: null,
    });
    expect((await activate(mac(4), "MULTI234")).statusCode).toBe(300);
    expect((await activate(mac(4), "MULTI234", true)).statusCode).toBe(200);
    expect((await session(mac(1))).isBackendAuthed).toBe(false);
    expect((await session(mac(2))).isBackendAuthed).toBe(true);
    expect((await session(mac(4))).connectedClients).toBe(3);
  });

  it("ends at the voucher's end for every device, counted from the first activation", async () => {
    await activate(mac(1), "MULTI234");
    c.advance(2 * HOUR);
    await activate(mac(2), "MULTI234");
    const first = await session(mac(1));
    expect((await session(mac(2))).endTime).toBe(first.endTime);
  });
});
