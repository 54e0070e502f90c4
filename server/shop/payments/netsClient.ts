import type { HttpTransport } from "./HttpTransport.ts";
import type { NetsCreatePayment } from "./NetsCreatePayment.ts";
import type { PaymentConfig } from "./PaymentConfig.ts";

export class PaymentProviderError extends Error {}

// what the provider says of a payment (Nets Easy: GET /v1/payments/{paymentId})
export type PaymentState =
  | { found: false }
  | { found: true; paid: boolean; amount: number | undefined; currency: string | undefined };

export interface NetsClient {
  // a HostedPaymentPage request's answer names the provider's page the buyer is sent to
  createPayment(request: NetsCreatePayment): Promise<{ paymentId: string; hostedPaymentPageUrl?: string }>;
  retrievePayment(paymentId: string): Promise<PaymentState>;
  // closes a checkout nobody completed (Nets Easy: PUT /v1/payments/{paymentId}/terminate), so it
  // can no longer be paid; false when the provider refuses (it was paid meanwhile) or does not know it
  terminatePayment(paymentId: string): Promise<boolean>;
  // gives a paid payment's amount back to the card (Nets Easy: POST /v1/payments/{paymentId}/refunds
  // with { amount }, as Nets-eCom/php-payment-sdk's PaymentApi::refundPayment sends it); false
  // when the provider refuses (4xx: not paid, already refunded, another amount)
  refundPayment(paymentId: string, amount: number): Promise<boolean>;
}

interface RetrievedPayment {
  payment?: {
    orderDetails?: { amount?: number; currency?: string };
    summary?: { reservedAmount?: number; chargedAmount?: number };
  };
}

/** Nets Easy's Payment API; the sandbox answers the same calls, only the base URL and transport differ. */
export function netsClient(config: PaymentConfig, transport: HttpTransport): NetsClient {
  return {
    async createPayment(request) {
      let response: Awaited<ReturnType<HttpTransport>>;
      try {
        response = await transport({
          method: "POST",
          url: `${config.apiBase}/v1/payments`,
          headers: { authorization: config.secretKey, "content-type": "application/json" },
          body: request,
        });
      } catch (error) {
        throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).message}`);
      }
      const body = response.body as { paymentId?: unknown; hostedPaymentPageUrl?: unknown } | null;
      const paymentId = body?.paymentId;
      const hostedPaymentPageUrl = body?.hostedPaymentPageUrl;
      const hosted = request.checkout.integrationType === "HostedPaymentPage";
      if (
        response.status >= 300 ||
        typeof paymentId !== "string" ||
        paymentId === "" ||
        (hosted && (typeof hostedPaymentPageUrl !== "string" || !/^https?:\/\//.test(hostedPaymentPageUrl)))
      )
        throw new PaymentProviderError(
          `payment provider refused the payment (HTTP ${response.status}): ${JSON.stringify(response.body)}`,
        );
      return hosted ? { paymentId, hostedPaymentPageUrl: hostedPaymentPageUrl as string } : { paymentId };
    },

    // a payment is paid once the provider reserved (or charged) its whole amount
    async retrievePayment(paymentId) {
      let response: Awaited<ReturnType<HttpTransport>>;
      try {
        response = await transport({
          method: "GET",
          url: `${config.apiBase}/v1/payments/${encodeURIComponent(paymentId)}`,
          headers: { authorization: config.secretKey },
        });
      } catch (error) {
        throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).message}`);
      }
      if (response.status === 404) return { found: false };
      if (response.status >= 300)
        throw new PaymentProviderError(`payment provider answered HTTP ${response.status} for a payment`);
      const payment = (response.body as RetrievedPayment | null)?.payment;
      const amount = payment?.orderDetails?.amount;
      const { reservedAmount = 0, chargedAmount = 0 } = payment?.summary ?? {};
      const paid = amount !== undefined && Math.max(reservedAmount, chargedAmount) >= amount;
      return { found: true, paid, amount, currency: payment?.orderDetails?.currency };
    },

    async terminatePayment(paymentId) {
      let response: Awaited<ReturnType<HttpTransport>>;
      try {
        response = await transport({
          method: "PUT",
          url: `${config.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/terminate`,
          headers: { authorization: config.secretKey },
        });
      } catch (error) {
        throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).message}`);
      }
      if (response.status >= 500)
        throw new PaymentProviderError(`payment provider answered HTTP ${response.status} to terminate`);
      return response.status < 300;
    },

    async refundPayment(paymentId, amount) {
      let response: Awaited<ReturnType<HttpTransport>>;
      try {
        response = await transport({
          method: "POST",
          url: `${config.apiBase}/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
          headers: { authorization: config.secretKey, "content-type": "application/json" },
          body: { amount },
        });
      } catch (error) {
        throw new PaymentProviderError(`payment provider unreachable: ${(error as Error).message}`);
      }
      if (response.status >= 500)
        throw new PaymentProviderError(`payment provider answered HTTP ${response.status} to a refund`);
      return response.status < 300;
    },
  };
}
