import { afterEach, vi } from "vitest";
import { TERMS_REFUSED } from "../../server/domain/termsRefused.ts";
import { OPEN_OUTCOMES } from "../../server/opens/openOutcomes.ts";
import { LOGOUT_OUTCOMES } from "../../server/sessions/logoutOutcomes.ts";
import { RESET_OUTCOMES } from "../../server/sessions/resetOutcomes.ts";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { revokeVouchers } from "../../server/vouchers/revokeVouchers.ts";
import { VOUCHER_OUTCOMES } from "../../server/vouchers/voucherOutcomes.ts";
import { openStep } from "../../steps/openSteps.ts";
import { sessionStep } from "../../steps/sessionSteps.ts";
import { voucherStep } from "../../steps/voucherSteps.ts";
import { clock } from "./helpers/testApp.ts";
import { freshVoucher, type TwoFaces, turnMeaning } from "./helpers/twoFaces.ts";
import { at, walkOutcomes } from "./helpers/walkOutcomes.ts";

// Issue 34's table: every outcome of the voucher, the open access, logout and reset, through the
// JSON API and through the page's form without a script, meaning the same to the passenger
const ZONE = "gn-premium-demo";
const MIN = 60_000;
afterEach(() => vi.restoreAllMocks());

// ---- the voucher -------------------------------------------------------------------------------
const voucherApi = (w: TwoFaces, mac: string, code: string, more: object = { termsAccepted: true }) =>
  w.api("POST", "/api/v1/voucher/auth", { mac, voucher: code, ...more }, ZONE);
const voucherForm = (w: TwoFaces, mac: string, code: string, more: Record<string, string> = { terms: "1" }) =>
  w.form("/login/voucher", mac, { _action: "voucher", code, _step: "accept", ...more }, ZONE);
const demoCode = (code: string) => async () => code;
const INVALID = { next: "idle", banner: "gen.invalidvoucher" };
const CONFLICT = { next: "idle", banner: "gen.auth-conflict" };
const TO_AUTH = { next: "→/auth" };

walkOutcomes({
  title: "a voucher, through both faces",
  action: "voucher",
  table: VOUCHER_OUTCOMES,
  browser: (status) => {
    const turn = voucherStep(
      { step: "loading", code: "ABCD1234", termsAccepted: true },
      { type: "answered", status },
    );
    return turnMeaning(turn, turn.state.step);
  },
  rows: {
    terms: [
      at({
        given: (w) => freshVoucher(w.t, ZONE),
        api: (w, mac, code) => voucherApi(w, mac, code, { termsAccepted: false }),
        form: (w, mac, code) => voucherForm(w, mac, code, {}),
        wire: { status: 400, message: TERMS_REFUSED },
        meaning: { next: "terms", flagged: true },
        formStopsFirst: true,
      }),
    ],
    limited: [
      at({
        app: () => ({
          options: { rateLimit: { voucherLimits: { perDevice: { max: 1, windowMs: 10 * MIN } } } },
        }),
        // the device's one attempt of the window, spent on a guess
        given: async (w, mac) => {
          await voucherApi(w, mac, "NOSUCH22");
          return freshVoucher(w.t, ZONE);
        },
        api: voucherApi,
        form: voucherForm,
        wire: { status: 429, message: /^too many voucher attempts, retry in \d+ s$/ },
        meaning: { next: "idle", banner: "gen.timeout" },
      }),
    ],
    unknown: [
      at({
        given: demoCode("NOSUCH23"),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 404, message: "unknown voucher code" },
        meaning: INVALID,
      }),
    ],
    // the same words as an unknown code on both faces: a lost sheet's codes tell a finder nothing
    revoked: [
      at({
        given: async (w) => {
          const code = await freshVoucher(w.t, ZONE);
          const store = openStorage(w.t.dataDir);
          try {
            await revokeVouchers(store, { code, zoneId: ZONE }, Date.now());
          } finally {
            await store.close();
          }
          return code;
        },
        api: voucherApi,
        form: voucherForm,
        wire: { status: 404, message: "unknown voucher code" },
        meaning: INVALID,
      }),
    ],
    expired: [
      at({
        given: demoCode("OLD12345"),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 409, message: "voucher has expired" },
        meaning: CONFLICT,
      }),
    ],
    "used-up": [
      at({
        given: demoCode("USED9999"),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 409, message: "voucher data is used up" },
        meaning: CONFLICT,
      }),
    ],
    "device-limit": [
      at({
        // one device, already active on the demo's busy device
        given: demoCode("BUSY5678"),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 300, message: /maximum of 1 device/ },
        meaning: { next: "conflict" },
      }),
    ],
    "already-active": [
      at({
        given: async (w, mac) => {
          const code = await freshVoucher(w.t, ZONE);
          await voucherApi(w, mac, code);
          return code;
        },
        api: voucherApi,
        form: voucherForm,
        wire: { status: 200 },
        meaning: TO_AUTH,
      }),
    ],
    activate: [
      at({
        given: (w) => freshVoucher(w.t, ZONE),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 200 },
        meaning: TO_AUTH,
      }),
      at({
        name: "typed with spaces and in lower case",
        given: async (w) => (await freshVoucher(w.t, ZONE)).toLowerCase().replace(/^(.{4})/, " $1 "),
        api: voucherApi,
        form: voucherForm,
        wire: { status: 200 },
        meaning: TO_AUTH,
      }),
    ],
  },
});

// ---- the open access (the demo zone's trial, open 1) ------------------------------------------
const openApi = (w: TwoFaces, mac: string, openId = 1, termsAccepted = true, zone = ZONE) =>
  w.api("POST", `/api/v1/open/${openId}/auth/${mac}`, { termsAccepted }, zone);
const openForm = (w: TwoFaces, mac: string, openId = 1, terms = "1") =>
  w.form("/", mac, { _action: "open", openId: String(openId), _step: "accept", terms }, ZONE);
// spec section 8: a trial's activation that fails is 'Something went wrong' (the modal variants
// of the browser say why, steps/openSteps.ts `why`)
const UNAVAILABLE = { next: "idle", banner: "gen.timeout" };
// a clock the app and the case share, to use a trial up
let trialClock = clock();

walkOutcomes({
  title: "an open access, through both faces",
  action: "open",
  table: OPEN_OUTCOMES,
  browser: (status) => {
    const turn = openStep({ step: "loading", openId: 1 }, { type: "answered", status });
    return turnMeaning(turn, turn.state.step);
  },
  rows: {
    terms: [
      at({
        api: (w, mac) => openApi(w, mac, 1, false),
        form: (w, mac) => openForm(w, mac, 1, ""),
        wire: { status: 400, message: TERMS_REFUSED },
        meaning: { next: "terms", flagged: true },
        formStopsFirst: true,
      }),
    ],
    limited: [
      at({
        app: () => ({
          options: { rateLimit: { openLimits: { perClient: { max: 1, windowMs: 10 * MIN } } } },
        }),
        // this client's one activation of the window, on another device
        given: async (w) => {
          await openApi(w, "02:5e:ff:ff:ff:01");
        },
        api: (w, mac) => openApi(w, mac),
        form: (w, mac) => openForm(w, mac),
        wire: { status: 429, message: /^too many activations, retry in \d+ s$/ },
        meaning: { next: "idle", banner: "gen.timeout" },
      }),
    ],
    "unknown-open": [
      at({
        api: (w, mac) => openApi(w, mac, 9),
        form: (w, mac) => openForm(w, mac, 9),
        wire: { status: 404, message: "unknown open zone" },
        meaning: UNAVAILABLE,
      }),
    ],
    unavailable: [
      at({
        name: "the day's trial used up",
        app: () => {
          trialClock = clock();
          return { options: { storage: { now: trialClock.now } } };
        },
        given: async (w, mac) => {
          await openApi(w, mac);
          trialClock.advance(31 * MIN);
        },
        api: (w, mac) => openApi(w, mac),
        form: (w, mac) => openForm(w, mac),
        wire: { status: 409, message: "this open access is not available for this device now" },
        meaning: UNAVAILABLE,
      }),
    ],
    activated: [
      at({
        api: (w, mac) => openApi(w, mac),
        form: (w, mac) => openForm(w, mac),
        wire: { status: 200 },
        meaning: TO_AUTH,
      }),
    ],
  },
});

// ---- logout and reset (the status page) -------------------------------------------------------
const sessionApi =
  (action: "logout" | "reset", zone = ZONE) =>
  (w: TwoFaces, mac: string) =>
    w.api("POST", `/api/v1/session/${action}/${mac}`, {}, zone);
const sessionForm =
  (action: "logout" | "reset", zone = ZONE) =>
  (w: TwoFaces, mac: string) =>
    w.form("/status", mac, { _action: action }, zone);
const withVoucher = async (w: TwoFaces, mac: string) => {
  await voucherApi(w, mac, await freshVoucher(w.t, ZONE));
};
const NO_SESSION = { status: 404, message: "no session for this device in this zone" };
const WENT_WRONG = { next: "idle", banner: "gen.timeout" };
const sessionBrowser = (action: "logout" | "reset") => (status: number) =>
  turnMeaning(sessionStep(action, { type: "answered", status }), "idle");

walkOutcomes({
  title: "a logout, through both faces",
  action: "logout",
  table: LOGOUT_OUTCOMES,
  browser: sessionBrowser("logout"),
  rows: {
    "no-session": [
      at({ api: sessionApi("logout"), form: sessionForm("logout"), wire: NO_SESSION, meaning: WENT_WRONG }),
    ],
    "logged-out": [
      at({
        given: withVoucher,
        api: sessionApi("logout"),
        form: sessionForm("logout"),
        wire: { status: 200 },
        meaning: { next: "→/logout" },
      }),
    ],
  },
});

// Seahawk's free access resets: a new period is due after its 24 hours
const SEAHAWK = "cw-seahawk";
let resetClock = clock();
walkOutcomes({
  title: "a reset, through both faces",
  action: "reset",
  table: RESET_OUTCOMES,
  browser: sessionBrowser("reset"),
  rows: {
    "no-session": [
      at({ api: sessionApi("reset"), form: sessionForm("reset"), wire: NO_SESSION, meaning: WENT_WRONG }),
    ],
    unavailable: [
      at({
        name: "a voucher's session has no reset",
        given: withVoucher,
        api: sessionApi("reset"),
        form: sessionForm("reset"),
        wire: { status: 409, message: "session reset is not available now" },
        meaning: WENT_WRONG,
      }),
    ],
    reset: [
      at({
        app: () => {
          resetClock = clock();
          return { options: { storage: { now: resetClock.now } } };
        },
        given: async (w, mac) => {
          await openApi(w, mac, 1, true, SEAHAWK);
          resetClock.advance(25 * 60 * MIN);
        },
        api: sessionApi("reset", SEAHAWK),
        form: sessionForm("reset", SEAHAWK),
        wire: { status: 200 },
        meaning: TO_AUTH,
      }),
    ],
  },
});
