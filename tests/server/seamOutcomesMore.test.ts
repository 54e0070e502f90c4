import { afterEach, describe, expect, it, vi } from "vitest";
import { CRUISE_CHARGE_OUTCOMES } from "../../server/cruise/cruiseChargeOutcomes.ts";
import { CRUISE_LOGIN_OUTCOMES } from "../../server/cruise/cruiseLoginOutcomes.ts";
import { TERMS_REFUSED } from "../../server/domain/termsRefused.ts";
import { HANDOFF_OUTCOMES } from "../../server/gateway/handoff/handoffOutcomes.ts";
import { CHECKOUT_OUTCOMES } from "../../server/shop/checkoutOutcomes.ts";
import { cruiseLoginStep } from "../../steps/cruiseLoginSteps.ts";
import { customerStep } from "../../steps/customerSteps.ts";
import { chargeOf, CRUISE_ZONE, LINDQVIST, PMS } from "./helpers/cruise.ts";
import { fleetVariant } from "./helpers/fleetVariant.ts";
import { CUSTOMER, NETS, SWIFT } from "./helpers/shop.ts";
import {
  drawnMeaning,
  freshMac,
  freshVoucher,
  startTwoFaces,
  type TwoFaces,
  turnMeaning,
} from "./helpers/twoFaces.ts";
import { at, walkOutcomes } from "./helpers/walkOutcomes.ts";

// Issue 34's table, continued: the gateway's login again (Connect), the cruise login and charge,
// the card checkout and the customer step before it
const ZONE = "gn-premium-demo";
afterEach(() => vi.restoreAllMocks());

// ---- Connect: the device's gateway login again ------------------------------------------------
const PETREL = "sa-petrel";
const HOTSPOT = "http://127.0.0.1:9/login";
// Petrel behind a MikroTik hotspot on loopback (its login address a controller host)
const behindHotspot = () => {
  const fleet = fleetVariant((f) => {
    f.layout(PETREL).network = { gateway: "mikrotik", controllerHosts: ["127.0.0.1"] };
  });
  return {
    options: { zones: fleet.zones, demo: fleet.demo },
    cleanup: fleet.remove,
  };
};
// a voucher granted, the device not yet let online by its gateway
const granted = (zone: string) => async (w: TwoFaces, mac: string) => {
  const code = await freshVoucher(w.t, zone);
  await w.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, termsAccepted: true }, zone);
};
// the hotspot's login page sent the device to the portal with its variables: this browser keeps them
const cameThroughHotspot = async (w: TwoFaces, mac: string) => {
  const page = await w.t.app.inject({
    url: `/?zoneId=${PETREL}&mac=${mac}&link-login-only=${encodeURIComponent(HOTSPOT)}`,
    headers: w.t.cookie ? { cookie: w.t.cookie } : {},
  });
  w.t.keep(page.headers["set-cookie"]);
  await granted(PETREL)(w, mac);
};
const connectApi = (zone: string) => (w: TwoFaces, mac: string) =>
  w.api("POST", `/api/v1/session/handoff/${mac}`, {}, zone);
const connectForm = (zone: string) => (w: TwoFaces, mac: string) =>
  w.form("/status", mac, { _action: "connect" }, zone);

walkOutcomes({
  title: "Connect, through both faces",
  action: "handOff",
  table: HANDOFF_OUTCOMES,
  // the browser's Connect: on to the step the answer holds (the spec's controller's /auth without
  // one); no login to hand out is said, and the page stays (engine/flows/useControllerRedirect.ts)
  browser: (status, body) => {
    if (status !== 200) return { next: "idle", banner: "gen.timeout" };
    const step = (body as { handoff?: { method: string; url: string } }).handoff;
    // the app posts the hotspot's login itself, where a page without script goes through the
    // portal's page that posts the same login (tests/server/gatewayHandoff.test.ts follows it)
    if (step?.method === "POST") return { next: step.url === HOTSPOT ? "→/gateway/login" : `→${step.url}` };
    return { next: `→${step ? new URL(step.url, "http://portal").pathname : "/auth"}` };
  },
  rows: {
    spec: [
      at({
        name: "the spec's controller",
        given: granted(ZONE),
        api: connectApi(ZONE),
        form: connectForm(ZONE),
        wire: { status: 200 },
        meaning: { next: "→/auth" },
        // the spec's controller needs no credential: the form's step machine sends it on itself
        formStopsFirst: true,
      }),
    ],
    step: [
      at({
        name: "a MikroTik hotspot: its POST login, posted by the app, or by the portal's page without script",
        app: behindHotspot,
        given: cameThroughHotspot,
        api: connectApi(PETREL),
        form: connectForm(PETREL),
        wire: { status: 200 },
        meaning: { next: "→/gateway/login" },
      }),
    ],
    none: [
      at({
        name: "this browser keeps no login address of the hotspot",
        app: behindHotspot,
        given: granted(PETREL),
        api: connectApi(PETREL),
        form: connectForm(PETREL),
        wire: { status: 409, message: /keeps no login address of the device's gateway/ },
        meaning: { next: "idle", banner: "gen.timeout" },
      }),
    ],
    limited: [
      at({
        name: "a device that tried the hotspot's login 12 times in 10 minutes (issue 40)",
        app: behindHotspot,
        given: async (w: TwoFaces, mac: string) => {
          await cameThroughHotspot(w, mac);
          for (let i = 0; i < 12; i++) await connectApi(PETREL)(w, mac);
        },
        api: connectApi(PETREL),
        form: connectForm(PETREL),
        wire: {
          status: 429,
          message: /^too many tries at the gateway's login for this device, retry in \d+ s$/,
        },
        meaning: { next: "idle", banner: "gen.timeout" },
      }),
    ],
  },
});

// ---- the cruise login ------------------------------------------------------------------------
const booking = LINDQVIST;
const cruiseApi = (zone: string) => (w: TwoFaces) => w.api("POST", `${PMS}/validate`, booking, zone);
const cruiseForm = (zone: string) => (w: TwoFaces, mac: string) =>
  w.form(
    "/",
    mac,
    {
      _action: "cruise-login",
      _step: "accept",
      terms: "1",
      ...{
        lastname: booking.lastname,
        key: booking.personalKey,
        email: booking.email,
        dob: booking.dateOfBirth,
      },
    },
    zone,
  );
// one booking look-up per client in ten minutes
const oneLookUp = () => ({ options: { rateLimit: { clientLimitScale: 1 / 30 } } });
const spendLookUp = async (w: TwoFaces) => {
  await w.api("POST", `${PMS}/validate`, { ...booking, personalKey: "MRD-0000" }, CRUISE_ZONE);
};

walkOutcomes({
  title: "the cruise login, through both faces",
  action: "cruiseLogin",
  table: CRUISE_LOGIN_OUTCOMES,
  browser: (status, body) => {
    const relayId = (body as { id?: string } | null)?.id;
    const state = {
      step: "sending" as const,
      values: { lastname: "", key: "", email: "", dob: "" },
      errors: {},
    };
    const turn = cruiseLoginStep(state, { type: "answered", status, ...(relayId ? { relayId } : {}) });
    return turnMeaning(turn, turn.state.step);
  },
  rows: {
    "no-cruise": [
      at({
        name: "a ferry's zone",
        api: cruiseApi(ZONE),
        form: cruiseForm(ZONE),
        wire: { status: 404, message: "this zone has no cruise packages" },
        meaning: { next: "idle", banner: "cruise.error.unknown" },
        // the cruise API's paths are a cruise ship's only: the door says so before the seam
        apiStopsFirst: true,
      }),
    ],
    limited: [
      at({
        app: oneLookUp,
        given: spendLookUp,
        api: cruiseApi(CRUISE_ZONE),
        form: cruiseForm(CRUISE_ZONE),
        wire: { status: 429, message: /^too many booking look-ups, retry in \d+ s$/ },
        meaning: { next: "idle", banner: "cruise.error.unknown" },
      }),
    ],
    started: [
      at({
        api: cruiseApi(CRUISE_ZONE),
        form: cruiseForm(CRUISE_ZONE),
        wire: { status: 200 },
        meaning: { next: "→/triggerrelay" },
      }),
    ],
  },
});

// ---- the cruise charge (the package page's: it needs the script, so the API's alone) ----------
const charge =
  (zone: string, more: object = {}) =>
  (w: TwoFaces) =>
    w.api("POST", `${PMS}/charge`, { ...chargeOf("WIFI-24H", false), ...more }, zone);

walkOutcomes({
  title: "the cruise charge, through the API",
  action: "cruiseCharge",
  table: CRUISE_CHARGE_OUTCOMES,
  rows: {
    terms: [
      at({
        api: charge(CRUISE_ZONE, { termsAccepted: false }),
        wire: { status: 400, message: TERMS_REFUSED },
      }),
    ],
    "no-cruise": [
      at({
        api: charge(ZONE),
        wire: { status: 404, message: "this zone has no cruise packages" },
        apiStopsFirst: true,
      }),
    ],
    limited: [
      at({
        app: oneLookUp,
        given: spendLookUp,
        api: charge(CRUISE_ZONE),
        wire: { status: 429, message: /^too many booking look-ups, retry in \d+ s$/ },
      }),
    ],
    started: [at({ api: charge(CRUISE_ZONE), wire: { status: 200 } })],
  },
});

// ---- the card checkout (the payment window needs the script: the API's alone) -----------------
const ITEMS = [{ id: 11, amount: 1 }];
const checkout =
  (body: object = {}, key?: string, zone = SWIFT) =>
  (w: TwoFaces) =>
    w.t.app.inject({
      method: "POST",
      url: "/api/v1/store/order/checkout/nets",
      headers: { "x-zone-public-id": zone, ...(key ? { "idempotency-key": key } : {}) },
      payload: { ...CUSTOMER, items: ITEMS, ...body },
    });

walkOutcomes({
  title: "the card checkout, through the API",
  action: "checkout",
  table: CHECKOUT_OUTCOMES,
  rows: {
    limited: [
      at({
        app: () => ({ options: { rateLimit: { clientLimitScale: 1 / 30 } } }),
        given: async (w) => {
          await checkout()(w);
        },
        api: checkout(),
        wire: { status: 429, message: /^too many checkouts, retry in \d+ s$/ },
      }),
    ],
    offline: {
      walkedIn: "tests/server/pgShipAndShore.test.ts",
      because: "a ship's store closes when its link to the shore's PostgreSQL is down",
      message: /card payment needs the internet/,
    },
    terms: [at({ api: checkout({ termsAccepted: false }), wire: { status: 400, message: TERMS_REFUSED } })],
    closed: [
      at({
        name: "a cruise ship's zone: its packages are billed to the cabin",
        api: checkout({}, undefined, CRUISE_ZONE),
        wire: { status: 409, message: "this zone's store is not available" },
      }),
    ],
    invalid: [at({ api: checkout({ email: "not an address" }), wire: { status: 400, message: /email/ } })],
    "key-reused": [
      at({
        given: async (w) => {
          await checkout({}, "key-reused-0001")(w);
        },
        api: checkout({ items: [{ id: 11, amount: 2 }] }, "key-reused-0001"),
        wire: { status: 409, message: "this Idempotency-Key was already used for another order" },
      }),
    ],
    "provider-failed": [
      at({
        app: () => ({
          options: {
            shop: { payment: NETS, paymentTransport: () => Promise.reject(new Error("connect ETIMEDOUT")) },
          },
        }),
        api: checkout(),
        wire: { status: 502, message: "the card payment provider did not answer; try again" },
      }),
    ],
    created: [at({ api: checkout(), wire: { status: 200 } })],
  },
});

// ---- the customer step before it: the browser's and the form's one step -----------------------
describe("the store's customer step, through the form and the browser's step alike", () => {
  const fields = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
  const cases = [
    { name: "a field refused", values: { ...fields, email: "nope" }, terms: true, items: "11:1" },
    { name: "the terms not accepted", values: fields, terms: false, items: "11:1" },
    { name: "an empty cart", values: fields, terms: true, items: "" },
    { name: "all well: the bypass to pay", values: fields, terms: true, items: "11:1" },
  ];
  for (const c of cases)
    it(c.name, async () => {
      const w = await startTwoFaces();
      try {
        const drawn = await w.form(
          "/store",
          freshMac(),
          { _action: "customer", ...c.values, ...(c.terms ? { terms: "1" } : {}), items: c.items },
          SWIFT,
        );
        const items = c.items ? [{ id: 11, amount: 1 }] : [];
        const turn = customerStep({ values: c.values, termsAccepted: c.terms, items });
        const errors = Object.keys(turn.errors).length > 0;
        const browser = turn.controller ? { next: `→${turn.controller.path}` } : turnMeaning(turn, "idle");
        expect(drawnMeaning(drawn)).toEqual(browser);
        if (errors) expect((drawn.form as { errors: object }).errors).toEqual(turn.errors);
      } finally {
        await w.close();
      }
    });
});
