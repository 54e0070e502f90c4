import { createHash, randomBytes } from "node:crypto";
import { type CheckoutRequest, validateOrder } from "./validateOrder.ts";
import { httpError } from "../http/problem.ts";
import type { NetsClient } from "./payments/netsClient.ts";
import { netsPaymentRequest } from "./payments/netsPaymentRequest.ts";
import type { PaymentConfig } from "./payments/PaymentConfig.ts";
import type { Store } from "../storage/Store.ts";
import { attachPayment, createOrder, failOrder } from "./createOrder.ts";
import { isUnsuccessful, type OrderRecord } from "./OrderRecords.ts";
import { PaymentProviderError } from "./payments/netsClient.ts";
import { findOrder, findStore } from "./orderRows.ts";

export interface CheckoutAnswer {
  paymentId: string;
  publicId: string;
}

export interface CheckoutDeps {
  store: Store;
  nets: NetsClient;
  payment: PaymentConfig;
  now: () => number;
  // a linked vessel sells by card only while its link to shore (the satellite) is up
  fleetLink?: { cardPaymentsOpen(): boolean };
}

// what makes two requests the same order: the customer and the items, not their spelling
function requestHash(order: Pick<OrderRecord, "customer" | "lines">): string {
  const lines = order.lines.map((line) => [line.id, line.quantity]);
  return createHash("sha256")
    .update(JSON.stringify([order.customer, lines]))
    .digest("base64url");
}

/**
 * POST /api/v1/store/order/checkout/nets: validates the order, stores it, then has the provider
 * make its payment. The same Idempotency-Key answers the same order and payment, also while the
 * first request is still running; with other contents it is refused (409).
 */
// longer than a provider call may take (fetchTransport's 10 s): an order still "creating" after
// that was left by a server that died while asking, and is taken over
const CREATING_MS = 15_000;

// the provider's words, short: "payment provider unreachable: timeout"; anything else is ours
const failureReason = (error: unknown) =>
  error instanceof PaymentProviderError ? error.message.slice(0, 200) : "internal error, see the server log";

export function checkoutService(deps: CheckoutDeps) {
  const running = new Map<string, { hash: string; answer: Promise<CheckoutAnswer> }>();

  // the same key on another server of a cluster (a retry that reached another server, a key sent
  // twice): that server may be asking the provider for this order's payment right now. Its answer
  // is awaited: a second payment could be paid too, and the visitor charged twice
  async function settled(order: OrderRecord): Promise<OrderRecord | undefined> {
    const since = Date.now();
    let found: OrderRecord | undefined = order;
    while (
      found?.status === "creating" &&
      !found.paymentId &&
      deps.now() - found.createdAt < CREATING_MS &&
      Date.now() - since < CREATING_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      found = await findOrder(deps.store, found.zoneId, found.publicId);
    }
    return found;
  }

  async function place(order: OrderRecord, portalOrigin: string): Promise<CheckoutAnswer> {
    let { created, order: stored } = await createOrder(deps.store, order);
    if (!created && stored.requestHash !== order.requestHash)
      throw httpError(409, "this Idempotency-Key was already used for another order");
    if (!created && !stored.paymentId) {
      const other = await settled(stored);
      // the other attempt failed (the order is kept as failed, its key freed): this one starts anew
      if (other && !isUnsuccessful(other.status)) stored = other;
      else ({ created, order: stored } = await createOrder(deps.store, order));
    }
    if (stored.paymentId) return { paymentId: stored.paymentId, publicId: stored.publicId };
    const notifyAuth = randomBytes(16).toString("hex");
    const request = netsPaymentRequest(stored, {
      portalOrigin,
      notifyBase: deps.payment.notifyBase,
      notifyAuth,
    });
    try {
      const { paymentId } = await deps.nets.createPayment(request);
      await attachPayment(
        deps.store,
        stored.publicId,
        { paymentId, provider: deps.payment.provider, notifyAuth },
        deps.now(),
      );
      return { paymentId, publicId: stored.publicId };
    } catch (error) {
      // kept as failed with the provider's reason (the checkout report); a retry with the same key
      // starts a new order
      await failOrder(deps.store, stored.publicId, failureReason(error), deps.now());
      throw error;
    }
  }

  return async function checkout(
    zoneId: string,
    body: CheckoutRequest,
    idempotencyKey: string | null,
    portalOrigin: string,
    // the language the buyer uses (one the zone offers): the order e-mail is written in it
    locale: string | null,
  ): Promise<CheckoutAnswer> {
    // card payment needs the internet: offline, the store says so (no items) and a checkout is
    // refused before an order is stored, rather than failing at the payment step
    if (deps.fleetLink && !deps.fleetLink.cardPaymentsOpen())
      throw httpError(
        409,
        "card payment needs the internet, and this ship's link is down: buy a voucher at the info desk",
      );
    const store = await findStore(deps.store.db, zoneId);
    const valid = validateOrder(body, store);
    if (!valid.ok) throw httpError(valid.status, valid.message);
    const order: OrderRecord = {
      publicId: randomBytes(16).toString("base64url"),
      zoneId,
      idempotencyKey,
      requestHash: requestHash(valid),
      status: "creating",
      customer: valid.customer,
      currency: store?.currency ?? "",
      amount: valid.amount,
      lines: valid.lines,
      paymentId: null,
      createdAt: deps.now(),
      locale,
    };
    if (idempotencyKey === null) return place(order, portalOrigin);
    const slot = `${zoneId}\n${idempotencyKey}`;
    const inFlight = running.get(slot);
    if (inFlight) {
      if (inFlight.hash !== order.requestHash)
        throw httpError(409, "this Idempotency-Key was already used for another order");
      return inFlight.answer;
    }
    const answer = place(order, portalOrigin).finally(() => running.delete(slot));
    running.set(slot, { hash: order.requestHash, answer });
    return answer;
  };
}
