import { createHash, randomBytes } from "node:crypto";
import type { Visitor } from "../domain/Actor.ts";
import { checkLimits } from "../rateLimit/checkLimits.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { Storage } from "../storage/Storage.ts";
import { checkoutRules } from "./checkoutLimits.ts";
import { attachPayment, createOrder, failOrder } from "./createOrder.ts";
import { isUnsuccessful, type OrderRecord } from "./OrderRecord.ts";
import type { NetsClient } from "./payments/netsClient.ts";
import { PaymentProviderError } from "./payments/netsClient.ts";
import { netsPaymentRequest } from "./payments/netsPaymentRequest.ts";
import type { PaymentConfig } from "./payments/PaymentConfig.ts";
import { findOrder, findStore } from "./orderRows.ts";
import { type CheckoutRequest, validateOrder } from "./validateOrder.ts";
import type { LimitEpoch } from "../rateLimit/LimitEpoch.ts";

export type CheckoutOutcome =
  | { kind: "limited"; retryAfterSeconds: number }
  // a vessel whose link to shore (its internet) is down sells nothing by card
  | { kind: "offline" }
  | { kind: "terms" }
  | { kind: "closed" }
  | { kind: "invalid"; message: string }
  // the same Idempotency-Key with another order
  | { kind: "key-reused" }
  // the provider made no payment (it refused, or did not answer): the order is kept as failed, with why
  | { kind: "provider-failed"; reason: string }
  // hostedPaymentPageUrl: the provider's own page the buyer is sent to (a checkout asked `hosted`)
  | { kind: "created"; paymentId: string; publicId: string; hostedPaymentPageUrl?: string };

export interface CheckoutDeps {
  storage: Storage;
  nets: NetsClient;
  payment: PaymentConfig;
  limits: LimitStore;
  limitEpoch: LimitEpoch;
  clientLimitScale: number;
  counts: { checkout(zoneId: string, outcome: string): void };
  now: () => number;
  // a linked vessel sells by card only while its link to shore (the satellite) is up
  shipShoreLink?: { cardPaymentsOpen(): boolean };
}

/** What the buyer asks: the order, its key, the page's origin (the payment window's), the buyer's language. */
export interface CheckoutInput {
  body: CheckoutRequest;
  idempotencyKey: string | null;
  portalOrigin: string;
  // the language the buyer uses (one the zone offers): the order e-mail is written in it
  locale: string | null;
  // the provider's hosted payment page instead of the embedded one (a browser without the script):
  // where it sends the buyer back, given the order's public id
  hosted?: (publicId: string) => { returnUrl: string; cancelUrl: string };
}

// what makes two requests the same order: the customer and the items, not their spelling
function requestHash(order: Pick<OrderRecord, "customer" | "lines">): string {
  const lines = order.lines.map((line) => [line.id, line.quantity]);
  return createHash("sha256")
    .update(JSON.stringify([order.customer, lines]))
    .digest("base64url");
}

// longer than a provider call may take (fetchTransport's 10 s): an order still "creating" after
// that was left by a server that died while asking, and is taken over
const CREATING_MS = 15_000;

// the provider's words, short: "payment provider unreachable: timeout"; anything else is ours
const failureReason = (error: unknown) =>
  error instanceof PaymentProviderError ? error.message.slice(0, 200) : "internal error, see the server log";

type Placed = Extract<CheckoutOutcome, { kind: "created" | "key-reused" | "provider-failed" }>;

/**
 * The card checkout (POST /api/v1/store/order/checkout/nets), the seam's for the API alone (the
 * payment window needs the script): limited per client and zone, then the order validated,
 * stored, and the provider asked for its payment. The same Idempotency-Key answers the same order
 * and payment, also while the first request is still running; with other contents it is refused.
 */
export function checkoutService(deps: CheckoutDeps) {
  const running = new Map<string, { hash: string; answer: Promise<Placed> }>();

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
      found = await findOrder(deps.storage, found.zoneId, found.publicId);
    }
    return found;
  }

  async function place(order: OrderRecord, input: CheckoutInput): Promise<Placed> {
    let { created, order: stored } = await createOrder(deps.storage, order);
    if (!created && stored.requestHash !== order.requestHash) return { kind: "key-reused" };
    if (!created && !stored.paymentId) {
      const other = await settled(stored);
      // the other attempt failed (the order is kept as failed, its key freed): this one starts anew
      if (other && !isUnsuccessful(other.status)) stored = other;
      else ({ created, order: stored } = await createOrder(deps.storage, order));
    }
    if (stored.paymentId) return { kind: "created", paymentId: stored.paymentId, publicId: stored.publicId };
    const notifyAuth = randomBytes(16).toString("hex");
    const request = netsPaymentRequest(stored, {
      portalOrigin: input.portalOrigin,
      notifyBase: deps.payment.notifyBase,
      notifyAuth,
      ...(input.hosted ? { hosted: input.hosted(stored.publicId) } : {}),
    });
    try {
      const { paymentId, hostedPaymentPageUrl } = await deps.nets.createPayment(request);
      const payment = { paymentId, provider: deps.payment.provider, notifyAuth };
      await attachPayment(deps.storage, stored.publicId, payment, deps.now());
      const page = hostedPaymentPageUrl ? { hostedPaymentPageUrl } : {};
      return { kind: "created", paymentId, publicId: stored.publicId, ...page };
    } catch (error) {
      // kept as failed with the provider's reason (the checkout report); a retry with the same key
      // starts a new order
      await failOrder(deps.storage, stored.publicId, failureReason(error), deps.now());
      if (error instanceof PaymentProviderError)
        return { kind: "provider-failed", reason: failureReason(error) };
      throw error;
    }
  }

  async function attempt(visitor: Visitor, input: CheckoutInput): Promise<CheckoutOutcome> {
    const { zoneId } = visitor.zone;
    const rules = checkoutRules(zoneId, visitor.client, deps.limitEpoch, deps.clientLimitScale);
    const limited = await checkLimits(deps.limits, rules, visitor.now);
    if (limited) return { kind: "limited", retryAfterSeconds: limited.retryAfterSeconds };
    // card payment needs the internet: offline, the store says so (no items) and a checkout is
    // refused before an order is stored, rather than failing at the payment step
    if (deps.shipShoreLink && !deps.shipShoreLink.cardPaymentsOpen()) return { kind: "offline" };
    const store = await findStore(deps.storage.db, zoneId);
    const valid = validateOrder(input.body, store);
    if (!valid.ok)
      return valid.kind === "invalid" ? { kind: "invalid", message: valid.message } : { kind: valid.kind };
    const order: OrderRecord = {
      ...{ publicId: randomBytes(16).toString("base64url"), zoneId, idempotencyKey: input.idempotencyKey },
      ...{ requestHash: requestHash(valid), status: "creating", customer: valid.customer },
      ...{ currency: store?.currency ?? "", amount: valid.amount, lines: valid.lines, paymentId: null },
      ...{ createdAt: deps.now(), locale: input.locale },
    };
    if (input.idempotencyKey === null) return place(order, input);
    const slot = `${zoneId}\n${input.idempotencyKey}`;
    const inFlight = running.get(slot);
    if (inFlight) return inFlight.hash === order.requestHash ? inFlight.answer : { kind: "key-reused" };
    const answer = place(order, input).finally(() => running.delete(slot));
    running.set(slot, { hash: order.requestHash, answer });
    return answer;
  }

  return async function checkout(visitor: Visitor, input: CheckoutInput): Promise<CheckoutOutcome> {
    const outcome = await attempt(visitor, input);
    deps.counts.checkout(visitor.zone.zoneId, COUNTED[outcome.kind]);
    if (outcome.kind === "provider-failed")
      visitor.log.error(
        { zoneId: visitor.zone.zoneId, reason: outcome.reason },
        "the payment provider did not create a payment",
      );
    return outcome;
  };
}

// what GET /metrics counts of each (created: the provider made its payment; failed: it did not, 502;
// refused: the visitor can mend it, 4xx, and no order was kept)
const COUNTED: Record<CheckoutOutcome["kind"], string> = {
  limited: "rate-limited",
  offline: "refused",
  terms: "refused",
  closed: "refused",
  invalid: "refused",
  "key-reused": "refused",
  "provider-failed": "failed",
  created: "created",
};
