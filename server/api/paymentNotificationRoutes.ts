import type { FastifyPluginAsync } from "fastify";
import { newVoucherCode } from "../vouchers/newVoucherCode.ts";
import { completePayment } from "../shop/completePayment.ts";
import { httpError } from "../http/problem.ts";
import type { NetsNotice } from "../shop/payments/NetsNotice.ts";
import { NOTIFICATION_PATH } from "../shop/payments/netsPaymentRequest.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";

/**
 * The card payment provider's server-side notices (Nets Easy webhooks). No zone header: the
 * provider calls it, and the payment's own Authorization secret is what lets a notice in. The
 * first checkout-completed notice creates the order's vouchers and puts its e-mail in the outbox
 * (delivered from there, store/mail/Mailer.ts); any later copy is answered 200 and changes nothing.
 */
export const paymentNotificationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: NetsNotice }>(
    NOTIFICATION_PATH,
    {
      schema: {
        body: schemaRef("payment-notification.request"),
        response: { 200: schemaRef("empty"), ...errorResponses },
      },
    },
    async (request) => {
      const authorization = request.headers.authorization;
      if (!authorization) throw httpError(401, "missing Authorization header");
      const { id, event, data } = request.body;
      const outcome = await completePayment(
        app.storage,
        {
          paymentId: data.paymentId,
          authorization,
          noticeId: id,
          event,
          amount: data.order?.amount?.amount,
          currency: data.order?.amount?.currency,
          error: [data.error?.code, data.error?.message].filter(Boolean).join(" ") || undefined,
        },
        app.now(),
        newVoucherCode,
        app.orderMail,
      );
      const log = { paymentId: data.paymentId, event, outcome: outcome.kind };
      switch (outcome.kind) {
        case "unknown-payment":
          throw httpError(404, "no such payment");
        case "unauthorized":
          request.log.warn(log, "payment notice with a wrong Authorization");
          throw httpError(401, "wrong Authorization for this payment");
        case "mismatch":
          request.log.warn({ ...log, reason: outcome.reason }, "payment notice does not match its order");
          throw httpError(409, outcome.reason);
        case "declined":
          request.log.info({ ...log, reason: outcome.reason }, "checkout failed: card declined");
          app.metrics.checkout(outcome.order.zoneId, "declined");
          return {};
        case "completed": {
          request.log.info({ ...log, vouchers: outcome.vouchers.length }, "order completed");
          app.metrics.orderCompleted(outcome.order.zoneId, "notice");
          if (outcome.mailId !== null) app.mail.queued(outcome.mailId, outcome.order.publicId);
          return {};
        }
        default:
          request.log.info(log, "payment notice changes nothing");
          return {};
      }
    },
  );
};
