import type { NetsOrderItem } from "./NetsOrderItem.ts";
import type { NetsWebhook } from "./NetsWebhook.ts";

export interface NetsCreatePayment {
  order: { items: NetsOrderItem[]; amount: number; currency: string; reference: string };
  checkout: {
    // embedded in the portal's page (its script), or the provider's own page the browser is sent
    // to (a browser without the script): then `returnUrl` and `cancelUrl` instead of `url`
    integrationType: "EmbeddedCheckout" | "HostedPaymentPage";
    // the page the checkout is embedded in, and the terms the payment window links to
    url?: string;
    returnUrl?: string;
    cancelUrl?: string;
    termsUrl: string;
    // digital goods, delivered at once: the payment is charged when the checkout completes
    charge: boolean;
    merchantHandlesConsumerData: boolean;
    consumer?: { email: string; privatePerson: { firstName: string; lastName: string } };
  };
  notifications: { webhooks: NetsWebhook[] };
}
