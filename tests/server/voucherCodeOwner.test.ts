import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { cookieAttributes, cookieOf, setCookieOf } from "./helpers/cookieAttributes.ts";
import { allZones } from "./helpers/production.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const VICTIM = "0c:00:00:00:00:01";
const ATTACKER = "0c:00:00:00:00:02";

describe("a zone without a gateway key: a voucher code is its activating browser's only", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const other = (url: string, method: "GET" | "POST" = "GET", payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { "x-zone-public-id": ZONE, ...(cookie ? { cookie } : {}) },
    });

  it("the activating browser sees its code; another browser, knowing only the mac, sees nothing of the device", async () => {
    t = await startApp();
    // the browser has its id from its first page or call
    await t.api("GET", "/api/v1/settings");
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac: VICTIM, voucher: "DEMO1234", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    expect(t.cookie).toMatch(/gw_device=/);
    expect((await t.api("GET", `/api/v1/session/${VICTIM}`)).json()).toMatchObject({
      authVoucherCode: "DEMO1234",
    });

    const stranger = await other(`/api/v1/session/${VICTIM}`);
    expect(stranger.statusCode).toBe(403);
    // a forged device cookie is nobody's
    const device = /gw_device=[^;]+/.exec(t.cookie ?? "")?.[0] ?? "";
    const forged = await other(`/api/v1/session/${VICTIM}`, "GET", undefined, `${device.slice(0, -4)}0000`);
    expect(forged.statusCode).toBe(403);
  });

  it("a seeded session nobody's browser has bound shows without its code; one started without cookies is bound to the id its answer gave", async () => {
    t = await startApp();
    const seeded = await other(`/api/v1/session/${DEVICE_CONNECTED}`);
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json()).toMatchObject({ isBackendAuthed: true, authVoucherCode: null });
    // issue 33: a client that sends no cookie gets one with its answer, and its session is that id's
    const noId = await other("/api/v1/voucher/auth", "POST", {
      mac: VICTIM,
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    expect(noId.statusCode).toBe(200);
    expect((await other(`/api/v1/session/${VICTIM}`)).statusCode).toBe(403);
    const given = `${cookieOf(noId.headers, "gw_browser")}; ${cookieOf(noId.headers, "gw_device")}`;
    expect((await other(`/api/v1/session/${VICTIM}`, "GET", undefined, given)).json()).toMatchObject({
      authVoucherCode: "DEMO1234",
    });
  });

  it("the device cookie is Secure whenever the public URL is https, also behind a proxy not named in TRUST_PROXY", async () => {
    t = await startApp({
      http: { publicUrl: "https://portal.ship.example" },
      shop: { allowSandboxInProduction: true },
      devices: { unverifiedZones: allZones() },
    });
    const res = await other("/api/v1/voucher/auth", "POST", {
      mac: VICTIM,
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(200);
    expect(setCookieOf(res.headers, "gw_device")).toMatch(/^gw_device=[^;]+;/);
    expect(cookieAttributes(String(setCookieOf(res.headers, "gw_device")))).toEqual([
      "HttpOnly",
      "Max-Age=43200",
      "Path=/",
      "SameSite=Strict",
      "Secure",
    ]);
    // the browser's id too: Lax, so that the page a gateway redirects to still knows its browser
    expect(cookieAttributes(String(setCookieOf(res.headers, "gw_browser")))).toEqual([
      "HttpOnly",
      "Max-Age=2592000",
      "Path=/",
      "SameSite=Lax",
      "Secure",
    ]);
  });

  it("a browser that activated its own code on the victim's mac cannot read the victim's next one", async () => {
    t = await startApp();
    // the attacker activates a code it knows on the victim's mac, and holds a cookie for it
    const own = await other("/api/v1/voucher/auth", "POST", {
      mac: VICTIM,
      voucher: "DEMO1234",
      termsAccepted: true,
    });
    const attackerCookie = `${cookieOf(own.headers, "gw_device")}; ${cookieOf(own.headers, "gw_browser")}`;
    // the attacker's session ends (it logs out), and the victim activates its own voucher
    expect(
      (await other(`/api/v1/session/logout/${VICTIM}`, "POST", undefined, attackerCookie)).statusCode,
    ).toBe(200);
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac: VICTIM, voucher: "TEST0001", termsAccepted: true }))
        .statusCode,
    ).toBe(200);
    const read = await other(`/api/v1/session/${VICTIM}`, "GET", undefined, attackerCookie);
    expect(read.statusCode).toBe(403);
    expect((await t.api("GET", `/api/v1/session/${VICTIM}`)).json().authVoucherCode).toBe("TEST0001");
  });

  it("a seeded session's code reaches no browser until one is bound to it", async () => {
    t = await startApp();
    expect((await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json().authVoucherCode).toBeNull();
    t.bind(DEVICE_CONNECTED);
    expect((await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json().authVoucherCode).toBe(
      "LIVE0001",
    );
    expect((await other(`/api/v1/session/${ATTACKER}`)).statusCode).toBe(404);
  });

  it("the simulator's logout and auth are not triggerable from another site", async () => {
    t = await startApp();
    t.bind(DEVICE_CONNECTED);
    const url = `/logout?mac=${DEVICE_CONNECTED}&zoneId=${ZONE}`;
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { referer: "http://evil.example/page" },
      { origin: "http://evil.example" },
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      const auth = await t.app.inject({ url: url.replace("/logout", "/auth"), headers });
      expect(auth.statusCode).toBe(403);
    }
    const online = async () =>
      (await t.api("GET", `/api/v1/session/${DEVICE_CONNECTED}`)).json().isAccessControllerAuthed;
    expect(await online()).toBe(true);
    // the portal's own navigation (same origin) still logs out at the gateway
    const own = await t.app.inject({ url, headers: { "sec-fetch-site": "same-origin" } });
    expect(own.statusCode).toBe(302);
    expect(await online()).toBe(false);
  });

  // issue 26, finding 8: the cookie carried an unkeyed, truncated SHA-256 of the code, which anyone
  // holding the cookie could check every code against offline (~40 core-hours for 8 characters)
  it("finding 8: the device cookie's code digest is keyed by the install's secret", async () => {
    const digests: string[] = [];
    for (const serverSecret of ["a".repeat(40), "b".repeat(40)]) {
      t = await startApp({ devices: { serverSecret } });
      const res = await other("/api/v1/voucher/auth", "POST", {
        mac: VICTIM,
        voucher: "DEMO1234",
        termsAccepted: true,
      });
      const token = String(cookieOf(res.headers, "gw_device")).slice("gw_device=".length);
      const [, , kind, digest] = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString());
      expect(kind).toBe("code");
      digests.push(digest);
      await t.close();
    }
    const unkeyed = createHash("sha256").update("gangway-code\nDEMO1234").digest("base64url").slice(0, 22);
    expect(digests).not.toContain(unkeyed);
    expect(digests[0]).not.toBe(digests[1]);
    t = await startApp();
  });
});
