import { afterEach, describe, expect, it } from "vitest";
import { CUSTOMER, checkout, placeOrder, readDb } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

describe("order creation is idempotent on the client's key", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("answers a repeated request with the same order and payment, and keeps one order", async () => {
    t = await startApp();
    const first = await placeOrder(t, [{ id: 12, amount: 1 }], "key-repeat-0001");
    const again = await placeOrder(t, [{ id: 12, amount: 1 }], "key-repeat-0001");
    expect(again).toEqual(first);
    const rows = readDb<{ n: number }>(
      t,
      "SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?",
      "key-repeat-0001",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("answers parallel requests with the same key with one order", async () => {
    t = await startApp();
    const body = { ...CUSTOMER, items: [{ id: 11, amount: 1 }] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(t, body, "key-parallel-01")));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().publicId)).size).toBe(1);
    expect(readDb(t, "SELECT * FROM payments")).toHaveLength(1);
  });

  it("refuses the same key with another order (409) and changes nothing", async () => {
    t = await startApp();
    await placeOrder(t, [{ id: 11, amount: 1 }], "key-conflict-01");
    const res = await checkout(t, { ...CUSTOMER, items: [{ id: 11, amount: 2 }] }, "key-conflict-01");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("this Idempotency-Key was already used for another order");
  });

  it("treats the same customer spelled with spaces as the same order", async () => {
    t = await startApp();
    const first = await placeOrder(t, [{ id: 11, amount: 1 }], "key-spaces-0001");
    const res = await checkout(
      t,
      { ...CUSTOMER, firstName: " Ada ", items: [{ id: 11, amount: 1 }] },
      "key-spaces-0001",
    );
    expect(res.json()).toEqual(first);
  });

  it("makes separate orders without a key, and for the same key in another zone", async () => {
    t = await startApp();
    const a = await placeOrder(t);
    const b = await placeOrder(t);
    expect(a.publicId).not.toBe(b.publicId);
    const other = await checkout(
      t,
      { ...CUSTOMER, items: [{ id: 1, amount: 1 }] },
      "key-zones-00001",
      "gn-premium-demo",
    );
    const own = await checkout(t, { ...CUSTOMER, items: [{ id: 11, amount: 1 }] }, "key-zones-00001");
    expect(other.json().publicId).not.toBe(own.json().publicId);
  });

  it.each(["short", "has space inside", "x".repeat(129)])("refuses the key %j with 400", async (key) => {
    t = await startApp();
    expect((await checkout(t, { ...CUSTOMER, items: [{ id: 11, amount: 1 }] }, key)).statusCode).toBe(400);
  });
});
