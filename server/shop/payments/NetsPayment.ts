// the parts of Nets Easy's Payment API this server uses (POST /v1/payments and its webhooks)

export interface NetsOrderItem {
  reference: string;
  name: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  taxRate: number;
  taxAmount: number;
  grossTotalAmount: number;
  netTotalAmount: number;
}

export interface NetsWebhook {
  eventName: string;
  url: string;
  // sent back in the Authorization header of every notice: 8 to 32 letters or digits
  authorization: string;
}

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

// a webhook as the provider sends it
export interface NetsNotice {
  id: string;
  merchantId?: number;
  timestamp?: string;
  event: string;
  data: {
    paymentId: string;
    order?: { amount?: { amount: number; currency: string }; reference?: string };
    // payment.reservation.failed: why the card was refused
    error?: { code?: string; message?: string; source?: string };
  };
}
