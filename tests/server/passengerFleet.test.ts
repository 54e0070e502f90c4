import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

// the states the passenger flows' end-to-end tests rely on (tests/e2e/passengerFleet.ts), as the
// demo fleet seeds them; the clock sits mid-day so a premium trial 16 minutes ago is today's
const ZONES = {
  polaris: { id: "nl-polaris", n: 1, code: "PO", opens: { "trial-premium": 1, free: 2 } },
  seahawk: { id: "cw-seahawk", n: 3, code: "SH", opens: { free: 1 } },
  tern: { id: "sk-tern", n: 4, code: "TE", opens: { trial: 1 } },
  kyma: { id: "ae-kyma", n: 7, code: "KY", opens: { trial: 1 } },
  aallotar: { id: "fw-aallotar", n: 8, code: "AA", opens: {} },
  cargolink: { id: "cl-crew", n: 11, code: "CL", opens: {} },
} as const;
type Key = keyof typeof ZONES;
const hex = (n: number) => n.toString(16).padStart(2, "0");
const mac = (zone: Key, device: number) => `02:00:00:${hex(ZONES[zone].n)}:00:${hex(device)}`;
const NEW = "0e:00:00:00:aa:01";

describe("passenger demo fleet", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ storage: { now: clock(Date.parse("2026-06-01T12:00:00Z")).now } });
  });
  afterAll(() => t.close());

  // read as the device's own browser (bound), which alone sees its voucher code
  const session = async (zone: Key, device: number) => {
    t.bind(mac(zone, device), ZONES[zone].id);
    return (await t.api("GET", `/api/v1/session/${mac(zone, device)}`, undefined, ZONES[zone].id)).json();
  };
  const available = async (zone: Key, openId: number, device: string) =>
    (await t.api("GET", `/api/v1/open/${openId}/available/${device}`, undefined, ZONES[zone].id)).json();
  const activate = (zone: Key, voucher: string, device = NEW) =>
    t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac: device, voucher, logoutOldest: false, termsAccepted: true },
      ZONES[zone].id,
    );

  it("offers each open to a new device, and not again to one that used its trial", async () => {
    expect(await available("polaris", 1, NEW)).toBe(true);
    expect(await available("tern", 1, NEW)).toBe(true);
    expect(await available("polaris", 1, mac("polaris", 3))).toBe(false);
    expect(await available("tern", 1, mac("tern", 3))).toBe(false);
    expect(await available("kyma", 1, mac("kyma", 3))).toBe(false);
  });

  it.each(["polaris", "tern", "cargolink"] as const)(
    "%s: vouchers fresh, over the device limit, expired, used elsewhere",
    async (zone) => {
      const code = ZONES[zone].code;
      expect((await activate(zone, `${code}FRESH4`)).statusCode).toBe(200);
      expect((await activate(zone, `${code}BUSY01`, "0e:00:00:00:aa:02")).statusCode).toBe(300);
      expect((await activate(zone, `${code}OLD001`)).statusCode).toBe(409);
      expect((await activate(zone, `${code}GONE01`)).statusCode).toBe(409);
    },
  );

  it("connected devices: a voucher session with a logout method, an open session without", async () => {
    expect(await session("polaris", 1)).toMatchObject({
      isBackendAuthed: true,
      isAccessControllerAuthed: true,
      isSessionUsedUp: false,
      authVoucherCode: "POLIVE01",
      logoutMethod: "ACCESS_CONTROLLER",
    });
    expect(await session("polaris", 4)).toMatchObject({
      isAuthOpen: true,
      authOpenKeyword: "free",
      isAccessControllerAuthed: true,
      logoutMethod: null,
    });
    expect(await session("polaris", 6)).toMatchObject({
      authOpenKeyword: "trial-premium",
      isSessionUsedUp: false,
    });
  });

  it.each([
    ["polaris", 2],
    ["kyma", 2],
    ["seahawk", 9],
  ] as const)("%s device %i: used up with a reset available", async (zone, device) => {
    expect(await session(zone, device)).toMatchObject({
      isSessionUsedUp: true,
      isSessionResetAvailable: true,
      isAccessControllerAuthed: false,
    });
  });

  it.each([
    ["polaris", 3],
    ["tern", 3],
    ["aallotar", 3],
    ["cargolink", 3],
  ] as const)("%s device %i: used up without a reset, and not let online", async (zone, device) => {
    expect(await session(zone, device)).toMatchObject({
      isSessionUsedUp: true,
      isSessionResetAvailable: false,
      nextReset: null,
      isAccessControllerAuthed: false,
    });
  });

  it("1.5 GB used on a voucher without limits", async () => {
    expect(await session("aallotar", 7)).toMatchObject({
      bytesUsed: 1_500_000_000,
      byteLimit: null,
      maxSimultaneousClients: null,
    });
  });

  it("a free access granted but not let online makes the free offer unavailable", async () => {
    expect(await session("seahawk", 11)).toMatchObject({ isAuthOpen: true, isAccessControllerAuthed: false });
    expect(await available("seahawk", 1, mac("seahawk", 11))).toBe(false);
  });
});
