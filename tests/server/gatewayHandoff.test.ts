import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHILLI_ZONE, type GatewayRig, startGatewayRig } from "../gateways/gatewayRig.ts";
import { MiniBrowser } from "../gateways/miniBrowser.ts";
import { scaled } from "../timeoutFactor.ts";

// Issue 32, end to end below the browser: the real server (its own process, the built portal),
// CoovaChilli's and MikroTik's stand-ins, a browser without script that follows every step
let rig: GatewayRig;
beforeAll(async () => {
  rig = await startGatewayRig();
}, scaled(60_000));
afterAll(() => rig?.close());

let n = 0;
const newMac = () => `02:bb:00:00:00:${(++n).toString(16).padStart(2, "0")}`;

async function freshVoucher(zoneId: string): Promise<string> {
  const res = await fetch(`${rig.server.base}/api/test/voucher`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ zoneId }),
  });
  return (await res.json()).code;
}

describe("a device handed to CoovaChilli", () => {
  it("enters signed, is logged on with a one-time credential, is Connected, and logs out at the gateway", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.chilli.captive(mac));
    expect(entry.trail[1]).toMatch(
      /res=notyet&uamip=127\.0\.0\.1&uamport=\d+&challenge=[0-9a-f]{32}.*&md=[0-9A-F]{32}$/,
    );
    expect(entry.status).toBe(200);
    const code = await freshVoucher(CHILLI_ZONE);
    const grant = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: code,
    });
    expect(grant.status).toBe(200);
    expect(grant.json.handoff.url).toMatch(
      new RegExp(`^${rig.chilli.base}/logon\\?username=gw-[0-9a-f]{24}&password=[0-9a-f]+`),
    );
    const status = await browser.go(grant.json.handoff.url, {}, rig.server.base);
    expect(status.trail.some((u) => u.includes("res=success"))).toBe(true);
    expect(new URL(status.url).pathname).toBe("/status");
    expect(status.body).toContain("Connected");
    expect(rig.chilli.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
    const logout = await browser.api(rig.server.base, CHILLI_ZONE, "POST", `/session/logout/${mac}`);
    expect(logout.json.handoff).toEqual({ method: "GET", url: `${rig.chilli.base}/logoff` });
    await vi.waitFor(() => expect(rig.chilli.devices.disconnects).toContain(mac), {
      timeout: scaled(10_000),
    });
    const start = await browser.go(logout.json.handoff.url, {}, rig.server.base);
    expect(start.trail.some((u) => u.includes("res=logoff"))).toBe(true);
    expect(new URL(start.url).pathname).toBe("/start");
    expect(start.status).toBe(200);
  });
});

describe("a device handed to a MikroTik hotspot", () => {
  it("without script: the login page's variables, a trial by form, the hotspot's POST login with CHAP, Connected", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const entry = await browser.go(rig.mikrotik.captive(mac));
    // the hotspot's login.html (as npm run gateway prints it) sent the device on with its variables
    const url = new URL(entry.url);
    expect(url.origin).toBe(rig.server.base);
    expect(url.searchParams.get("link-login-only")).toBe(`${rig.mikrotik.base}/login`);
    expect(url.searchParams.get("chap-challenge")).toMatch(/^(\\[0-7]{3}){16}$/);
    const form = { _action: "open", openId: "1", terms: "1" };
    const login = await browser.go(
      entry.url,
      {
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
      entry.url,
    );
    // the portal's own page posts the hotspot's login, under a policy that lets it post there only
    expect(new URL(login.url).pathname).toBe("/gateway/login");
    expect(login.headers.get("content-security-policy")).toContain(`form-action ${rig.mikrotik.base};`);
    expect(login.body).toContain(`action="${rig.mikrotik.base}/login"`);
    const status = await browser.submit(login);
    expect(new URL(status.url).pathname).toBe("/status");
    expect(new URL(status.url).searchParams.get("connecting")).toBe("1");
    expect(status.body).toContain("Connected");
    expect(rig.mikrotik.devices.accepted.at(-1)).toMatchObject({
      mac,
      userName: expect.stringMatching(/^gw-/),
    });
  });
});

describe("a redirect the gateway did not sign", () => {
  it("is refused: no login address is kept, the keyed zone does not bind the browser, and it is counted", async () => {
    const browser = new MiniBrowser();
    const mac = newMac();
    const signed = await new MiniBrowser().go(rig.chilli.captive(mac));
    const forged = signed.trail[1]?.replace(/md=[0-9A-F]{32}$/, `md=${"0".repeat(32)}`) ?? "";
    const page = await browser.go(forged);
    expect(page.status).toBe(200);
    expect(browser.cookies(rig.server.base).has("gw-gateway")).toBe(false);
    expect(browser.cookies(rig.server.base).has("gw_device")).toBe(false);
    const code = await freshVoucher(CHILLI_ZONE);
    const grant = await browser.api(rig.server.base, CHILLI_ZONE, "POST", "/voucher/auth", {
      mac,
      voucher: code,
    });
    expect(grant.status).toBe(403);
    expect(await rig.metrics()).toMatch(/^gangway_handoff_entries_total\{outcome="refused"\} [1-9]/m);
  });
});
