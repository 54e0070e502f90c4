import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { CRUISE_ZONE_LIMIT, CRUISE_LIMIT } from "../../server/cruise/cruiseLimiter.ts";
import { CRUISE_MESSAGES } from "../../server/cruise/cruiseMessages.ts";
import { signEntry } from "../../server/gateway/signedEntry.ts";
import { builtPortal } from "./helpers/builtPortal.ts";
import { cookieOf, setCookieOf } from "./helpers/cookieAttributes.ts";
import { CRUISE_ZONE, LAMBERT, PMS } from "./helpers/cruise.ts";
import { fromClient, productionOptions } from "./helpers/production.ts";
import { clock, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

const KEY = "k".repeat(40);
const MAC = "0f:00:00:00:00:01";
const PASSENGER = "10.20.1.1";
const ATTACKER = "10.66.1.1";
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="gw-boot">(.*?)<\/script>/.exec(html)?.[1] ?? "null");

// a passenger's browser: its address and its cookies
function browser(t: TestApp, address: string) {
  let cookie: string | undefined;
  return async (method: "GET" | "POST", url: string, payload?: object, zone = CRUISE_ZONE) => {
    const res = await fromClient(t, address, { method, url, payload, zone, cookie });
    const id = cookieOf(res.headers, "gw_browser");
    if (id) cookie = id;
    return res;
  };
}

describe("issue 26, finding 2: the controller host comes from the manifest or the gateway, relay ids are the browser's", () => {
  let t: TestApp | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it("a keyed zone's entry keeps only a controller its gateway's signature covers", async () => {
    const c = clock();
    const dist = builtPortal();
    dirs.push(dist);
    t = await startApp(
      productionOptions({
        storage: { now: c.now },
        devices: { gatewayKeys: { [ZONE]: KEY } },
        portal: { staticDir: dist },
      }),
    );
    const ts = Math.floor(c.t / 1000);
    const v1 = signEntry(KEY, { zoneId: ZONE, mac: MAC, ts });
    // a genuine signed link, and the attacker's host added to it (a QR sticker)
    const crafted = await fromClient(t, PASSENGER, {
      method: "GET",
      url: `/?mac=${MAC}&zoneId=${ZONE}&ts=${ts}&sig=${v1}&accessControllerIp=192.168.7.7`,
    });
    expect(crafted.statusCode).toBe(302);
    const back = new URL(String(crafted.headers.location), "https://portal.ship.example");
    expect(back.searchParams.get("accessControllerIp")).toBeNull();
    expect(back.searchParams.get("sig")).toBe(v1);
    // the gateway names its controller and signs it (v2): kept
    const v2 = signEntry(KEY, { zoneId: ZONE, mac: MAC, ts, controller: "127.0.0.1:3990" });
    const signed = await fromClient(t, PASSENGER, {
      method: "GET",
      url: `/?mac=${MAC}&zoneId=${ZONE}&ts=${ts}&sig=${v2}&accessControllerIp=127.0.0.1:3990`,
    });
    expect(signed.statusCode).toBe(200);
    expect(bootOf(signed.body)).toMatchObject({ mac: MAC });
    expect(setCookieOf(signed.headers, "gw_device")).toBeDefined();
    expect(setCookieOf(signed.headers, "gw-query")).toMatch(/accessControllerIp%3D127\.0\.0\.1%253A3990/);
  });

  it("an unlisted controller is never kept for the browser's later pages, and the query cookie is Secure behind https", async () => {
    const dist = builtPortal();
    dirs.push(dist);
    t = await startApp(productionOptions({ storage: { now: clock().now }, portal: { staticDir: dist } }));
    const entry = (controller: string) =>
      fromClient(t as TestApp, PASSENGER, {
        method: "GET",
        url: `/?mac=${MAC}&zoneId=${ZONE}&accessControllerIp=${encodeURIComponent(controller)}`,
      });
    // gn-premium-demo lists 127.0.0.1 (the demo's stand-in on loopback), nothing on the ship's LAN
    expect(setCookieOf((await entry("192.168.7.7")).headers, "gw-query")).toBeUndefined();
    const listed = setCookieOf((await entry("127.0.0.1:3990")).headers, "gw-query");
    expect(listed).toMatch(/; Secure/);
  });

  // issue 26, finding 8: any crafted link set the gw-query cookie (device fixation), without Secure
  it("finding 8: in a keyed zone only an entry its gateway signed sets the kept query, Secure behind https", async () => {
    const c = clock();
    const dist = builtPortal();
    dirs.push(dist);
    t = await startApp(
      productionOptions({
        storage: { now: c.now },
        devices: { gatewayKeys: { [ZONE]: KEY } },
        portal: { staticDir: dist },
      }),
    );
    const crafted = await fromClient(t, PASSENGER, {
      method: "GET",
      url: `/status?mac=${MAC}&zoneId=${ZONE}`,
    });
    expect(setCookieOf(crafted.headers, "gw-query")).toBeUndefined();
    const ts = Math.floor(c.t / 1000);
    const sig = signEntry(KEY, { zoneId: ZONE, mac: MAC, ts });
    const signed = await fromClient(t, PASSENGER, {
      method: "GET",
      url: `/status?mac=${MAC}&zoneId=${ZONE}&ts=${ts}&sig=${sig}`,
    });
    expect(setCookieOf(signed.headers, "gw-query")).toMatch(/^gw-query=mac%3D0f.*; Secure/);
  });

  it("a cruise relay id, as the controller's host receives it, polls nothing from another browser", async () => {
    t = await startApp(
      productionOptions({ storage: { now: clock().now }, simulators: { cruiseJobDelayMs: 0 } }),
    );
    const passenger = browser(t, PASSENGER);
    await passenger("GET", "/api/v1/settings");
    const validation = (await passenger("POST", `${PMS}/validate`, LAMBERT)).json().id as string;
    const charge = (
      await passenger("POST", `${PMS}/charge`, {
        lastname: LAMBERT.lastname,
        personalKey: LAMBERT.personalKey,
        dateOfBirth: LAMBERT.dateOfBirth,
        celestyalPackage: "WIFI-24H",
        isPrePurchased: false,
        termsAccepted: true,
      })
    ).json().id as string;
    // the attacker's host got both ids in /triggerrelay's URL; with them and no cookie, or its own
    const attacker = browser(t, ATTACKER);
    for (const send of [
      (url: string) => fromClient(t as TestApp, ATTACKER, { method: "GET", url, zone: CRUISE_ZONE }),
      (url: string) => attacker("GET", url),
    ]) {
      expect((await send(`${PMS}/charge/poll/${charge}`)).statusCode).toBe(404);
      expect((await send(`${PMS}/validate/poll/${validation}`)).statusCode).toBe(404);
      expect((await send(`${PMS}/packages/${validation}`)).statusCode).toBe(404);
    }
    // the passenger's own browser gets its code
    const own = await passenger("GET", `${PMS}/charge/poll/${charge}`);
    expect(own.json()).toEqual({ code: expect.stringMatching(/^[0-9A-Z]{8}$/) });
  });
});

describe("issue 26, finding 7: a cabin is billed only with every booking fact (production configuration)", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const charge = (who: object, pkg = "WIFI-24H") => ({
    ...who,
    celestyalPackage: pkg,
    isPrePurchased: false,
    termsAccepted: true,
  });
  const { email: _, ...withoutEmail } = LAMBERT;

  it("surname, booking key and date of birth alone bill nothing, and every refusal reads the same", async () => {
    t = await startApp(
      productionOptions({ storage: { now: clock().now }, simulators: { cruiseJobDelayMs: 0 } }),
    );
    const attacker = browser(t, ATTACKER);
    await attacker("GET", "/api/v1/settings");
    const answers: unknown[] = [];
    for (const body of [
      charge(withoutEmail),
      charge({ ...withoutEmail, personalKey: "SRV-WRONG" }),
      charge(withoutEmail, "WIFI-CRUISE"),
      charge({ ...LAMBERT, email: "someone@example.org" }),
    ]) {
      const id = (await attacker("POST", `${PMS}/charge`, body)).json().id;
      answers.push((await attacker("GET", `${PMS}/charge/poll/${id}`)).json());
    }
    expect(answers).toEqual(answers.map(() => ({ message: CRUISE_MESSAGES.notCharged })));

    // the passenger's browser validated the booking (with the e-mail): its charge needs no more
    const passenger = browser(t, PASSENGER);
    await passenger("GET", "/api/v1/settings");
    const validated = (await passenger("POST", `${PMS}/validate`, LAMBERT)).json().id;
    expect((await passenger("GET", `${PMS}/validate/poll/${validated}`)).json().packages).toHaveLength(3);
    const id = (await passenger("POST", `${PMS}/charge`, charge(withoutEmail))).json().id;
    expect((await passenger("GET", `${PMS}/charge/poll/${id}`)).json()).toEqual({
      code: expect.stringMatching(/^[0-9A-Z]{8}$/),
    });
  });

  it("the booking look-up limit scales with CLIENT_LIMIT_SCALE, and its zone cap refuses only the addresses over their share", async () => {
    t = await startApp(
      productionOptions({ storage: { now: clock().now }, rateLimit: { clientLimitScale: 2 } }),
    );
    const lookUp = (address: string, n: number) =>
      fromClient(t as TestApp, address, {
        method: "POST",
        url: `${PMS}/validate`,
        zone: CRUISE_ZONE,
        payload: { ...LAMBERT, personalKey: `WRONG-${n}` },
      });
    // passengers behind one address: twice the limit with a scale of 2
    for (let n = 0; n < 2 * CRUISE_LIMIT.max; n++)
      expect((await lookUp("10.20.2.1", n)).statusCode).toBe(200);
    expect((await lookUp("10.20.2.1", 99)).statusCode).toBe(429);
    // many addresses fill the zone's cap: then the ones over their share are refused, a family is not
    let n = 0;
    for (let a = 0; n < CRUISE_ZONE_LIMIT.max; a++)
      for (let i = 0; i < 2 * CRUISE_LIMIT.max && n < CRUISE_ZONE_LIMIT.max; i++, n++)
        await lookUp(`10.66.2.${a}`, n);
    expect((await lookUp("10.66.2.0", 1)).statusCode).toBe(429);
    expect((await lookUp("10.20.2.2", 1)).statusCode).toBe(200);
  });
});
