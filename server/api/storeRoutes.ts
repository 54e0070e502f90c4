import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { CheckoutRequest } from "../shop/validateOrder.ts";
import { answerJson } from "./answerJson.ts";
import { answerOf } from "../domain/OutcomeTable.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { CHECKOUT_OUTCOMES } from "../shop/checkoutOutcomes.ts";
import { checkoutLocale } from "../shop/checkoutLocale.ts";
import { mailZone } from "../shop/mail/mailZone.ts";
import { findOrder } from "../shop/orderRows.ts";
import { orderVoucherAnswer, storeZoneAnswer } from "../shop/storeZoneAnswer.ts";
import { isUnsuccessful, mayStillBePaid } from "../shop/OrderRecord.ts";

type CheckoutRoute = { Body: CheckoutRequest; Headers: { "idempotency-key"?: string } };
type OrderRoute = { Params: { publicId: string } };

const checkoutHeaders = {
  type: "object",
  properties: {
    "idempotency-key": {
      type: "string",
      pattern: "^[A-Za-z0-9_-]{8,128}$",
      description: "Makes a repeated request answer the first order (8-128 letters, digits, - or _).",
    },
  },
} as const;
const orderParams = {
  type: "object",
  required: ["publicId"],
  properties: { publicId: { type: "string", pattern: "^[A-Za-z0-9_-]{16,64}$" } },
} as const;

// the page the provider's checkout is embedded in lives on this origin (or the configured public one)
const portalOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  app.publicUrl?.replace(/\/+$/, "") ?? `${request.protocol}://${request.host}`;

// zone-scoped: the card store (spec section 7); the provider's notices are in paymentNotificationRoutes
export const storeRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/api/v1/store/zone",
    { schema: { response: { 200: schemaRef("store-zone"), ...errorResponses } } },
    async (request) => {
      const answer = await storeZoneAnswer(app, request.zone.zoneId);
      if (!answer) throw httpError(404, "this zone has no store");
      return answer;
    },
  );

  app.post<CheckoutRoute>(
    "/api/v1/store/order/checkout/nets",
    {
      schema: {
        headers: checkoutHeaders,
        body: schemaRef("store-checkout.request"),
        response: { 200: schemaRef("store-checkout.response"), ...errorResponses },
      },
    },
    // the checkout is the seam's, the answer its outcome table's
    async (request, reply) => {
      const visitor = await app.seam.visitor(request, reply, request.zone);
      const outcome = await app.seam.checkout(visitor, {
        body: request.body,
        idempotencyKey: request.headers["idempotency-key"] ?? null,
        portalOrigin: portalOrigin(app, request),
        locale: checkoutLocale(request, mailZone(app.zones, request.zone.zoneId)?.locales ?? []),
      });
      return answerJson(reply, answerOf(CHECKOUT_OUTCOMES, outcome), () =>
        outcome.kind === "created" ? { paymentId: outcome.paymentId, publicId: outcome.publicId } : {},
      );
    },
  );

  // 200 with the vouchers once the provider confirmed the payment; 202 and [] until then
  app.get<OrderRoute>(
    "/api/v1/store/order/:publicId/completed",
    {
      schema: {
        params: orderParams,
        response: {
          200: schemaRef("store-order-vouchers"),
          202: schemaRef("store-order-vouchers"),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app.storage, request.zone.zoneId, request.params.publicId);
      // a failed or cancelled order is kept for the checkout report, and gone for the visitor; one
      // whose card was declined waits for another card, as its payment window does
      if (!order || order.status === "creating" || (isUnsuccessful(order.status) && !mayStillBePaid(order)))
        throw httpError(404, "no such order in this zone");
      if (order.status !== "completed") return reply.code(202).send([]);
      return orderVoucherAnswer(app, order.publicId);
    },
  );
};
