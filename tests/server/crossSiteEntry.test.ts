import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { signEntry } from "../../server/gateway/signedEntry.ts";
import { cookieOf, setCookieOf } from "./helpers/cookieAttributes.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { fromClient, productionOptions } from "./helpers/production.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// issue 33, finding 5: a crafted cross-site link rewrote the gw-query cookie, so the victim's later
// voucher (a page reached without the query, a form posted without the script) landed on the
// attacker's mac; in a keyed zone an unused signed link for the attacker's mac did the same
const KEY = "k".repeat(40);
const VICTIM = "0a:33:05:00:00:01";
const ATTACKER = "0a:33:05:00:00:02";
const PASSENGER = "10.20.0.8";
const CROSS_SITE = { "sec-fetch-site": "cross-site" };

describe("issue 33, finding 5: a link from another site takes no browser over (production configuration)", () => {
  let t: TestApp | undefined;
  let portal: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (portal) rmSync(resolve(portal, ".."), { recursive: true, force: true });
  });
  const start = async (gatewayKeys: Record<string, string> = {}) => {
    const c = clock();
    portal = portalWithEntry();
    t = await startApp(
      productionOptions({ storage: { now: c.now }, portal: { staticDir: portal }, devices: { gatewayKeys } }),
    );
    return c;
  };
  // the victim's browser: what it was given, sent back
  const jar = new Map<string, string>();
  const visit = async (url: string, headers: Record<string, string> = {}, form?: Record<string, string>) => {
    const cookie = [...jar].map(([n, v]) => `${n}=${v}`).join("; ") || undefined;
    const res = await fromClient(t as TestApp, PASSENGER, {
      method: form ? "POST" : "GET",
      url,
      cookie,
      headers: form
        ? { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded", ...headers }
        : headers,
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    for (const name of ["gw_browser", "gw_device", "gw-query"]) {
      const kept = cookieOf(res.headers, name);
      if (kept) jar.set(name, kept.slice(name.length + 1));
    }
    return res;
  };
  // the voucher page reached without the query, its form posted without the script
  const activate = (code: string) =>
    visit("/login/voucher", {}, { _action: "voucher", code, _step: "accept", terms: "1" });
  const voucherOf = (mac: string) =>
    readDb<{ voucher_code: string }>(t as TestApp, "SELECT voucher_code FROM sessions WHERE mac = ?", mac);
  const landed = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(303);
    expect(voucherOf(VICTIM)).toEqual([{ voucher_code: "TEST0001" }]);
    expect(voucherOf(ATTACKER)).toEqual([]);
  };

  it("unverified zone: the gateway's redirect keeps the device's query; another site's link for another device does not replace it", async () => {
    jar.clear();
    await start();
    // the gateway's redirect comes from another site too: a browser that keeps nothing keeps it
    const entry = await visit(`/?mac=${VICTIM}&zoneId=${ZONE}`, CROSS_SITE);
    expect(decodeURIComponent(decodeURIComponent(String(setCookieOf(entry.headers, "gw-query"))))).toContain(
      `mac=${VICTIM}`,
    );
    const crafted = await visit(`/?mac=${ATTACKER}&zoneId=${ZONE}`, CROSS_SITE);
    expect(crafted.statusCode).toBe(200);
    expect(setCookieOf(crafted.headers, "gw-query")).toBeUndefined();
    await landed(await activate("TEST0001"));
  });

  it("keyed zone: an unused signed link for the attacker's device, followed from another site, binds nothing", async () => {
    jar.clear();
    const c = await start({ [ZONE]: KEY });
    const ts = Math.floor(c.t / 1000);
    const signed = (mac: string) =>
      `/?mac=${mac}&zoneId=${ZONE}&ts=${ts}&sig=${signEntry(KEY, { zoneId: ZONE, mac, ts })}`;
    const own = await visit(signed(VICTIM), { "sec-fetch-site": "none" });
    expect(setCookieOf(own.headers, "gw_device")).toBeDefined();
    const crafted = await visit(signed(ATTACKER), CROSS_SITE);
    expect(setCookieOf(crafted.headers, "gw_device")).toBeUndefined();
    expect(setCookieOf(crafted.headers, "gw-query")).toBeUndefined();
    await landed(await activate("TEST0001"));
  });
});
