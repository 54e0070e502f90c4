import { describe, expect, it } from "vitest";
import { cartCount, cartProblem, cartTotal } from "../../../engine/flows/cartRules.ts";
import { isStoreSupported } from "../../../engine/flows/isStoreSupported.ts";
import { isValidEmail } from "../../../schemas/isValidEmail.ts";
import { validateOrder } from "../../../server/shop/validateOrder.ts";
import type { StoreRecord } from "../../../server/shop/OrderRecord.ts";
import { validateCustomer } from "../../../steps/validateCustomer.ts";
import { voucherCardState } from "../../../engine/flows/voucherCardState.ts";
import { checkoutLanguage } from "../../../engine/payment/dibsCheckout.ts";
import { formatPrice } from "../../../widgets/format/formatPrice.ts";
import { session } from "./sessions.ts";
import { STORE } from "./storeKit.tsx";

const items = STORE.availableStoreItems;

const EMAILS: [string, boolean][] = [
  ["ada@example.com", true],
  ["a.b+c@mail.example.co.uk", true],
  ["", false],
  ["ada@example", false],
  ["ada@@example.com", false],
  ["@example.com", false],
  ["ada@", false],
  ["ada@.com", false],
  ["ada@example.", false],
  ["a da@example.com", false],
  [`${"a".repeat(116)}@example.com`, true],
  [`${"a".repeat(117)}@example.com`, false],
  // a plain address only: nothing a mail library reads as a display name, a group or a list (issue 33)
  ["shown<actual@evil.example>", false],
  ["undisclosed:actual@evil.example;", false],
  ['"ada"@example.com', false],
  ["ada@example.com,eve@evil.example", false],
  ["ada(comment)@example.com", false],
  ["a..b@example.com", false],
  [".ada@example.com", false],
  ["o'brien+wifi@example.ie", true],
  ["åsa@exempel.se", true],
  ["ada@ex_ample.com", false],
];

// the server's check of the same order: it must accept and refuse exactly what the form does
const SERVER_STORE: StoreRecord = {
  zoneId: "z",
  currency: "EUR",
  currencyDecimals: 2,
  maxCheckoutItems: 5,
  open: true,
  items: [
    {
      id: 1,
      name: "1 h",
      description: "",
      grossAmount: 500,
      maxDevices: 1,
      durationMs: 3_600_000,
      byteLimit: null,
      rxMaxBps: null,
      txMaxBps: null,
      translations: null,
    },
  ],
};

describe("store rules", () => {
  it.each([
    [4900, 2, "SEK", "49 SEK"],
    [450, 2, "EUR", "4,50 EUR"],
    [12950, 2, "SEK", "129,50 SEK"],
    [5, 2, "EUR", "0,05 EUR"],
    [1500, 0, "ISK", "1500 ISK"],
    [1234, 3, "KWD", "1,23 KWD"],
    [2000, 3, "KWD", "2 KWD"],
  ])("prices %i minor units with %i decimals as %s %s", (minor, decimals, currency, shown) => {
    expect(formatPrice(minor, decimals, currency)).toBe(shown);
  });

  it("counts and totals only items on sale, and knows an empty or too-full cart", () => {
    const cart = { "11": 2, "12": 0, "99": 5 };
    expect(cartCount(cart, items)).toBe(2);
    expect(cartTotal(cart, items)).toBe(900);
    expect(cartProblem({}, items, 2)).toEqual({ kind: "empty" });
    expect(cartProblem({ "12": 0 }, items, 2)).toEqual({ kind: "empty" });
    expect(cartProblem({ "11": 2, "12": 1 }, items, 2)).toEqual({ kind: "too-many", max: 2 });
    expect(cartProblem({ "11": 1, "12": 1 }, items, 2)).toBeNull();
  });

  it.each(EMAILS)("e-mail %j is valid: %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each(EMAILS)("e-mail %j: the form and the server agree (%s)", (email, valid) => {
    const form = validateCustomer({ firstName: "Ada", lastName: "Lovelace", email }).customer !== null;
    const order = {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      items: [{ id: 1, amount: 1 }],
      termsAccepted: true,
    };
    expect([form, validateOrder(order, SERVER_STORE).ok]).toEqual([valid, valid]);
  });

  it("trims the customer and names each field's problem", () => {
    expect(
      validateCustomer({ firstName: " Ada ", lastName: "Lovelace", email: " ada@example.com " }),
    ).toEqual({
      customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
      errors: {},
    });
    expect(validateCustomer({ firstName: "  ", lastName: "x".repeat(128), email: "" }).errors).toEqual({
      firstName: "required",
      lastName: "invalid",
      email: "required",
    });
    expect(validateCustomer({ firstName: "x".repeat(127), lastName: "y", email: "no" })).toEqual({
      customer: null,
      errors: { email: "email" },
    });
  });

  it.each([
    [
      "Safari 13 on iOS",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1",
      false,
    ],
    [
      "Safari 12 on macOS",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Safari/605.1.15",
      false,
    ],
    [
      "Safari 14",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1",
      true,
    ],
    [
      "Chrome on iOS",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/90.0 Mobile/15E148 Safari/604.1",
      true,
    ],
    [
      "an Android web view",
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36",
      true,
    ],
    ["Firefox", "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0", true],
  ])("%s may use the store: %s", (_name, ua, supported) => {
    expect(isStoreSupported(ua)).toBe(supported);
  });

  it("gives a purchased voucher the spec's card state", () => {
    const own = session({ authVoucherCode: "ABCD2345" });
    expect(voucherCardState("ABCD2345", own, true)).toBe("activated");
    expect(voucherCardState("abcd2345", own, true)).toBe("activated");
    expect(voucherCardState("OTHER234", own, true)).toBe("activatable");
    expect(voucherCardState("ABCD2345", null, false)).toBe("activatable");
    expect(voucherCardState("ABCD2345", own, false)).toBe("activatable");
    const usedUp = session({ authVoucherCode: "ABCD2345", isSessionUsedUp: true });
    expect(voucherCardState("ABCD2345", usedUp, true)).toBe("expired");
    expect(voucherCardState("ABCD2345", { ...usedUp, isSessionResetAvailable: true }, false)).toBe(
      "activatable",
    );
  });

  it("maps the portal's locales to the checkout's languages, English where it has none", () => {
    expect([checkoutLanguage("en"), checkoutLanguage("sv"), checkoutLanguage("el")]).toEqual([
      "en-GB",
      "sv-SE",
      "en-GB",
    ]);
  });
});
