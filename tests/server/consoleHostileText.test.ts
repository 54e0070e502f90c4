import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addUser, consoleBrowser, plainCells } from "./helpers/consoleBrowser.ts";
import { chargeOf, CRUISE_ZONE, poll, relayId } from "./helpers/cruise.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { CARDS, checkout, CUSTOMER, pay, readDb, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { startApp, type TestApp, tempDir } from "./helpers/testApp.ts";
import { scaled } from "../timeoutFactor.ts";

// issue 42: what a passenger types, a manifest says or a gateway sends is drawn by the console as
// text. Each string is planted through the surface that takes it in production, then looked for on
// every console page that shows it: never as markup, always as its escaped text (so a page that
// dropped the value could not pass)
const SCRIPT = `"><script>alert(1)</script>`;
const IMG = "<img src=x onerror=alert(1)>";
const TEXTAREA = "</textarea><svg onload=alert(1)>";
// the store's e-mail rule lets no angle bracket or double quote through (schemas/isValidEmail.ts);
// nor a parenthesis: a quote, a backtick, an ampersand and a character reference are what an
// address can still carry
const EMAIL = "x'onmouseover=alert`1`'&#60script&#62@evil.example";
const AGENT = "Mozilla/5.0 <svg onload=alert(42)>";
const SSID = "JetWave Swift";
const MAC = "0e:00:00:00:42:01";
const SECRET = "console-hostile-text-secret";
const DOB = "1980-01-01";

// React's escaping of text and attribute values
const escaped = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

function drawnAsText(page: LightMyRequestResponse, value: string, status = 200) {
  expect(page.statusCode, page.body).toBe(status);
  expect(page.body).not.toContain(value);
  expect(page.body).toContain(escaped(value));
  noScriptAllowed(page);
}

// the console's pages run no script at all, whatever they hold, and link nowhere a script could be
function noScriptAllowed(page: LightMyRequestResponse) {
  const csp = String(page.headers["content-security-policy"]);
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src/);
  // no element of script, no event handler among a tag's attributes (their quoted values aside:
  // React escapes every double quote of text, so each one left delimits a value)
  const tags = page.body.replaceAll(/"[^"]*"/g, '""');
  expect(tags).not.toMatch(/<script|<[^>]*\son[a-z]+\s*=/i);
  for (const [, href] of page.body.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(\/|https?:\/\/)/);
}

describe("issue 42: passenger-, manifest- and gateway-controlled text in the console", () => {
  let t: TestApp;
  let fleet: FleetVariant;
  const page = (b: ReturnType<typeof consoleBrowser>, url: string) => b.get(url);

  beforeAll(async () => {
    fleet = fleetVariant((f) => {
      const swift = f.layout(SWIFT);
      // the store item's name as the manifest's texts say it, and the vessel's name
      swift.texts["store.1-hour"].en = IMG;
      swift.zones[0].name = SCRIPT;
      // the SSID a gateway's Called-Station-Id names the zone by
      swift.network = { ...swift.network, ssids: [SSID] };
      // a booking of the cruise ship whose surname is markup
      f.demo.zones[CRUISE_ZONE]?.bookings?.push({
        ...{ surname: TEXTAREA, personalKey: "XSS-42", email: "xss.42@example.org" },
        ...{ dateOfBirth: DOB, cabin: "8042", chargeable: ["WIFI-1H"] },
        ...{ validateDelaySeconds: 0, chargeDelaySeconds: 0 },
      });
    });
    t = await startApp({
      zones: fleet.zones,
      demo: fleet.demo,
      gateway: { radius: { clients: [{ address: "127.0.0.0/8", secret: SECRET }] } },
      simulators: { accessController: false },
    });
    await addUser(t.dataDir, "ops", "desk", ["jetwave/swift", "meridian/stella"]);
    await addUser(t.dataDir, "boss", "admin");
  });
  afterAll(async () => {
    await t?.close();
    fleet?.remove();
  });

  it("shows a card order's e-mail as text on the device card and in the desk's search; its names nowhere", async () => {
    const order = await checkout(t, {
      ...{ ...CUSTOMER, firstName: SCRIPT, lastName: TEXTAREA, email: EMAIL },
      items: [{ id: 11, amount: 1 }],
    });
    expect(order.statusCode, order.body).toBe(200);
    const { paymentId, publicId } = order.json();
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(200);
    const [voucher] = await waitForVouchers(t, publicId);
    const auth = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac: MAC, voucher: voucher?.code, termsAccepted: true },
      SWIFT,
    );
    expect(auth.statusCode, auth.body).toBe(200);
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const card = await page(ops, `/console/device?zone=${SWIFT}&mac=${encodeURIComponent(MAC)}`);
    drawnAsText(card, EMAIL);
    const found = await page(ops, `/console/desk?q=${encodeURIComponent(EMAIL)}`);
    drawnAsText(found, EMAIL);
    // the hit is the order's device: the search went through the e-mail, not past it
    expect(found.body).toContain(MAC);
    // the order keeps the buyer's names, and the console shows them on no page
    expect(readDb(t, "SELECT first_name, last_name FROM orders WHERE public_id = ?", publicId)).toEqual([
      { first_name: SCRIPT, last_name: TEXTAREA },
    ]);
    for (const p of [card, found]) {
      expect(p.body).not.toContain(SCRIPT);
      expect(p.body).not.toContain(TEXTAREA);
    }
  });
  it("shows a booking's surname, searched for, as text; the booking's charge is the hit", async () => {
    const who = { lastname: TEXTAREA, personalKey: "XSS-42", email: "xss.42@example.org", dateOfBirth: DOB };
    const id = await relayId(t, "charge", chargeOf("WIFI-1H", false, who));
    // 202 until the ship's system has billed the cabin (a job of its own)
    const code = await vi.waitFor(
      async () => {
        const charged = await poll(t, "charge", id);
        expect(charged.statusCode).toBe(200);
        return charged.json().code as string;
      },
      { timeout: scaled(5000), interval: 50 },
    );
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const found = await page(ops, `/console/desk?q=${encodeURIComponent(TEXTAREA)}`);
    drawnAsText(found, TEXTAREA);
    expect(plainCells(found.body)).toContain(`<td>${code}</td>`);
  });

  it("shows a manifest's store item name as text on the sell page and the slip; the vessel's name nowhere", async () => {
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const form = await page(ops, `/console/sell?zone=${SWIFT}`);
    drawnAsText(form, IMG);
    const item = /<option value="(\d+)">&lt;img/.exec(form.body)?.[1] ?? "";
    const slip = await ops.post("/console/sell", { zone: SWIFT, item, quantity: "1" });
    drawnAsText(slip, IMG);
    // the console names zones by their ids: the manifest's zone name is drawn on none of its pages
    for (const url of ["/console/desk", `/console/sell?zone=${SWIFT}`, `/console/reports?zone=${SWIFT}`]) {
      const p = await page(ops, url);
      noScriptAllowed(p);
      expect(p.body).not.toContain(SCRIPT);
      expect(p.body).not.toContain(escaped(SCRIPT));
    }
  });

  it("shows a gateway's NAS-Identifier as text on the gateway health page and the device card; its Called-Station-Id nowhere", async () => {
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const { authPort, acctPort } = t.app.gateway.radius ?? {};
    if (!authPort || !acctPort) throw new Error("the RADIUS server did not start");
    const mac = "0e:00:00:00:42:02";
    const sold = await ops.post("/console/sell", {
      zone: SWIFT,
      item: /<option value="(\d+)">/.exec((await page(ops, `/console/sell?zone=${SWIFT}`)).body)?.[1] ?? "",
      quantity: "1",
    });
    const code = /<strong class="code">([A-Z0-9]+)<\/strong>/.exec(sold.body)?.[1];
    const auth = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac, voucher: code, termsAccepted: true },
      SWIFT,
    );
    expect(auth.statusCode, auth.body).toBe(200);
    // the zone found by the SSID the gateway's Called-Station-Id carries (RFC 3580), the gateway
    // named by its NAS-Identifier as it pleases
    const device = {
      ...{ "User-Name": stationId(mac), "Calling-Station-Id": stationId(mac), "NAS-Identifier": IMG },
      "Called-Station-Id": `AA-BB-CC-DD-EE-FF:${SSID}`,
    };
    const accept = await radclient("auth", authPort, SECRET, {
      ...device,
      "User-Password": stationId(mac),
      "Message-Authenticator": { raw: "0x00" },
    });
    expect(accept.code, accept.output).toBe("Access-Accept");
    const start = await radclient("acct", acctPort, SECRET, {
      ...device,
      ...{ "Acct-Status-Type": { raw: "Start" }, "Acct-Session-Id": "xss-42" },
    });
    expect(start.code, start.output).toBe("Accounting-Response");
    // another gateway names the zone by its id, and sends markup as its Called-Station-Id
    const other = await radclient("auth", authPort, SECRET, {
      ...{ "User-Name": stationId(mac), "Calling-Station-Id": stationId(mac), "NAS-Identifier": SWIFT },
      ...{ "Called-Station-Id": TEXTAREA, "User-Password": stationId(mac) },
      "Message-Authenticator": { raw: "0x00" },
    });
    expect(other.code, other.output).toBe("Access-Accept");
    const health = await page(ops, "/console/gateways");
    drawnAsText(health, IMG);
    const card = await page(ops, `/console/device?zone=${SWIFT}&mac=${encodeURIComponent(mac)}`);
    // online at that gateway, and its verdict
    drawnAsText(card, IMG);
    expect(card.body).toMatch(/Online now<\/dt><dd>&lt;img/);
    for (const p of [health, card]) {
      expect(p.body).not.toContain(TEXTAREA);
      expect(p.body).not.toContain(escaped(TEXTAREA));
    }
  });

  it("shows a failed sign-in's typed name as text in an admin's audit trail; a javascript: filter stays in its form", async () => {
    const stranger = consoleBrowser(t.app, "10.9.0.66");
    await stranger.get("/console/sign-in");
    const refused = await stranger.post("/console/sign-in", { name: SCRIPT, password: "not-the-password" });
    // the sign-in form gives the name back as typed, as its field's value
    drawnAsText(refused, SCRIPT, 401);
    const boss = consoleBrowser(t.app);
    await boss.signIn("boss");
    const trail = await page(boss, "/console/audit?action=sign-in-failed");
    drawnAsText(trail, SCRIPT);
    // a desk sale's audit row keeps the manifest's item name in its after-JSON: the page shows the
    // row's target only; the CSV, which has it as it is, is an attachment under the same CSP
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const item = /<option value="(\d+)">/.exec((await page(ops, `/console/sell?zone=${SWIFT}`)).body)?.[1];
    expect(
      (await ops.post("/console/sell", { zone: SWIFT, item: item ?? "", quantity: "1" })).statusCode,
    ).toBe(200);
    const sells = await page(boss, "/console/audit?action=sell");
    noScriptAllowed(sells);
    expect(sells.body).toMatch(/<td[^>]*>sell<\/td><td[^>]*>jw-swift-demo<\/td>/);
    expect(sells.body).not.toContain(IMG);
    const csv = await page(boss, "/console/audit.csv?action=sell");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment/);
    expect(String(csv.headers["content-security-policy"])).toMatch(/default-src 'none'/);
    expect(csv.body).toContain(IMG.replaceAll('"', '""'));
    const filtered = await page(boss, `/console/audit?who=${encodeURIComponent("javascript:alert(1)")}`);
    noScriptAllowed(filtered);
    expect(filtered.body).toContain('value="javascript:alert(1)"');
  });

  it("keeps no User-Agent, so no console page can show one: a passenger's, sent as markup, appears on none", async () => {
    // the server reads a request's User-Agent only to draw the portal's own page (pages/pageRenderer.ts)
    // and stores it nowhere; a device activated by a browser that sends markup as its agent
    const mac = "0e:00:00:00:42:03";
    const headers = { "user-agent": AGENT, "x-zone-public-id": SWIFT };
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const sold = await ops.post("/console/sell", {
      zone: SWIFT,
      item: /<option value="(\d+)">/.exec((await page(ops, `/console/sell?zone=${SWIFT}`)).body)?.[1] ?? "",
      quantity: "1",
    });
    const voucher = /<strong class="code">([A-Z0-9]+)<\/strong>/.exec(sold.body)?.[1];
    const auth = await t.app.inject({
      method: "POST",
      url: "/api/v1/voucher/auth",
      headers,
      payload: { mac, voucher, termsAccepted: true },
    });
    expect(auth.statusCode, auth.body).toBe(200);
    const boss = consoleBrowser(t.app);
    await boss.signIn("boss");
    const card = `/console/device?zone=${SWIFT}&mac=${encodeURIComponent(mac)}`;
    expect((await page(boss, card)).body).toContain(voucher);
    for (const url of [card, `/console/desk?q=${voucher}`, "/console/audit", "/console/gateways"]) {
      const p = await page(boss, url);
      noScriptAllowed(p);
      expect(p.body, url).not.toContain(AGENT);
      expect(p.body, url).not.toContain(escaped(AGENT));
    }
  });
});

// a refused manifest's lint lines quote the values it refused, and the zones page shows the lines
describe("issue 42: a refused manifest's lint lines on the console's zones page", () => {
  it("quotes a manifest's markup as text", async () => {
    const fleet = fleetVariant(() => {});
    const dataDir = tempDir();
    try {
      // a good start keeps the operator's last good copy (its zones go on); then its folder is edited
      const first = await startApp({ ...fleet, storage: { dataDir } });
      await first.app.close();
      const kyma = join(fleet.manifestsDir, "aegeo/kyma.json");
      const json = JSON.parse(readFileSync(kyma, "utf8"));
      json.opens[0].keyword = IMG;
      json.texts[TEXTAREA] = { en: "x" };
      writeFileSync(kyma, JSON.stringify(json, null, 2));
      const t = await startApp({ ...fleet, storage: { dataDir } });
      try {
        await addUser(dataDir, "aegeo-ops", "operator", ["aegeo"]);
        const ops = consoleBrowser(t.app);
        await ops.signIn("aegeo-ops");
        const zones = await ops.get("/console/zones");
        expect(zones.body).toContain("refused: served from the last good copy");
        drawnAsText(zones, IMG);
        drawnAsText(zones, TEXTAREA);
      } finally {
        await t.close();
      }
    } finally {
      fleet.remove();
    }
  });
});
