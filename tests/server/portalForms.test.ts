import { rmSync } from "node:fs";
import { resolve } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalWithEntry } from "./helpers/portalWithEntry.ts";
import { deviceCookie } from "./helpers/secrets.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

// The pages' forms (server/pages/forms/): answered by the same use cases as the API, for the device
// the page names, never from another site. They need the engine's render entry, as the pages do.
const SAME_SITE = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };
const ZONE = "gn-premium-demo";

let t: TestApp;
let portal: string;
afterEach(async () => {
  await t?.close();
  rmSync(resolve(portal, ".."), { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function start(options: Parameters<typeof startApp>[0] = {}) {
  portal = portalWithEntry();
  t = await startApp({ portal: { staticDir: portal }, testMode: { on: true }, ...options });
}

/** A form's post from the page at `path` of a device, as the test's browser (t.api's) sends it. */
async function post(
  path: string,
  mac: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  zone = ZONE,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method: "POST",
    url: `${path}?mac=${mac}&zoneId=${zone}`,
    headers: { ...SAME_SITE, ...(t.cookie ? { cookie: t.cookie } : {}), ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
  if (headers.cookie === undefined) t.keep(res.headers["set-cookie"]);
  return res;
}

// what the page drawn in answer says of the form (its boot data)
function formOf(res: LightMyRequestResponse): { form: unknown; errors: string[] } {
  const boot = /<script type="application\/json" id="gw-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  const data = JSON.parse(boot ?? "{}");
  return { form: data.form ?? null, errors: data.errors ?? [] };
}

async function freshVoucher(maxDevices = 1): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/test/voucher",
    payload: { zoneId: ZONE, maxDevices },
  });
  return res.json().code;
}

describe("the portal's forms", () => {
  it("refuse a post from another site, and a post that names no device goes to the error page", async () => {
    await start();
    const cross = await post(
      "/login/voucher",
      "02:0f:00:00:00:01",
      { _action: "voucher", code: "ABCD" },
      {
        "sec-fetch-site": "cross-site",
      },
    );
    expect(cross.statusCode).toBe(403);
    const nobody = await t.app.inject({
      method: "POST",
      url: "/login/voucher",
      headers: SAME_SITE,
      payload: "_action=voucher&code=ABCD",
    });
    expect([nobody.statusCode, nobody.headers.location]).toEqual([303, "/error"]);
    // not a portal address: not a form of the portal's
    expect((await post("/api/v1/nothing", "02:0f:00:00:00:01", {})).statusCode).toBe(404);
  });

  it("the voucher: code, terms (flagged without the box), then the controller; the browser may see its code", async () => {
    await start();
    const mac = "02:0f:00:00:00:02";
    const code = await freshVoucher();
    expect(formOf(await post("/login/voucher", mac, { _action: "voucher", code: "AB" }))).toEqual({
      form: { action: "voucher", step: "idle", code: "AB" },
      errors: ["gen.invalidvoucher"],
    });
    expect(formOf(await post("/login/voucher", mac, { _action: "voucher", code })).form).toEqual({
      action: "voucher",
      step: "terms",
      code,
    });
    expect(
      formOf(await post("/login/voucher", mac, { _action: "voucher", code, _step: "accept" })).form,
    ).toEqual({
      action: "voucher",
      step: "terms",
      code,
      flagged: true,
    });
    const done = await post("/login/voucher", mac, { _action: "voucher", code, _step: "accept", terms: "1" });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(
      `/auth?mac=${encodeURIComponent(mac)}&zoneId=${ZONE}&captiveStep=3&retryCount=0`,
    );
    expect(String(done.headers["set-cookie"])).toContain("gw_device=");
    const session = await t.api("GET", `/api/v1/session/${mac}`);
    expect(session.json().isBackendAuthed).toBe(true);
  });

  it("a voucher on its maximum asks first; the oldest device logged out is let go by its gateway, once", async () => {
    await start();
    const code = await freshVoucher(1);
    const [first, second] = ["02:0f:00:00:00:03", "02:0f:00:00:00:04"];
    await post("/", first, { _action: "voucher", code, _step: "accept", terms: "1" });
    const disconnect = vi.spyOn(t.app.gateway.disconnector, "disconnect");
    const asked = await post("/", second, { _action: "voucher", code, _step: "accept", terms: "1" });
    expect(formOf(asked).form).toEqual({ action: "voucher", step: "conflict", code });
    const done = await post("/", second, { _action: "voucher", code, _step: "logout-oldest", terms: "1" });
    expect(done.statusCode).toBe(303);
    expect(disconnect.mock.calls).toEqual([[ZONE, first, "logout-oldest"]]);
  });

  it("an unknown code and a guesser over the limit get the spec's banners, not the API's answers", async () => {
    await start({ rateLimit: { voucherLimits: { perDevice: { max: 2, windowMs: 60_000 } } } });
    const mac = "02:0f:00:00:00:05";
    const guess = (code: string) =>
      post("/login/voucher", mac, { _action: "voucher", code, _step: "accept", terms: "1" });
    expect(formOf(await guess("NOSUCH01")).errors).toEqual(["gen.invalidvoucher"]);
    await guess("NOSUCH02");
    const limited = await guess("NOSUCH03");
    expect(limited.statusCode).toBe(200);
    expect(formOf(limited).errors).toEqual(["gen.timeout"]);
  });

  it("an open access: its terms step, then the controller", async () => {
    await start();
    const mac = "02:0f:00:00:00:06";
    const opens = (await t.api("GET", "/api/v1/opens/zone")).json() as { id: number; keyword: string }[];
    const trial = opens.find((o) => o.keyword === "trial")?.id as number;
    expect(
      formOf(await post("/", mac, { _action: "open", openId: String(trial), _step: "terms" })).form,
    ).toEqual({
      action: "open",
      openId: trial,
      step: "terms",
    });
    const done = await post("/", mac, {
      _action: "open",
      openId: String(trial),
      _step: "accept",
      terms: "1",
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/^\/auth\?/);
    // pressed again before the controller let it online: the controller's step again, no new grant
    const again = await post("/", mac, {
      _action: "open",
      openId: String(trial),
      _step: "accept",
      terms: "1",
    });
    expect(again.headers.location).toMatch(/^\/auth\?/);
  });

  it("logout and reset tell the gateway once, as the API's routes do (one use case each)", async () => {
    await start();
    const mac = "02:0f:00:00:00:07";
    const code = await freshVoucher();
    await post("/", mac, { _action: "voucher", code, _step: "accept", terms: "1" });
    const disconnect = vi.spyOn(t.app.gateway.disconnector, "disconnect");
    const out = await post("/status", mac, { _action: "logout" });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toMatch(/^\/logout\?.*captiveStep=0&retryCount=0/);
    expect(disconnect.mock.calls).toEqual([[ZONE, mac, "logout"]]);
    // nothing left to reset: the page says it went wrong, the gateway hears nothing more
    const reset = await post("/status", mac, { _action: "reset" });
    expect(formOf(reset).errors).toEqual(["gen.timeout"]);
    expect(disconnect).toHaveBeenCalledTimes(1);
  });

  it("a zone with a gateway key answers only the browser its gateway vouched for", async () => {
    const key = "a-test-gateway-key-for-the-forms-0123456789";
    await start({ devices: { gatewayKeys: { [ZONE]: key } } });
    const mac = "02:0f:00:00:00:08";
    const unbound = await post("/", mac, { _action: "logout" });
    // the error page says why: another browser's device, not "could not identify your device"
    expect([unbound.statusCode, unbound.headers.location]).toEqual([303, "/error?reason=browser"]);
    const bound = await post(
      "/",
      mac,
      { _action: "voucher", code: "ABCD1234" },
      { cookie: deviceCookie(t.dataDir, ZONE, mac) },
    );
    expect(formOf(bound).form).toEqual({ action: "voucher", step: "terms", code: "ABCD1234" });
  });

  it("a zone without a gateway key: the browser that started a session alone logs it out by form", async () => {
    await start();
    const mac = "02:0f:00:00:00:0a";
    const browserCookie = (res: LightMyRequestResponse) =>
      String(res.headers["set-cookie"]).match(/gw_browser=[^;]+/)?.[0] ?? "";
    // each browser has its id from its first page
    const owner = browserCookie(await t.app.inject({ url: `/start?mac=${mac}&zoneId=${ZONE}` }));
    const stranger = browserCookie(await t.app.inject({ url: `/start?mac=${mac}&zoneId=${ZONE}` }));
    expect(owner).not.toBe(stranger);
    const code = await freshVoucher();
    const started = await post(
      "/",
      mac,
      { _action: "voucher", code, _step: "accept", terms: "1" },
      { cookie: owner },
    );
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toMatch(/^\/auth\?/);
    const disconnect = vi.spyOn(t.app.gateway.disconnector, "disconnect");
    const refused = await post("/status", mac, { _action: "logout" }, { cookie: stranger });
    expect([refused.statusCode, refused.headers.location]).toEqual([303, "/error?reason=browser"]);
    expect(disconnect).not.toHaveBeenCalled();
    const out = await post("/status", mac, { _action: "logout" }, { cookie: owner });
    expect(out.headers.location).toMatch(/^\/logout\?/);
    expect(disconnect.mock.calls).toEqual([[ZONE, mac, "logout"]]);
  });

  it("the language form: ?lang= draws the page in it and keeps it for the browser's next pages", async () => {
    await start();
    const res = await t.app.inject({
      method: "GET",
      url: `/start?mac=02:0f:00:00:00:09&zoneId=${ZONE}&lang=sv`,
    });
    expect(res.body).toContain('data-ssr="sv"');
    expect(String(res.headers["set-cookie"])).toMatch(/gw-lang=sv/);
    const next = await t.app.inject({
      method: "GET",
      url: `/login/voucher?mac=02:0f:00:00:00:09&zoneId=${ZONE}`,
      headers: { cookie: "gw-lang=sv" },
    });
    expect(next.body).toContain('data-ssr="sv"');
  });

  // issue 35: without the script the language switch cleared a typed voucher code. It posts with the
  // page's typed form now (widgets/LanguageSelect.tsx): a new language redraws it, acting on nothing
  it("the language switch posted with the voucher form: a new language keeps the code and acts on nothing", async () => {
    await start();
    const mac = "02:0f:00:00:00:0a";
    const code = await freshVoucher();
    const switched = await post("/login/voucher", mac, {
      _action: "voucher",
      _language: "en",
      lang: "el",
      code,
      terms: "1",
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toContain('data-ssr="el"');
    expect(switched.body).toContain('<html lang="el"');
    expect(String(switched.headers["set-cookie"])).toMatch(/gw-lang=el/);
    expect(formOf(switched)).toEqual({ form: { action: "voucher", step: "idle", code }, errors: [] });
    // the same language: the form acts as its own button would (Enter in the field presses the switch)
    const same = await post("/login/voucher", mac, { _action: "voucher", _language: "en", lang: "en", code });
    expect(formOf(same)).toEqual({ form: { action: "voucher", step: "terms", code }, errors: [] });
    // a language the form did not say it was drawn in, or none at all, switches nothing
    // (this browser keeps Greek from the switch above: a bare `lang` of another does not change it)
    const bare = await post("/login/voucher", mac, { _action: "voucher", lang: "sv", code });
    expect(formOf(bare).form).toEqual({ action: "voucher", step: "terms", code });
    expect(bare.body).toContain('data-ssr="el"');
  });

  it("the language switch posted with the cruise login keeps its four fields", async () => {
    await start();
    const values = { lastname: "Papadakis", key: "MRD-5120", email: "p@example.org", dob: "1980-05-17" };
    const res = await post(
      "/",
      "02:0f:00:00:00:0b",
      { _action: "cruise-login", _language: "en", lang: "sv", ...values },
      {},
      "md-stella-demo",
    );
    expect(res.body).toContain('data-ssr="sv"');
    expect(formOf(res)).toEqual({
      form: { action: "cruise-login", step: "idle", values, errors: {} },
      errors: [],
    });
  });
});
