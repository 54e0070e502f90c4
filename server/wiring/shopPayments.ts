import type { FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { HttpTransport } from "../shop/payments/HttpTransport.ts";
import { fetchTransport } from "../shop/payments/fetchTransport.ts";
import { injectTransport } from "../shop/payments/injectTransport.ts";
import { type NetsClient, netsClient } from "../shop/payments/netsClient.ts";
import { type PaymentConfig, paymentConfig } from "../shop/payments/PaymentConfig.ts";
import { SandboxPayments } from "../shop/payments/sandbox/SandboxPayments.ts";
import type { Storage } from "../storage/Storage.ts";

export interface ShopPayments {
  payment: PaymentConfig;
  transport: HttpTransport;
  nets: NetsClient;
  // the payment sandbox's own payments; none with a real provider
  sandbox: SandboxPayments | undefined;
}

/** The card shop's payment provider: Nets Easy over the network, or the sandbox in-process. A missing Nets key fails the start. */
export function shopPayments(
  app: FastifyInstance,
  options: BuildAppOptions,
  storage: Storage,
  secret: Buffer,
): ShopPayments {
  const payment = paymentConfig({
    publicBaseUrl: options.publicUrl,
    sandboxSecret: secret,
    ...options.payment,
  });
  // the sandbox is called in-process, the real provider over the network: the same client code
  const transport =
    options.paymentTransport ?? (payment.provider === "sandbox" ? injectTransport(app) : fetchTransport());
  const sandbox = payment.provider === "sandbox" ? new SandboxPayments(storage) : undefined;
  return { payment, transport, nets: netsClient(payment, transport), sandbox };
}
