import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { HttpTransport } from "./payments/HttpTransport.ts";
import { fetchTransport } from "./payments/fetchTransport.ts";
import { injectTransport } from "./payments/injectTransport.ts";
import { type NetsClient, netsClient } from "./payments/netsClient.ts";
import { type PaymentConfig, type PaymentOptions, paymentConfig } from "./payments/PaymentConfig.ts";
import { SandboxPayments } from "./payments/sandbox/SandboxPayments.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the card payment provider (Nets Easy or the sandbox) and the client that calls it
    payment: PaymentConfig;
    nets: NetsClient;
    // how the payment code reaches the provider (the sandbox's notices go back the same way)
    paymentTransport: HttpTransport;
    // the payment sandbox's own payments, pruned in the maintenance round; none with a real provider
    sandbox: SandboxPayments | undefined;
  }
}

export interface ShopPluginOptions {
  // the card payment provider: the local sandbox (default) or Nets Easy (shop/payments/PaymentConfig.ts)
  payment?: PaymentOptions;
  // tests stand in for Nets Easy here (default: fetch, or in-process for the sandbox)
  paymentTransport?: HttpTransport;
}

/**
 * The card shop's payment provider: Nets Easy over the network, or the sandbox in-process (the
 * same client code). A missing Nets key fails the start; the sandbox in production is refused by
 * the composition (sandbox/sandboxGuard.ts), which knows whether this is production.
 */
async function shopPlugin(app: FastifyInstance, o: ShopPluginOptions): Promise<void> {
  const payment = paymentConfig({ publicBaseUrl: app.publicUrl, sandboxSecret: app.secret, ...o.payment });
  const transport =
    o.paymentTransport ?? (payment.provider === "sandbox" ? injectTransport(app) : fetchTransport());
  app.decorate("payment", payment);
  app.decorate("paymentTransport", transport);
  app.decorate("nets", netsClient(payment, transport));
  app.decorate("sandbox", payment.provider === "sandbox" ? new SandboxPayments(app.storage) : undefined);
}

export default fp(shopPlugin, { name: "gangway-shop", dependencies: ["gangway-devices"] });
