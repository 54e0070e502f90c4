import { afterEach, describe, expect, it } from "vitest";
import { CUSTOMER, checkout, completed, placeOrder, readDb, SWIFT } from "./helpers/shop.ts";
import { startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

describe("store API", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("answers the zone's items, currency, decimals and cart limit", async () => {
    t = await startApp();
    const res = await t.api("GET", "/api/v1/store/zone", undefined, SWIFT);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const store = res.json();
    expect(store).toMatchObject({ currency: "EUR", currencyDecimals: 2, maxCheckoutItems: 3 });
    // the words in the zone's first language, as the spec's API has them, and in each it offers
    expect(store.availableStoreItems[0]).toEqual({
      id: 11,
      name: "1 hour",
      description: "Up to 20 Mbit/s on one device",
      grossAmount: 450,
      translations: {
        en: { name: "1 hour", description: "Up to 20 Mbit/s on one device" },
        sv: { name: "1 timme", description: "Upp till 20 Mbit/s på en enhet" },
        el: { name: "1 ώρα", description: "Έως 20 Mbit/s σε μία συσκευή" },
      },
    });
    const sek = (await t.api("GET", "/api/v1/store/zone")).json();
    expect(sek).toMatchObject({ currency: "SEK", maxCheckoutItems: 1 });
  });

  it("answers a closed store with no items, and a zone without a store with 404", async () => {
    t = await startApp();
    const closed = (await t.api("GET", "/api/v1/store/zone", undefined, "jw-breeze-demo")).json();
    expect(closed).toMatchObject({ availableStoreItems: [], currency: "NOK" });
    // the Tern's manifest has no store
    const res = await t.api("GET", "/api/v1/store/zone", undefined, "sk-tern");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("this zone has no store");
  });

  it("creates an order and a payment, and answers the order as pending (202, no vouchers)", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t, [{ id: 11, amount: 2 }]);
    expect(paymentId).toMatch(/^[0-9a-f]{32}$/);
    expect(publicId.length).toBeGreaterThanOrEqual(16);
    const res = await completed(t, publicId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual([]);
  });

  // issue 33, finding 6: the terms come before checkout, and the items alone cannot say so
  it("refuses the spec's list-only body, and an order whose terms were not accepted, with 400", async () => {
    t = await startApp();
    const { termsAccepted: _, ...unaccepted } = CUSTOMER;
    for (const body of [
      [{ id: 12, amount: 1 }],
      { ...unaccepted, items: [{ id: 12, amount: 1 }] },
      { ...CUSTOMER, termsAccepted: false, items: [{ id: 12, amount: 1 }] },
    ]) {
      const res = await checkout(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/^the terms must be accepted first: send termsAccepted: true/);
    }
    expect(readDb(t, "SELECT COUNT(*) AS n FROM orders")).toEqual([{ n: 0 }]);
  });

  it("finds an order only in its own zone", async () => {
    t = await startApp();
    const { publicId } = await placeOrder(t);
    expect((await completed(t, publicId, ZONE)).statusCode).toBe(404);
    expect((await completed(t, "AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
    expect((await completed(t, "short")).statusCode).toBe(400);
  });

  it.each([
    [[{ id: 11, amount: 0 }], "the cart is empty"],
    [
      [
        { id: 11, amount: 2 },
        { id: 12, amount: 2 },
      ],
      "the cart holds 4 vouchers, more than this store's limit of 3",
    ],
    [[{ id: 99, amount: 1 }], "unknown store item 99"],
    [
      [
        { id: 11, amount: 1 },
        { id: 11, amount: 1 },
      ],
      "store item 11 appears twice",
    ],
  ])("refuses the items %j with a 400 that says why", async (items, message) => {
    t = await startApp();
    const res = await checkout(t, { ...CUSTOMER, items });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ firstName: "   " }, "firstName must be 1 to 127 characters"],
    [{ lastName: "x".repeat(128) }, "lastName must be 1 to 127 characters"],
    [{ email: "ada@example" }, "email is not a valid e-mail address"],
    [{ email: "ada@@example.com" }, "email is not a valid e-mail address"],
    [{ email: "a da@example.com" }, "email is not a valid e-mail address"],
    [{ email: "ada@example..com" }, "email is not a valid e-mail address"],
  ])("refuses the customer %j with a 400 that says why", async (change, message) => {
    t = await startApp();
    const res = await checkout(t, { ...CUSTOMER, ...change, items: [{ id: 11, amount: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    [{ ...CUSTOMER, items: [] }],
    [{ ...CUSTOMER, items: [{ id: 11, amount: -1 }] }],
    [{ ...CUSTOMER, items: [{ id: 11, amount: 1.5 }] }],
    [{ firstName: "Ada", items: [{ id: 11, amount: 1 }] }],
    [{ ...CUSTOMER, items: "junk" }],
  ])("refuses a malformed body with 400, never a 5xx: %j", async (body) => {
    t = await startApp();
    expect((await checkout(t, body)).statusCode).toBe(400);
  });

  it("trims names and e-mail before it keeps them", async () => {
    t = await startApp();
    const res = await checkout(t, {
      firstName: "  Ada ",
      lastName: " Lovelace",
      email: " ada@example.com ",
      items: [{ id: 11, amount: 1 }],
      termsAccepted: true,
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses to sell from a closed store (409)", async () => {
    t = await startApp();
    const res = await checkout(
      t,
      { ...CUSTOMER, items: [{ id: 21, amount: 1 }] },
      undefined,
      "jw-breeze-demo",
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("this zone's store is not available");
  });
});
