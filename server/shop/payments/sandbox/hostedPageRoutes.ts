import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { SANDBOX_PATH } from "../PaymentConfig.ts";
import type { SandboxPayment, SandboxPaymentStore } from "./SandboxPayments.ts";
import { cardBehaviour, isFutureExpiry } from "./testCards.ts";
import { hostedPageHtml } from "./hostedPageHtml.ts";

export const HOSTED_PATH = `${SANDBOX_PATH}/v1/hostedpaymentpage`;

type HostedRoute = { Params: { paymentId: string }; Querystring: { checkoutKey?: string } };
const params = {
  type: "object",
  required: ["paymentId"],
  properties: { paymentId: { type: "string", pattern: "^[0-9a-f]{32}$" } },
} as const;
// a card form's fields are a few short texts
const FORM_LIMIT = 2048;

/** Where a HostedPaymentPage payment's buyer is sent (the create-payment answer names it). */
export function hostedPageUrl(returnUrl: string, paymentId: string, checkoutKey: string): string {
  // the sandbox is this server: the page is on the origin the buyer comes back to
  const origin = new URL(returnUrl).origin;
  return `${origin}${HOSTED_PATH}/${paymentId}?checkoutKey=${encodeURIComponent(checkoutKey)}`;
}

// Nets appends the payment's id to the return address (`paymentid`), as its hosted page does
const backTo = (url: string, paymentId: string) => {
  const back = new URL(url);
  back.searchParams.set("paymentid", paymentId);
  return back.toString();
};

export interface HostedPageOptions {
  payments: SandboxPaymentStore;
  checkoutKey: string;
  now: () => number;
  /** the card taken: the payment reserved and its notices sent (or the refusal's), as the JSON pay does */
  pay: (payment: SandboxPayment, behaviour: "success" | "declined" | "delayed") => Promise<boolean>;
}

/**
 * Nets Easy's hosted payment page, played by the sandbox (integrationType HostedPaymentPage): a
 * plain HTML page, no script, where the test card is typed into a form; taken, the buyer goes
 * back to the merchant's returnUrl (with `paymentid`), or to its cancelUrl. A browser without a
 * script pays here, where the embedded checkout cannot run.
 */
export const hostedPageRoutes: FastifyPluginAsync<HostedPageOptions> = async (app, o) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const open = async (paymentId: string, key: string | undefined) => {
    const payment = await o.payments.get(paymentId);
    return payment?.hosted && key === o.checkoutKey && payment.status !== "terminated" ? payment : undefined;
  };
  const page = (reply: FastifyReply, payment: SandboxPayment, error?: string, code = 200) =>
    reply
      .code(code)
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(hostedPageHtml(payment, o.checkoutKey, error));
  const gone = (reply: FastifyReply) =>
    reply.code(404).type("text/plain; charset=utf-8").send("No such payment for this checkout key.");

  app.get<HostedRoute>(`${HOSTED_PATH}/:paymentId`, { schema: { params } }, async (request, reply) => {
    const payment = await open(request.params.paymentId, request.query.checkoutKey);
    if (!payment?.hosted) return gone(reply);
    if (payment.status === "reserved")
      return reply.redirect(backTo(payment.hosted.returnUrl, payment.paymentId), 303);
    return page(reply, payment);
  });

  app.post<HostedRoute & { Body: Record<string, string> }>(
    `${HOSTED_PATH}/:paymentId`,
    { schema: { params } },
    async (request, reply) => {
      const fields = typeof request.body === "object" && request.body !== null ? request.body : {};
      const payment = await open(request.params.paymentId, fields.checkoutKey);
      if (!payment?.hosted) return gone(reply);
      const back = backTo(payment.hosted.returnUrl, payment.paymentId);
      if (payment.status === "reserved") return reply.redirect(back, 303);
      const behaviour = cardBehaviour(String(fields.cardNumber ?? ""));
      if (!behaviour) return page(reply, payment, "Not a sandbox test card: use one listed below.", 400);
      if (!isFutureExpiry(String(fields.expiry ?? ""), o.now()))
        return page(reply, payment, "The card has expired, or the expiry is not MM/YY.", 400);
      if (!(await o.pay(payment, behaviour)))
        return page(reply, payment, "The card was declined by the issuer. Try another card.", 402);
      return reply.redirect(back, 303);
    },
  );
};
