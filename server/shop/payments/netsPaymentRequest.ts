import { CHECKOUT_COMPLETED, RESERVATION_FAILED } from "../decideCompletion.ts";
import type { OrderRecord } from "../OrderRecord.ts";
import type { NetsCreatePayment } from "./NetsCreatePayment.ts";

export const NOTIFICATION_PATH = "/api/v1/payment/nets/notification";

export interface PaymentRequestContext {
  // the portal's origin (the page the checkout is embedded in) and where notices come back to
  portalOrigin: string;
  notifyBase: string;
  notifyAuth: string;
  // the provider's own payment page (a browser without the script): where it sends the buyer back
  hosted?: { returnUrl: string; cancelUrl: string };
}

/**
 * The create-payment body for an order. Prices are gross: the store knows no tax rates, so the
 * whole price is sent as net with a 0 rate (an operator with VAT data sets taxRate here).
 */
export function netsPaymentRequest(order: OrderRecord, ctx: PaymentRequestContext): NetsCreatePayment {
  const items = order.lines.map((line) => {
    const total = line.grossAmount * line.quantity;
    return {
      reference: String(line.id),
      name: line.name,
      quantity: line.quantity,
      unit: "pcs",
      unitPrice: line.grossAmount,
      taxRate: 0,
      taxAmount: 0,
      grossTotalAmount: total,
      netTotalAmount: total,
    };
  });
  const customer = order.customer;
  return {
    order: { items, amount: order.amount, currency: order.currency, reference: order.publicId },
    checkout: {
      ...(ctx.hosted
        ? { integrationType: "HostedPaymentPage" as const, ...ctx.hosted }
        : { integrationType: "EmbeddedCheckout" as const, url: `${ctx.portalOrigin}/store` }),
      termsUrl: `${ctx.portalOrigin}/policies`,
      charge: true,
      merchantHandlesConsumerData: customer !== null,
      ...(customer
        ? {
            consumer: {
              email: customer.email,
              privatePerson: { firstName: customer.firstName, lastName: customer.lastName },
            },
          }
        : {}),
    },
    // paid, and a card refused (the order then fails at once; checkout report)
    notifications: {
      webhooks: [CHECKOUT_COMPLETED, RESERVATION_FAILED].map((eventName) => ({
        eventName,
        url: `${ctx.notifyBase}${NOTIFICATION_PATH}`,
        authorization: ctx.notifyAuth,
      })),
    },
  };
}
