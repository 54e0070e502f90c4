import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { CARDS, pay, placeOrder, readDb, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

interface AuditRow {
  account_name: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  outcome: string;
}

// issue 42: a card order's vouchers refunded one at a time, each at its line's price
describe("the console's partial refunds", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("refunds one voucher of an order (its price, it alone revoked, its device let go), then the rest, each audited", async () => {
    t = await startApp();
    await addUser(t.dataDir, "ops", "operator", ["jetwave"]);
    const { paymentId, publicId } = await placeOrder(t, [{ id: 11, amount: 2 }]);
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(200);
    const [first, second] = (await waitForVouchers(t, publicId)).map((v) => v.code);
    if (!first || !second) throw new Error("the order has not two vouchers");
    const [total] = readDb<{ amount: number }>(t, "SELECT amount FROM orders WHERE public_id = ?", publicId);
    const [line] = readDb<{ unit_amount: number }>(
      t,
      "SELECT unit_amount FROM order_lines WHERE public_id = ?",
      publicId,
    );
    const price = Number(line?.unit_amount);
    expect(Number(total?.amount)).toBe(2 * price);
    // each voucher on a device of its own, online at the simulator
    const [a, b] = ["02:00:00:00:78:01", "02:00:00:00:78:02"];
    for (const [mac, code] of [
      [a, first],
      [b, second],
    ] as const) {
      const auth = await t.api(
        "POST",
        "/api/v1/voucher/auth",
        { mac, voucher: code, termsAccepted: true },
        SWIFT,
      );
      expect(auth.statusCode, auth.body).toBe(200);
      t.bind(mac, SWIFT);
      await t.app.inject({ url: `/auth?mac=${mac}&zoneId=${SWIFT}`, headers: { cookie: t.cookie ?? "" } });
    }
    const cardOf = (mac: string) => `/console/device?zone=${SWIFT}&mac=${encodeURIComponent(mac)}`;
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    await expect
      .poll(async () => (await ops.get(cardOf(a))).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>jw-swift-demo/);
    expect((await ops.get(cardOf(a))).body).toContain(`Refund voucher ${first} only`);

    const money = (minor: number) => (minor / 100).toFixed(2);
    const partial = await ops.post("/console/order/refund", {
      zone: SWIFT,
      mac: a,
      order: publicId,
      code: first,
    });
    expect(partial.body).toMatch(
      new RegExp(
        `Voucher ${first} refunded: ${money(price).replace(".", "\\.")} [A-Z]{3}; it is revoked, the order&#x27;s other vouchers go on\\. Gateway jw-swift-demo: Disconnect-ACK`,
      ),
    );
    // the card provider gave back one voucher's price; the order is still a sale, of what is left
    const sandbox = () =>
      readDb<{ status: string; body: string }>(
        t,
        "SELECT status, body FROM sandbox_payments WHERE payment_id = ?",
        paymentId,
      ).map((r) => ({ status: r.status, refunded: JSON.parse(r.body).refunded }));
    expect(sandbox()).toEqual([{ status: "reserved", refunded: price }]);
    const order = () =>
      readDb<{ status: string; refunded_amount: number }>(
        t,
        "SELECT status, refunded_amount FROM orders WHERE public_id = ?",
        publicId,
      );
    expect(order()).toEqual([{ status: "completed", refunded_amount: price }]);
    // the sales report counts the voucher kept, at its price
    const sales = (await ops.get(`/console/reports/sales.csv?zone=${SWIFT}`)).body;
    expect(sales).toMatch(new RegExp(`"card","[A-Z]{3}","1","1","${price}"`));
    const vouchers = () =>
      readDb<{ code: string; revoked: number; refunded: number }>(
        t,
        `SELECT v.code, v.revoked_at IS NOT NULL AS revoked, o.refunded_at IS NOT NULL AS refunded
         FROM order_vouchers o JOIN vouchers v ON v.zone_id = o.zone_id AND v.code = o.code
         WHERE o.public_id = ? ORDER BY o.position`,
        publicId,
      );
    expect(vouchers()).toEqual([
      { code: first, revoked: 1, refunded: 1 },
      { code: second, revoked: 0, refunded: 0 },
    ]);
    // the other device goes on; the refunded voucher's card says so and offers no second refund of it
    expect((await ops.get(cardOf(b))).body).toMatch(/Logged in<\/dt><dd>yes/);
    const refundedCard = (await ops.get(cardOf(a))).body;
    expect(refundedCard).toContain(`${publicId} (completed); voucher ${first} refunded`);
    expect(refundedCard).not.toContain(`Refund voucher ${first} only`);
    const again = await ops.post("/console/order/refund", {
      zone: SWIFT,
      mac: a,
      order: publicId,
      code: first,
    });
    expect(again.body).toContain("Not refunded");
    expect(sandbox()).toEqual([{ status: "reserved", refunded: price }]);

    // the rest of the order: what is left, the other voucher revoked
    const rest = await ops.post("/console/order/refund", { zone: SWIFT, mac: b, order: publicId });
    expect(rest.body).toContain(`Order refunded: ${money(price)} `);
    expect(sandbox()).toEqual([{ status: "refunded", refunded: 2 * price }]);
    expect(order()).toEqual([{ status: "refunded", refunded_amount: 2 * price }]);
    expect(vouchers().map((v) => [v.revoked, v.refunded])).toEqual([
      [1, 1],
      [1, 1],
    ]);

    const trail = readDb<AuditRow>(
      t,
      "SELECT * FROM console_audit WHERE action LIKE 'refund%' ORDER BY audit_id",
    ).map((r) => ({
      ...{ who: r.account_name, action: r.action, target: r.target, outcome: r.outcome },
      before: r.before_json && JSON.parse(r.before_json),
      after: r.after_json && { ...JSON.parse(r.after_json), answers: undefined, currency: undefined },
    }));
    expect(trail).toEqual([
      {
        ...{ who: "ops", action: "refund-voucher", target: publicId, outcome: "refunded" },
        before: { status: "completed", voucher: first },
        after: { voucher: first, amount: price, revoked: [first] },
      },
      {
        ...{ who: "ops", action: "refund-voucher", target: publicId, outcome: "not-refundable" },
        ...{ before: null, after: null },
      },
      {
        ...{ who: "ops", action: "refund", target: publicId, outcome: "refunded" },
        before: { status: "completed" },
        after: { status: "refunded", amount: price, revoked: [second] },
      },
    ]);
  });
});
