import { createHmac } from "node:crypto";
export type PaymentProviderName = "sandbox" | "nets";

// what buildApp may be told (main.ts reads PAYMENT_PROVIDER, NETS_CHECKOUT_KEY, NETS_SECRET_KEY,
// PUBLIC_BASE_URL and SANDBOX_NOTICE_DELAY_MS)
export interface PaymentOptions {
  provider?: PaymentProviderName;
  checkoutKey?: string;
  secretKey?: string;
  // https origin the provider's server-side notices reach this server at (nets only)
  publicBaseUrl?: string;
  // how late the sandbox's delayed test card has its completion notice arrive
  sandboxNoticeDelayMs?: number;
  // the install's own secret: the sandbox's secret key is derived from it, never a constant
  sandboxSecret?: Buffer;
}

export interface PaymentConfig {
  provider: PaymentProviderName;
  checkoutKey: string;
  secretKey: string;
  // the provider's browser script (the portal loads it) and its origin (the CSP allows it)
  checkoutScriptUrl: string;
  scriptOrigin: string | null;
  // the provider's payment API
  apiBase: string;
  // where notices are sent: the provider calls this server back here
  notifyBase: string;
  sandboxNoticeDelayMs: number;
}

export const SANDBOX_PATH = "/payment-sandbox";
export const SANDBOX_CHECKOUT_KEY = "sandbox-checkout-key";
// what the sandbox's secret key is without an install secret (unit tests of this function only)
const SANDBOX_SECRET_FALLBACK = "sandbox-secret-key";
// the sandbox is reached in-process (server/shop/payments/injectTransport.ts), never over the network
const SANDBOX_ORIGIN = "http://localhost";

// Nets Easy's environments; a key that starts with "test-" belongs to the test one
const NETS = {
  test: {
    script: "https://test.checkout.dibspayment.eu/v1/checkout.js?v=1",
    api: "https://test.api.dibspayment.eu",
  },
  live: { script: "https://checkout.dibspayment.eu/v1/checkout.js?v=1", api: "https://api.dibspayment.eu" },
};

/** Where Nets' checkout (its script and payment window) is for a checkout key: a walled garden lets it through. */
export const netsCheckoutHost = (checkoutKey: string): string =>
  new URL((checkoutKey.startsWith("test-") ? NETS.test : NETS.live).script).host;

// the sandbox's secret key, derived from the install's own secret: another install's is useless here
export function sandboxSecretKey(installSecret: Buffer): string {
  return `sandbox-${createHmac("sha256", installSecret).update("payment-sandbox-secret-key").digest("base64url")}`;
}

export class PaymentConfigError extends Error {}

export function paymentConfig(options: PaymentOptions = {}): PaymentConfig {
  const sandboxNoticeDelayMs = options.sandboxNoticeDelayMs ?? 4000;
  if ((options.provider ?? "sandbox") === "sandbox") {
    return {
      provider: "sandbox",
      checkoutKey: SANDBOX_CHECKOUT_KEY,
      secretKey: options.sandboxSecret ? sandboxSecretKey(options.sandboxSecret) : SANDBOX_SECRET_FALLBACK,
      checkoutScriptUrl: `${SANDBOX_PATH}/v1/checkout.js`,
      scriptOrigin: null,
      apiBase: `${SANDBOX_ORIGIN}${SANDBOX_PATH}`,
      notifyBase: SANDBOX_ORIGIN,
      sandboxNoticeDelayMs,
    };
  }
  const { checkoutKey, secretKey, publicBaseUrl } = options;
  if (!checkoutKey || !secretKey)
    throw new PaymentConfigError("PAYMENT_PROVIDER=nets needs NETS_CHECKOUT_KEY and NETS_SECRET_KEY");
  if (!publicBaseUrl?.startsWith("https://"))
    throw new PaymentConfigError(
      "PAYMENT_PROVIDER=nets needs PUBLIC_URL (the portal's https origin) for payment notices",
    );
  const env = checkoutKey.startsWith("test-") ? NETS.test : NETS.live;
  return {
    provider: "nets",
    checkoutKey,
    secretKey,
    checkoutScriptUrl: env.script,
    scriptOrigin: new URL(env.script).origin,
    apiBase: env.api,
    notifyBase: publicBaseUrl.replace(/\/+$/, ""),
    sandboxNoticeDelayMs,
  };
}
