// Nets Easy's Checkout JS SDK: the global its checkout.js defines and the part of it the store uses
export interface DibsCheckoutOptions {
  checkoutKey: string;
  paymentId: string;
  containerId: string;
  language: string;
  theme: Record<string, string>;
}

export interface DibsCheckout {
  on(event: "payment-completed", handler: (payload: { paymentId: string }) => void): void;
  cleanup?(): void;
}

declare global {
  interface Window {
    Dibs?: { Checkout: new (options: DibsCheckoutOptions) => DibsCheckout };
  }
}

// the checkout languages Nets Easy offers for the portal's locales; it has no Greek
const LANGUAGES: Record<string, string> = { en: "en-GB", sv: "sv-SE" };

export function checkoutLanguage(locale: string): string {
  return LANGUAGES[locale] ?? "en-GB";
}

/** Embeds the provider's payment window in the container, as its SDK documents it. */
export function openDibsCheckout(options: DibsCheckoutOptions): DibsCheckout {
  const Checkout = window.Dibs?.Checkout;
  if (!Checkout) throw new Error("the payment provider's checkout script did not define Dibs.Checkout");
  return new Checkout(options);
}
