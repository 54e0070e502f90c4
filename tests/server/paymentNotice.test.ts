import { afterEach, describe, expect, it, vi } from "vitest";
import { scaled } from "../timeoutFactor.ts";
import type { Mail } from "../../server/shop/mail/MailTransport.ts";
import { VOUCHER_ALPHABET } from "../../server/vouchers/newVoucherCode.ts";
import { completed, notice, placeOrder, readDb, sendNotice, SWIFT, waitForVouchers } from "./helpers/shop.ts";
import { startApp, type TestApp } from "./helpers/testApp.ts";

const CODE = new RegExp(`^[${VOUCHER_ALPHABET}]{8}$`);
const authOf = (t: TestApp, paymentId: string) =>
  readDb<{ notify_auth: string }>(t, "SELECT notify_auth FROM payments WHERE payment_id = ?", paymentId)[0]
    ?.notify_auth ?? "";

describe("the provider's completion notice", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("sent three times creates one set of vouchers, and one e-mail", async () => {
    const sent: Mail[] = [];
    t = await startApp({ mail: { transport: { send: async (mail) => void sent.push(mail) } } });
    const { paymentId, publicId } = await placeOrder(t, [
      { id: 11, amount: 2 },
      { id: 13, amount: 1 },
    ]);
    const auth = authOf(t, paymentId);
    for (const id of ["n1", "n2", "n3"]) {
      const res = await sendNotice(t, notice(paymentId, 2150, "EUR", id), auth);
      expect(res.statusCode).toBe(200);
    }
    const vouchers = await waitForVouchers(t, publicId);
    expect(vouchers.map((v) => v.name)).toEqual(["1 hour", "1 hour", "Day pass"]);
    // bought in words of every language: the completed step reads in the one chosen later too
    expect(vouchers.map((v) => v.translations?.sv?.name)).toEqual(["1 timme", "1 timme", "Dagspass"]);
    for (const v of vouchers) expect(v.code).toMatch(CODE);
    expect(new Set(vouchers.map((v) => v.code)).size).toBe(3);
    expect(readDb(t, "SELECT * FROM order_vouchers WHERE public_id = ?", publicId)).toHaveLength(3);
    expect(readDb(t, "SELECT outcome FROM payment_notices ORDER BY id")).toEqual([
      { outcome: "completed" },
      { outcome: "already-completed" },
      { outcome: "already-completed" },
    ]);
    // written to the outbox with the vouchers, once; delivered from there, after the notice's answer
    expect(readDb(t, "SELECT id FROM mail_outbox")).toHaveLength(1);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: scaled(5000) });
    expect(sent[0]).toMatchObject({
      to: "ada@example.com",
      subject: "Your Wi-Fi vouchers for Swift",
      publicId,
    });
    for (const v of vouchers) expect(sent[0]?.body).toContain(v.code);
  });

  it("creates vouchers that activate like any other, with the item's terms", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t, [{ id: 13, amount: 1 }]);
    await sendNotice(t, notice(paymentId, 1250), authOf(t, paymentId));
    const [voucher] = await waitForVouchers(t, publicId);
    const mac = "02:00:00:00:0a:01";
    const res = await t.api(
      "POST",
      "/api/v1/voucher/auth",
      { mac, voucher: voucher?.code, termsAccepted: true },
      SWIFT,
    );
    expect(res.statusCode).toBe(200);
    const session = (await t.api("GET", `/api/v1/session/${mac}`, undefined, SWIFT)).json();
    expect(session).toMatchObject({
      authVoucherCode: voucher?.code,
      maxSimultaneousClients: 3,
      byteLimit: null,
    });
  });

  it("by default keeps the order e-mail in the outbox table", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    await sendNotice(t, notice(paymentId), authOf(t, paymentId));
    const [voucher] = await waitForVouchers(t, publicId);
    const outbox = readDb<{ to_address: string; body: string }>(t, "SELECT * FROM mail_outbox");
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.to_address).toBe("ada@example.com");
    expect(outbox[0]?.body).toContain(voucher?.code);
  });

  it.each([
    ["a wrong Authorization", (auth: string) => [notice("PID"), `${auth}x`], 401],
    ["no Authorization", () => [notice("PID"), ""], 401],
    ["another amount", (auth: string) => [notice("PID", 449), auth], 409],
    ["another currency", (auth: string) => [notice("PID", 450, "SEK"), auth], 409],
  ] as const)("with %s completes nothing", async (_name, make, status) => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    const [body, auth] = make(authOf(t, paymentId));
    const res = await sendNotice(
      t,
      JSON.parse(JSON.stringify(body).replace("PID", paymentId)),
      auth as string,
    );
    expect(res.statusCode).toBe(status);
    expect((await completed(t, publicId)).statusCode).toBe(202);
    expect(readDb(t, "SELECT * FROM vouchers WHERE zone_id = ? AND code NOT LIKE 'JW%'", SWIFT)).toEqual([]);
  });

  it("acknowledges other events without completing, and answers an unknown payment with 404", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    const other = { ...notice(paymentId), event: "payment.reservation.failed" };
    expect((await sendNotice(t, other, authOf(t, paymentId))).statusCode).toBe(200);
    expect((await completed(t, publicId)).statusCode).toBe(202);
    expect((await sendNotice(t, notice("f".repeat(32)), "whatever1")).statusCode).toBe(404);
    expect((await sendNotice(t, { event: "x" }, "whatever1")).statusCode).toBe(400);
  });

  it("completes an order whose notice arrives late, after the visitor left", async () => {
    t = await startApp();
    const { paymentId, publicId } = await placeOrder(t);
    expect((await completed(t, publicId)).statusCode).toBe(202);
    await sendNotice(t, notice(paymentId), authOf(t, paymentId));
    expect(await waitForVouchers(t, publicId)).toHaveLength(1);
  });
});

describe("logs", () => {
  it("keep only the start of an order's public id, the key to its codes", async () => {
    const { maskOrderIds } = await import("../../server/http/loggerOptions.ts");
    expect(maskOrderIds("/api/v1/store/order/AbCdEf123456789012345x/completed")).toBe(
      "/api/v1/store/order/AbCdEf…/completed",
    );
  });
});
