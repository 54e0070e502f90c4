import { afterEach, describe, expect, it } from "vitest";
import { openStorage } from "../../server/storage/open/openStorage.ts";
import { scaled } from "../timeoutFactor.ts";
import { addUser, consoleBrowser } from "./helpers/consoleBrowser.ts";
import { freshDatabase } from "./helpers/postgres.ts";
import { CARDS, pay, placeOrder, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { DEVICE_CONNECTED, startApp, type TestApp, ZONE } from "./helpers/testApp.ts";

// the console on PostgreSQL: the same migration (011-console.sql), sessions, backoff and audit trail
describe("the console on PostgreSQL", () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it("signs a clerk in, kicks a device through the simulator, backs off a guesser, and audits it all", async () => {
    const url = await freshDatabase("console");
    t = await startApp({ storage: { databaseUrl: url } });
    await addUser(t.dataDir, "clerk", "desk", ["gangnet/premium"], url);
    const b = consoleBrowser(t.app, "10.9.1.1");
    expect((await b.signIn("clerk")).statusCode).toBe(303);
    const card = `/console/device?zone=${ZONE}&mac=${encodeURIComponent(DEVICE_CONNECTED)}`;
    await expect
      .poll(async () => (await b.get(card)).body, { timeout: scaled(5000) })
      .toMatch(/Online now<\/dt><dd>gn-premium-demo/);
    const kicked = await b.post("/console/device/kick", { zone: ZONE, mac: DEVICE_CONNECTED });
    expect(kicked.body).toMatch(/Gateway gn-premium-demo: Disconnect-ACK/);
    // the reset forgets a locked-out device's counters (rate_limit_hits, matched with LIKE ... ESCAPE)
    const mac = "02:00:00:00:0b:02";
    const guess = (voucher: string) =>
      t?.api("POST", "/api/v1/voucher/auth", { mac, voucher, termsAccepted: true });
    let guessed = await guess("GUESS000");
    for (let i = 1; guessed?.statusCode !== 429 && i < 40; i++)
      guessed = await guess(`GUESS${String(i).padStart(3, "0")}`);
    expect(guessed?.statusCode).toBe(429);
    expect((await b.post("/console/device/reset", { zone: ZONE, mac })).body).toContain("Device reset");
    expect((await guess("GUESS999"))?.statusCode).not.toBe(429);
    // the answer is kept per gateway (migration 015): an operator's health page counts it
    await addUser(t.dataDir, "ops", "operator", ["gangnet"], url);
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    expect((await ops.get("/console/gateways")).body).toMatch(
      /<td[^>]*>gn-premium-demo<\/td><td[^>]*>127\.0\.0\.1<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>0<\/td><td[^>]*>0<\/td>/,
    );
    const guesser = consoleBrowser(t.app, "10.9.1.2");
    for (let i = 0; i < 5; i++)
      expect((await guesser.signIn("nobody", `guess-${i}-guess-guess`)).statusCode).toBe(401);
    // the wait after the fifth is a second and doubles with each failure; the clock runs here (the
    // simulator needs it), and on a loaded machine a guess may outlast the first wait: a later one meets it
    let refused = false;
    for (let i = 5; i < 12 && !refused; i++)
      refused = (await guesser.signIn("nobody", `guess-${i}-guess-guess`)).statusCode === 429;
    expect(refused).toBe(true);
    const store = openStorage(t.dataDir, url);
    try {
      const rows = await store.db
        .selectFrom("console_audit")
        .select(["action", "account_name", "outcome"])
        .where("address", "<>", "demo")
        .orderBy("audit_id")
        .execute();
      expect(rows.map((r) => r.action)).toEqual([
        "account-add",
        "sign-in",
        "kick",
        "reset",
        "account-add",
        "sign-in",
        ...Array(5).fill("sign-in-failed"),
      ]);
    } finally {
      await store.close();
    }
  });

  it("refunds one voucher of a card order, then the rest (migration 017 on PostgreSQL)", async () => {
    const url = await freshDatabase("console_refunds");
    t = await startApp({ storage: { databaseUrl: url } });
    await addUser(t.dataDir, "ops", "operator", ["jetwave"], url);
    const { paymentId, publicId } = await placeOrder(t, [{ id: 11, amount: 2 }]);
    expect((await pay(t, paymentId, CARDS.success)).statusCode).toBe(200);
    const [first, second] = (await waitForVouchers(t, publicId)).map((v) => v.code);
    const mac = "02:00:00:00:79:01";
    expect(
      (await t.api("POST", "/api/v1/voucher/auth", { mac, voucher: first, termsAccepted: true }, SWIFT))
        .statusCode,
    ).toBe(200);
    const ops = consoleBrowser(t.app);
    await ops.signIn("ops");
    const refund = (code?: string) =>
      ops.post("/console/order/refund", { zone: SWIFT, mac, order: publicId, ...(code ? { code } : {}) });
    expect((await refund(first)).body).toContain(`Voucher ${first} refunded`);
    const store = openStorage(t.dataDir, url);
    try {
      const state = async () => ({
        order: await store.db
          .selectFrom("orders")
          .select(["status", "amount", "refunded_amount"])
          .where("public_id", "=", publicId)
          .executeTakeFirstOrThrow(),
        refunded: (
          await store.db
            .selectFrom("order_vouchers")
            .select("code")
            .where("public_id", "=", publicId)
            .where("refunded_at", "is not", null)
            .orderBy("position")
            .execute()
        ).map((v) => v.code),
      });
      const half = await state();
      expect(half.order.status).toBe("completed");
      expect(Number(half.order.refunded_amount) * 2).toBe(Number(half.order.amount));
      expect(half.refunded).toEqual([first]);
      expect((await refund()).body).toContain("Order refunded");
      const all = await state();
      expect(all.order.status).toBe("refunded");
      expect(Number(all.order.refunded_amount)).toBe(Number(all.order.amount));
      expect(all.refunded).toEqual([first, second]);
    } finally {
      await store.close();
    }
  });
});
