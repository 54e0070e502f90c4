import type { HttpTransport } from "./HttpTransport.ts";
import type { NetsCreatePayment } from "./NetsPayment.ts";
import type { PaymentConfig } from "./PaymentConfig.ts";

export class PaymentProviderError extends Error {}

export interface NetsClient {
  createPayment(request: NetsCreatePayment): Promise<{ paymentId: string }>;
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
      const paymentId = (response.body as { paymentId?: unknown } | null)?.paymentId;
      if (response.status >= 300 || typeof paymentId !== "string" || paymentId === "")
        throw new PaymentProviderError(
          `payment provider refused the payment (HTTP ${response.status}): ${JSON.stringify(response.body)}`,
        );
      return { paymentId };
    },
  };
}
