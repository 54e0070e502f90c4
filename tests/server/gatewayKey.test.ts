import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { signEntry } from "../../server/gateway/signedEntry.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { cookieAttributes } from "./helpers/cookieAttributes.ts";

// a demo-only key: real ones come from GATEWAY_KEYS_FILE, never the repository
const KEY = "k".repeat(40);
const NOW = Date.parse("2026-06-01T12:00:00Z");
const entryUrl = (mac: string, ts = Math.floor(NOW / 1000), key = KEY) =>
  `/?mac=${mac}&zoneId=${ZONE}&ts=${ts}&sig=${signEntry(key, { zoneId: ZONE, mac, ts })}`;
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "null");

describe("a zone with a gateway key: the device is who its gateway says it is", () => {
  let t: TestApp;
  let dist: string;
  afterEach(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const start = async () => {
    dist = builtPortal();
    t = await startApp({
      storage: { now: () => NOW },
      devices: { gatewayKeys: { [ZONE]: KEY } },
      portal: { staticDir: dist },
    });
  };
  const as = (cookie: string | undefined, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { "x-zone-public-id": ZONE, ...(cookie ? { cookie } : {}) },
    });

  // the device cookie among what the page sets (it also keeps the gateway's query for script-less links)
  const deviceSetCookie = (res: { headers: Record<string, unknown> }) =>
    ([] as unknown[])
      .concat(res.headers["set-cookie"] ?? [])
      .map(String)
      .find((c) => c.startsWith("gw_device="));

  it("binds the browser on a fresh signed entry, once; that browser alone reads and changes the device", async () => {
    await start();
    const entry = await t.app.inject({ url: entryUrl(DEVICE_CONNECTED) });
    const cookie = String(deviceSetCookie(entry)).split(";")[0];
    expect(deviceSetCookie(entry)).toMatch(/^gw_device=[^;]+;/);
    expect(cookieAttributes(String(deviceSetCookie(entry)))).toEqual([
      "HttpOnly",
      "Max-Age=43200",
      "Path=/",
      "SameSite=Strict",
    ]);
    expect(bootOf(entry.body).session).toMatchObject({ authVoucherCode: "LIVE0001" });

    // another browser: the same link again (replayed), or none at all
    const replay = await t.app.inject({ url: entryUrl(DEVICE_CONNECTED) });
    expect(deviceSetCookie(replay)).toBeUndefined();
    expect(bootOf(replay.body).session).toBeNull();
    for (const [method, url, body] of [
      ["GET", `/api/v1/session/${DEVICE_CONNECTED}`],
      ["POST", `/api/v1/session/logout/${DEVICE_CONNECTED}`],
      ["POST", `/api/v1/session/reset/${DEVICE_CONNECTED}`],
      [
        "POST",
        "/api/v1/voucher/auth",
        { mac: DEVICE_CONNECTED, voucher: "DEMO1234", logoutOldest: true, termsAccepted: true },
      ],
      ["GET", `/api/v1/open/1/available/${DEVICE_CONNECTED}`],
      ["POST", `/api/v1/open/1/auth/${DEVICE_CONNECTED}`],
    ] as const) {
      const res = await as(undefined, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toMatch(/not bound to this device/);
    }
    const simulator = await t.app.inject({ url: `/logout?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}` });
    expect(simulator.statusCode).toBe(403);

    // the bound browser does everything
    expect((await as(cookie, "GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json()).toMatchObject({
      isBackendAuthed: true,
      authVoucherCode: "LIVE0001",
    });
    // a cookie for another device is no key to this one
    expect((await as(cookie, "GET", "/api/v1/session/02:00:00:00:00:02")).statusCode).toBe(403);
    const out = await t.app.inject({
      url: `/logout?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}`,
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(out.statusCode).toBe(302);
    // the simulator signs its redirect back, as a real gateway does
    const back = new URL(String(out.headers.location), "http://x");
    expect(back.searchParams.get("sig")).toBe(
      signEntry(KEY, { zoneId: ZONE, mac: DEVICE_CONNECTED, ts: Number(back.searchParams.get("ts")) }),
    );
  });

  // servers share SERVER_SECRET and are upgraded one at a time: a browser's cookie from the release
  // before (this token is what it signed) must still bind it, and it must still read what is signed now
  it("accepts a device cookie the release before signed, in the same format as the ones it signs now", async () => {
    dist = builtPortal();
    const serverSecret = "s".repeat(40);
    t = await startApp({
      storage: { now: () => NOW },
      devices: { gatewayKeys: { [ZONE]: KEY }, serverSecret },
      portal: { staticDir: dist },
    });
    const before =
      "gw_device=WyJnbi1wcmVtaXVtLWRlbW8iLCIwMjowMDowMDowMDowMDowMSIsImRldmljZSIsIiIsMTc4MDM1ODQwMDAwMF0." +
      "f43a935243af9af2dca4dfb79d9d442fd50da99c8e1f23559f2482f296076e4c";
    expect((await as(before, "GET", `/api/v1/session/${DEVICE_CONNECTED}`)).statusCode).toBe(200);
    expect(
      (await as(`${before.slice(0, -1)}0`, "GET", `/api/v1/session/${DEVICE_CONNECTED}`)).statusCode,
    ).toBe(403);
    const now = String(deviceSetCookie(await t.app.inject({ url: entryUrl(DEVICE_CONNECTED) })));
    expect(now.split(";")[0]).toBe(before);
  });

  it("gives an unbound browser nothing of the device: no session, no open's availability", async () => {
    await start();
    // 02:00:00:00:00:10 has no session: its trial is there to take
    const device = "02:00:00:00:00:10";
    const bound = await t.app.inject({ url: entryUrl(device) });
    expect(bootOf(bound.body).opens).toEqual([{ id: 1, keyword: "trial", available: true, minutes: 30 }]);
    for (const url of [entryUrl(device), `/?mac=${device}&zoneId=${ZONE}`]) {
      const boot = bootOf((await t.app.inject({ url })).body);
      expect(boot.session, url).toBeNull();
      expect(boot.opens, url).toEqual([{ id: 1, keyword: "trial", available: false, minutes: 30 }]);
    }
  });

  it("accepts each signature once, however its hex digits are spelt", async () => {
    await start();
    const url = entryUrl(DEVICE_CONNECTED);
    expect(deviceSetCookie(await t.app.inject({ url }))).toBeDefined();
    // the same signature in capitals, or with one capital, or with a zero-padded ts: the same link
    const sig = String(new URL(url, "http://x").searchParams.get("sig"));
    const ts = Math.floor(NOW / 1000);
    for (const replay of [
      url.replace(sig, sig.toUpperCase()),
      url.replace(
        sig,
        sig.replace(/[a-f]/, (c) => c.toUpperCase()),
      ),
      url.replace(`ts=${ts}`, `ts=0${ts}`),
    ]) {
      const res = await t.app.inject({ url: replay });
      expect(deviceSetCookie(res), replay).toBeUndefined();
      expect(bootOf(res.body).session, replay).toBeNull();
    }
  });

  it("refuses a stale, forged or other zone's signature", async () => {
    await start();
    const ts = Math.floor(NOW / 1000);
    for (const url of [
      entryUrl(DEVICE_CONNECTED, ts - 301),
      entryUrl(DEVICE_CONNECTED, ts, "x".repeat(40)),
      entryUrl(DEVICE_CONNECTED).replace(/sig=./, "sig=0"),
      `/?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(deviceSetCookie(res), url).toBeUndefined();
      expect(bootOf(res.body).session, url).toBeNull();
    }
  });

  it("leaves a zone without a key as the spec has it", async () => {
    await start();
    const other = await t.app.inject({
      url: "/api/v1/session/02:00:00:00:00:10",
      headers: { "x-zone-public-id": "jw-swift-demo" },
    });
    expect(other.statusCode).toBe(404);
  });
});
