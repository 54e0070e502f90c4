import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { chargeOf, CRUISE_ZONE, LAMBERT, poll, relayId } from "./helpers/cruise.ts";
import { type FleetVariant, fleetVariant } from "./helpers/fleetVariant.ts";
import { radclient, stationId } from "./helpers/radclient.ts";
import { CARDS, checkout, CUSTOMER, pay, readDb, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

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
const SSID = "JetWave Swift";
const MAC = "0e:00:00:00:42:01";
const SECRET = "console-hostile-text-secret";

// React's escaping of text and attribute values
const escaped = (s: string) =>
  s
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

function drawnAsText(page: LightMyRequestResponse, value: string) {
  expect(page.statusCode, page.body).toBe(200);
  expect(page.body).not.toContain(value);
  expect(page.body).toContain(escaped(value));
  noScriptAllowed(page);
}

// the console's pages run no script at all, whatever they hold, and link nowhere a script could be
function noScriptAllowed(page: LightMyRequestResponse) {
  const csp = String(page.headers["content-security-policy"]);
  expect(csp).toMatch(/default-src 'none'/);
  expect(csp).not.toMatch(/script-src/);
  expect(page.body).not.toMatch(/<script|<[^>]*\son[a-z]+\s*=/i);
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
        ...{ dateOfBirth: "1980-01-01", cabin: "8042", chargeable: ["WIFI-1H"] },
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
});
