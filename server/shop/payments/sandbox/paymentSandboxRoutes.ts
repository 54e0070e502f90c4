import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { httpError } from "../../../http/problem.ts";
import type { HttpTransport } from "../HttpTransport.ts";
import type { NetsCreatePayment } from "../NetsCreatePayment.ts";
import { type PaymentConfig, SANDBOX_PATH } from "../PaymentConfig.ts";
import { DECLINED_MESSAGE, deliverNotices, type SandboxEvent } from "./deliverNotices.ts";
import { RESERVATION_FAILED } from "../../decideCompletion.ts";
import { itemsAddUp, newSandboxPayment, type SandboxPaymentStore } from "./SandboxPayments.ts";
import { type CardBehaviour, cardBehaviour, isFutureExpiry } from "./testCards.ts";
import { errorResponses, schemaRef } from "../../../http/apiSchemas.ts";
import { hostedPageRoutes, hostedPageUrl } from "./hostedPageRoutes.ts";
import { sandboxAssetRoutes } from "./sandboxAssetRoutes.ts";

const isHttpUrl = (url: string | undefined) => {
  try {
    return url !== undefined && /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
};

const V1 = `${SANDBOX_PATH}/v1`;
// notices arrive twice: a provider may repeat one, and the server must not care
const REPEAT_AFTER_MS = 1000;

type PaymentRoute = { Params: { paymentId: string } };
type PayRoute = PaymentRoute & {
  Body: { checkoutKey: string; cardNumber: string; expiry: string; cvc: string };
};
const paymentParams = {
  type: "object",
  required: ["paymentId"],
  properties: { paymentId: { type: "string", pattern: "^[0-9a-f]{32}$" } },
} as const;

export interface SandboxOptions {
  // the shop's payment settings (its keys, the notices' delay) and the clock
  payment: PaymentConfig;
  now: () => number;
  transport: HttpTransport;
  // in SQLite on one server, in the shared database on a cluster
  payments: SandboxPaymentStore;
}

/**
 * The local payment sandbox (PAYMENT_PROVIDER=sandbox): Nets Easy's browser contract (checkout.js,
 * an iframe in the container, payment-completed) and server contract (create payment with the
 * secret key, then checkout-completed webhooks carrying the payment's Authorization), on this server.
 */
export const paymentSandboxRoutes: FastifyPluginAsync<SandboxOptions> = async (app, ctx) => {
  const { payments } = ctx;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
  });
  const { secretKey, checkoutKey, sandboxNoticeDelayMs } = ctx.payment;
  const requireSecret = async (request: FastifyRequest) => {
    if (request.headers.authorization !== secretKey) throw httpError(401, "wrong or missing secret key");
  };
  const openPayment = async (request: FastifyRequest<PaymentRoute>, key: string) => {
    const payment = await payments.get(request.params.paymentId);
    if (!payment || key !== checkoutKey) throw httpError(404, "no such payment for this checkout key");
    if (payment.status === "terminated")
      throw httpError(409, "this payment was terminated by the merchant: start the purchase again");
    return payment;
  };
  // the notices go out from the server that took the payment (a provider's own retries would
  // cover it dying before they are delivered; the sandbox's do not). The payment window is
  // answered without waiting for them, as the provider's is; only a test's resend waits.
  const notify = async (paymentId: string, delayMs: number, untilAnswered = false, event?: SandboxEvent) => {
    const payment = await payments.get(paymentId);
    if (!payment) return;
    const delivered = deliverNotices(payment, delayMs, ctx.transport, app.log, timers, event);
    if (untilAnswered) await delivered;
  };

  await app.register(sandboxAssetRoutes);

  app.post<{ Body: NetsCreatePayment }>(
    `${V1}/payments`,
    {
      preHandler: requireSecret,
      schema: {
        body: schemaRef("payment-sandbox-create.request"),
        response: { 201: schemaRef("payment-sandbox-create.response"), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!itemsAddUp(request.body))
        throw httpError(400, "the items' grossTotalAmount do not add up to amount");
      const hosted = request.body.checkout.integrationType === "HostedPaymentPage";
      if (hosted && !isHttpUrl(request.body.checkout.returnUrl))
        throw httpError(400, "a HostedPaymentPage payment needs checkout.returnUrl (http or https)");
      const payment = newSandboxPayment(request.body, ctx.now());
      await payments.put(payment);
      const page = payment.hosted
        ? { hostedPaymentPageUrl: hostedPageUrl(payment.hosted.returnUrl, payment.paymentId, checkoutKey) }
        : {};
      return reply.code(201).send({ paymentId: payment.paymentId, ...page });
    },
  );

  app.get<PaymentRoute>(
    `${V1}/payments/:paymentId`,
    {
      preHandler: requireSecret,
      schema: {
        params: paymentParams,
        response: { 200: schemaRef("payment-sandbox-payment.response"), ...errorResponses },
      },
    },
    async (request) => {
      const p = await payments.get(request.params.paymentId);
      if (!p) throw httpError(404, "no such payment");
      const reserved = p.status === "reserved" ? { reservedAmount: p.amount, chargedAmount: p.amount } : {};
      const orderDetails = { amount: p.amount, currency: p.currency, reference: p.reference };
      return {
        payment: {
          paymentId: p.paymentId,
          orderDetails,
          summary: reserved,
          created: new Date(p.createdAt).toISOString(),
        },
      };
    },
  );

  // not in the real API: lets a test send a paid payment's notice once more, answered once the
  // notice was (its first attempt at every webhook answered)
  app.post<PaymentRoute>(
    `${V1}/payments/:paymentId/notifications/resend`,
    {
      preHandler: requireSecret,
      schema: { params: paymentParams, response: { 200: schemaRef("empty"), ...errorResponses } },
    },
    async (request) => {
      const p = await payments.get(request.params.paymentId);
      if (!p) throw httpError(404, "no such payment");
      if (p.status !== "reserved") throw httpError(409, "the payment is not paid yet");
      await notify(p.paymentId, 0, true);
      return {};
    },
  );

  // Nets Easy's terminate payment: the merchant closes a checkout nobody completed, so it can no
  // longer be paid (reconciliation does, before it cancels an abandoned order)
  app.put<PaymentRoute>(
    `${V1}/payments/:paymentId/terminate`,
    {
      preHandler: requireSecret,
      schema: {
        params: paymentParams,
        response: { 204: { type: "null", description: "Terminated" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const p = await payments.get(request.params.paymentId);
      if (!p) throw httpError(404, "no such payment");
      if (p.status !== "terminated" && !(await payments.terminate(p.paymentId)))
        throw httpError(400, "the payment is completed and cannot be terminated");
      return reply.code(204).send();
    },
  );

  // Nets Easy's refund payment (POST /v1/payments/{paymentId}/refunds, { amount }): all or part of
  // a paid payment back to the card; partial refunds add up to the amount at most (the console's
  // refund of a card order, or of one of its vouchers)
  app.post<PaymentRoute & { Body: { amount: number } }>(
    `${V1}/payments/:paymentId/refunds`,
    {
      preHandler: requireSecret,
      schema: {
        params: paymentParams,
        body: {
          type: "object",
          properties: { amount: { type: "integer", minimum: 1, maximum: 100_000_000 } },
          required: ["amount"],
        },
        response: {
          201: {
            type: "object",
            properties: { refundId: { type: "string" } },
            required: ["refundId"],
            description: "Refunded",
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const p = await payments.get(request.params.paymentId);
      if (!p) throw httpError(404, "no such payment");
      if (request.body.amount > p.amount - (p.refunded ?? 0))
        throw httpError(400, "more than is left to refund of the payment");
      if (!(await payments.refund(p.paymentId, request.body.amount)))
        throw httpError(400, "the payment is not paid, or refunded already");
      return reply
        .code(201)
        .send({ refundId: `refund-${p.paymentId}-${(p.refunded ?? 0) + request.body.amount}` });
    },
  );

  app.get<PaymentRoute & { Querystring: { checkoutKey: string } }>(
    `${V1}/checkout/:paymentId`,
    {
      schema: {
        params: paymentParams,
        querystring: {
          type: "object",
          required: ["checkoutKey"],
          properties: { checkoutKey: { type: "string" } },
        },
        response: { 200: schemaRef("payment-sandbox-checkout.response"), ...errorResponses },
      },
    },
    async (request) => {
      const { paymentId, amount, currency, status, items } = await openPayment(
        request,
        request.query.checkoutKey,
      );
      return { paymentId, amount, currency, status, items };
    },
  );

  // a test card taken, by the payment window's call or on the hosted page: reserved and its
  // notices sent; declined: as Nets does, the merchant hears of it at once (its order fails)
  const take = async (
    paymentId: string,
    behaviour: CardBehaviour,
  ): Promise<"declined" | "paid" | "taken"> => {
    if (behaviour === "declined") {
      await notify(paymentId, 0, true, RESERVATION_FAILED);
      return "declined";
    }
    if (!(await payments.reserve(paymentId))) return "paid";
    if (behaviour === "delayed") await notify(paymentId, sandboxNoticeDelayMs);
    else {
      await notify(paymentId, 0);
      await notify(paymentId, REPEAT_AFTER_MS);
    }
    return "taken";
  };
  const pay = async (payment: { paymentId: string }, behaviour: CardBehaviour) =>
    (await take(payment.paymentId, behaviour)) !== "declined";
  await app.register(hostedPageRoutes, { payments, checkoutKey, now: ctx.now, pay });

  app.post<PayRoute>(
    `${V1}/checkout/:paymentId/pay`,
    {
      schema: {
        params: paymentParams,
        body: schemaRef("payment-sandbox-pay.request"),
        response: { 200: schemaRef("payment-sandbox-pay.response"), ...errorResponses },
      },
    },
    async (request) => {
      const payment = await openPayment(request, request.body.checkoutKey);
      if (payment.status === "reserved") throw httpError(409, "this payment is already paid");
      const behaviour = cardBehaviour(request.body.cardNumber);
      if (!behaviour) throw httpError(400, "not a sandbox test card (server/README.md lists them)");
      if (!isFutureExpiry(request.body.expiry, ctx.now())) throw httpError(400, "the card has expired");
      // declined: the window stays open for another card
      const taken = await take(payment.paymentId, behaviour);
      if (taken === "declined") throw httpError(402, DECLINED_MESSAGE);
      if (taken === "paid") throw httpError(409, "this payment is already paid");
      return { paymentId: payment.paymentId, status: "reserved" };
    },
  );
};
