import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { CRUISE_ZONE, chargeOf, PMS } from "./helpers/cruise.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { fromClient, productionOptions } from "./helpers/production.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// issue 33, finding 6: the terms could be skipped. Without JavaScript, on a device at its voucher's
// device limit, the Conflict dialog's Continue posted `_step=logout-oldest` without `terms`, and a
// direct POST with that step activated a voucher with no terms at all. The spec: the terms "must be
// accepted before trial, voucher activation or checkout" — a rule of the use case, whatever the face
const PASSENGER = "10.20.0.7";
// a free access (its open 2), beside a trial-premium (open 1)
const FREE_ZONE = "nl-polaris";

describe("issue 33, finding 6: no activation without the terms (production configuration)", () => {
  let t: TestApp | undefined;
  let portal: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    if (portal) rmSync(resolve(portal, ".."), { recursive: true, force: true });
    portal = undefined;
  });
  const start = async () => {
    portal = portalWithEntry();
    t = await startApp(
      productionOptions({
        storage: { now: clock().now },
        portal: { staticDir: portal },
        simulators: { cruiseJobDelayMs: 0 },
      }),
    );
    return t;
  };
  // a form of the page at `path`, posted by the passenger's own browser, without the script
  const form = (path: string, mac: string, fields: Record<string, string>, cookie?: string) =>
    fromClient(t as TestApp, PASSENGER, {
      method: "POST",
      url: `${path}?mac=${mac}&zoneId=${ZONE}`,
      cookie,
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  const formState = (res: LightMyRequestResponse) =>
    JSON.parse(/<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1] ?? "{}")
      .form;
  const sessionRow = (mac: string) =>
    readDb<{ voucher_code: string | null }>(
      t as TestApp,
      "SELECT voucher_code FROM sessions WHERE mac = ?",
      mac,
    );
  const api = (url: string, payload?: unknown, zone = ZONE) =>
    fromClient(t as TestApp, PASSENGER, { method: "POST", url, zone, ...(payload ? { payload } : {}) });

  it("the Conflict dialog's Continue, or a direct post of its step, activates nothing without the terms", async () => {
    await start();
    const mac = "0a:33:06:00:00:01";
    // a busy code, the terms ticked, Connect: the device-limit warning
    const asked = await form("/login/voucher", mac, {
      ...{ _action: "voucher", code: "BUSY5678", _step: "accept", terms: "1" },
    });
    expect(formState(asked)).toEqual({ action: "voucher", step: "conflict", code: "BUSY5678" });
    // the code changed to another voucher, Continue posted without them: the terms step, flagged
    const skipped = await form("/login/voucher", mac, {
      _action: "voucher",
      code: "TEST0001",
      _step: "logout-oldest",
    });
    expect(skipped.statusCode).toBe(200);
    expect(formState(skipped)).toEqual({ action: "voucher", step: "terms", code: "TEST0001", flagged: true });
    expect(sessionRow(mac)).toEqual([]);
    // with them, the same post activates the code
    const accepted = await form("/login/voucher", mac, {
      ...{ _action: "voucher", code: "TEST0001", _step: "logout-oldest", terms: "1" },
    });
    expect(accepted.statusCode).toBe(303);
    expect(sessionRow(mac)).toEqual([{ voucher_code: "TEST0001" }]);
  });

  it("the API activates no voucher, trial, free access or cruise package without termsAccepted: true", async () => {
    await start();
    const refused = async (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("the terms must be accepted first: send termsAccepted: true");
    };
    const mac = "0a:33:06:00:00:02";
    for (const body of [
      { mac, voucher: "TEST0002" },
      { mac, voucher: "TEST0002", logoutOldest: true },
      { mac, voucher: "TEST0002", termsAccepted: false },
    ])
      await refused(await api("/api/v1/voucher/auth", body));
    // the spec's trial call has no body; the free access is an open too
    for (const [openId, zone] of [
      [1, ZONE],
      [2, FREE_ZONE],
    ] as const) {
      await refused(await api(`/api/v1/open/${openId}/auth/${mac}`, undefined, zone));
      await refused(await api(`/api/v1/open/${openId}/auth/${mac}`, { termsAccepted: false }, zone));
    }
    expect(sessionRow(mac)).toEqual([]);
    const { termsAccepted: _, ...charge } = chargeOf("WIFI-24H", false);
    const billed = () => readDb(t as TestApp, "SELECT COUNT(*) AS n FROM cruise_charges");
    const before = billed();
    await refused(await api(`${PMS}/charge`, charge, CRUISE_ZONE));
    expect(billed()).toEqual(before);
    // the same calls with the terms accepted
    expect(
      (await api("/api/v1/voucher/auth", { mac, voucher: "TEST0002", termsAccepted: true })).statusCode,
    ).toBe(200);
    const trial = await api(`/api/v1/open/1/auth/0a:33:06:00:00:03`, { termsAccepted: true });
    expect(trial.statusCode, trial.body).toBe(200);
    const charged = await api(`${PMS}/charge`, { ...charge, termsAccepted: true }, CRUISE_ZONE);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(billed()).not.toEqual(before);
  });
});
