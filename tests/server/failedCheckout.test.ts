import { afterEach, describe, expect, it } from "vitest";
import type { HttpRequest, HttpResponse } from "../../server/shop/payments/HttpTransport.ts";
import { CUSTOMER, checkout, completed, NETS, readDb } from "./helpers/shop.ts";
import { clock, startApp, type TestApp } from "./helpers/testApp.ts";

// Nets Easy as the checkout sees it: down (no answer) or up (a payment, never paid)
function provider() {
  const state = { down: true, made: 0 };
  const transport = async (request: HttpRequest): Promise<HttpResponse> => {
    if (state.down) throw new Error("connect ETIMEDOUT");
    if (request.method === "POST") return { status: 201, body: { paymentId: `pay-${++state.made}` } };
    if (request.method === "PUT") return { status: 204, body: null };
    return {
      status: 200,
      body: { payment: { orderDetails: { amount: 450, currency: "EUR" }, summary: {} } },
    };
  };
  return { state, transport };
}

interface OrderRow {
  public_id: string;
  status: string;
  failure_reason: string | null;
  idempotency_key: string | null;
  ended_at: number | null;
}

describe("a checkout the payment provider failed (502)", () => {
  let t: TestApp;
  afterEach(() => t.close());
  const orders = () => readDb<OrderRow>(t, "SELECT * FROM orders ORDER BY created_at, public_id");
  const body = { ...CUSTOMER, items: [{ id: 11, amount: 1 }] };

  it("is kept as failed with the provider's reason; the retry with its key starts a new order", async () => {
    const c = clock(Date.now());
    const start = c.now();
    const nets = provider();
    t = await startApp({
      shop: { payment: NETS, paymentTransport: nets.transport },
      storage: { now: c.now },
      maintenance: { intervalMs: 0 },
    });
    expect((await checkout(t, body, "key-failed-0001")).statusCode).toBe(502);
    c.advance(1000);
    expect((await checkout(t, body, "key-failed-0001")).statusCode).toBe(502);
    expect(orders()).toMatchObject([
      {
        status: "failed",
        failure_reason: "payment provider unreachable: connect ETIMEDOUT",
        idempotency_key: null,
      },
      { status: "failed", idempotency_key: null },
    ]);
    expect(orders().map((o) => o.ended_at)).toEqual([start, start + 1000]);

    nets.state.down = false;
    c.advance(1000);
    const ok = await checkout(t, body, "key-failed-0001");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().paymentId).toBe("pay-1");
    expect(orders().map((o) => o.status)).toEqual(["failed", "failed", "pending"]);
    // the same key now answers the order that reached the provider
    expect((await checkout(t, body, "key-failed-0001")).json()).toEqual(ok.json());
  });

  it("is never taken for an order waiting for its payment: 404 to the visitor, untouched by maintenance", async () => {
    const nets = provider();
    t = await startApp({
      shop: { payment: NETS, paymentTransport: nets.transport },
      maintenance: { intervalMs: 0 },
    });
    expect((await checkout(t, body)).statusCode).toBe(502);
    const [failed] = orders();
    expect((await completed(t, failed?.public_id ?? "")).statusCode).toBe(404);
    nets.state.down = false;
    await t.app.maintenanceRound();
    expect(orders()).toMatchObject([{ public_id: failed?.public_id, status: "failed" }]);
    expect(readDb(t, "SELECT * FROM payments")).toEqual([]);
  });
});
