import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { browserAt } from "./helpers/browserAt.ts";
import { cookieOf } from "./helpers/cookieAttributes.ts";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { fromClient, productionOptions } from "./helpers/production.ts";
import { readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// issue 33, finding 3: in an unverified zone a stranger burnt another device's free access for 24 h
// (a trial for the victim's mac, then a logout: the owner's trial `available=false` / 409 for the
// day; starting `free` locked the owner out of both opens for its 24 h period). The README promises
// a stranger holds a device "for the trial's time at most".
const OWNER = "10.20.0.5";
const STRANGER = "10.66.0.1";
const TRIAL = 1;
const TERMS = { termsAccepted: true };
// a zone with a premium trial (open 1) and free access (open 2)
const POLARIS = "nl-polaris";

describe("issue 33, finding 3: a stranger burns no device's access beyond the trial's time (production configuration)", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const start = async () => {
    const c = clock();
    t = await startApp(productionOptions({ storage: { now: c.now } }));
    return { c, owner: browserAt(t, OWNER), stranger: browserAt(t, STRANGER) };
  };

  it("a stranger's trial for the passenger's mac, then its logout, leaves the passenger its own trial", async () => {
    const { owner, stranger } = await start();
    const mac = "0d:33:03:00:00:01";
    expect((await stranger.send("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, TERMS)).statusCode).toBe(200);
    expect((await stranger.send("POST", `/api/v1/session/logout/${mac}`)).statusCode).toBe(200);
    // the stranger's own trial for that device is spent: it cannot start them one after another
    expect((await stranger.send("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, TERMS)).statusCode).toBe(409);
    expect((await owner.send("GET", `/api/v1/open/${TRIAL}/available/${mac}`)).json()).toBe(true);
    expect((await owner.send("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, TERMS)).statusCode).toBe(200);
    expect((await owner.send("GET", `/api/v1/session/${mac}`)).json()).toMatchObject({ isAuthOpen: true });
  });

  it("without a logout, the stranger holds the device for the trial's time, no longer", async () => {
    const { c, owner, stranger } = await start();
    const mac = "0d:33:03:00:00:02";
    expect((await stranger.send("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, TERMS)).statusCode).toBe(200);
    // while its trial runs, the device answers the stranger's browser only
    expect((await owner.send("GET", `/api/v1/open/${TRIAL}/available/${mac}`)).statusCode).toBe(403);
    c.advance(30 * 60_000 + 1000);
    expect((await owner.send("GET", `/api/v1/open/${TRIAL}/available/${mac}`)).json()).toBe(true);
    expect((await owner.send("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, TERMS)).statusCode).toBe(200);
    // once that has run too: a new browser at the stranger's address, or the stranger's browser at
    // another, is still the stranger, whose trial for the device is spent
    c.advance(30 * 60_000 + 1000);
    const fresh = browserAt(t as TestApp, STRANGER);
    const moved = browserAt(t as TestApp, "10.66.0.2");
    for (const [name, value] of stranger.jar) moved.jar.set(name, value);
    for (const who of [stranger, fresh, moved])
      expect((await who.send("GET", `/api/v1/open/${TRIAL}/available/${mac}`)).json()).toBe(false);
  });

  it("a stranger's free access locks the passenger out of neither open: its own replaces it", async () => {
    const { owner, stranger } = await start();
    const mac = "0d:33:03:00:00:03";
    expect((await stranger.send("POST", `/api/v1/open/2/auth/${mac}`, TERMS, POLARIS)).statusCode).toBe(200);
    expect((await owner.send("GET", `/api/v1/session/${mac}`, undefined, POLARIS)).statusCode).toBe(403);
    for (const open of [1, 2])
      expect(
        (await owner.send("GET", `/api/v1/open/${open}/available/${mac}`, undefined, POLARIS)).json(),
      ).toBe(true);
    expect((await owner.send("POST", `/api/v1/open/1/auth/${mac}`, TERMS, POLARIS)).statusCode).toBe(200);
    expect((await owner.send("GET", `/api/v1/session/${mac}`, undefined, POLARIS)).json()).toMatchObject({
      authOpenKeyword: "trial-premium",
    });
    // the premium trial is the owner's now: the stranger can neither read it nor replace it
    expect((await stranger.send("GET", `/api/v1/session/${mac}`, undefined, POLARIS)).statusCode).toBe(403);
    expect((await stranger.send("POST", `/api/v1/open/2/auth/${mac}`, TERMS, POLARIS)).statusCode).toBe(403);
  });

  it("over a stranger's free access the owner's script-less form starts its own open, not the stranger's controller step", async () => {
    const portal = portalWithEntry();
    try {
      t = await startApp(productionOptions({ storage: { now: clock().now }, portal: { staticDir: portal } }));
      const stranger = browserAt(t, STRANGER);
      const mac = "0d:33:03:00:00:05";
      // granted, never through the controller: the stranger's step is "pending"
      expect((await stranger.send("POST", `/api/v1/open/2/auth/${mac}`, TERMS, POLARIS)).statusCode).toBe(
        200,
      );
      const form = await fromClient(t, OWNER, {
        method: "POST",
        url: `/?mac=${mac}&zoneId=${POLARIS}`,
        headers: { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
        payload: "_action=open&openId=1&_step=accept&terms=1",
      });
      expect(form.statusCode).toBe(303);
      expect(readDb(t, "SELECT open_keyword FROM sessions WHERE mac = ?", mac)).toEqual([
        { open_keyword: "trial-premium" },
      ]);
    } finally {
      rmSync(resolve(portal, ".."), { recursive: true, force: true });
    }
  });

  it("a session started without a gw_browser cookie is bound to the id its answer gave", async () => {
    t = await startApp(productionOptions({ storage: { now: clock().now } }));
    const mac = "0d:33:03:00:00:04";
    const cookieless = (method: "GET" | "POST", url: string, cookie?: string, payload?: object) =>
      fromClient(t as TestApp, STRANGER, { method, url, zone: ZONE, cookie, payload });
    const started = await cookieless("POST", `/api/v1/open/${TRIAL}/auth/${mac}`, undefined, TERMS);
    expect(started.statusCode).toBe(200);
    const given = cookieOf(started.headers, "gw_browser");
    expect(given).toMatch(/^gw_browser=/);
    // another client without it may neither read nor end the session
    expect((await cookieless("GET", `/api/v1/session/${mac}`)).statusCode).toBe(403);
    expect((await cookieless("POST", `/api/v1/session/logout/${mac}`)).statusCode).toBe(403);
    expect((await cookieless("GET", `/api/v1/session/${mac}`, given)).statusCode).toBe(200);
  });
});
