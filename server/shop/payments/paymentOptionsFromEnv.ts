import { type PaymentOptions, PaymentConfigError } from "./PaymentConfig.ts";

// PAYMENT_PROVIDER=sandbox|nets, NETS_CHECKOUT_KEY, NETS_SECRET_KEY, PUBLIC_URL, SANDBOX_NOTICE_DELAY_MS
export function paymentOptionsFromEnv(env: NodeJS.ProcessEnv): PaymentOptions {
  const provider = (env.PAYMENT_PROVIDER ?? "sandbox").trim().toLowerCase() || "sandbox";
  if (provider !== "sandbox" && provider !== "nets")
    throw new PaymentConfigError(`PAYMENT_PROVIDER must be sandbox or nets, not ${provider}`);
  const delay = Number(env.SANDBOX_NOTICE_DELAY_MS);
  return {
    provider,
    checkoutKey: env.NETS_CHECKOUT_KEY,
    secretKey: env.NETS_SECRET_KEY,
    publicBaseUrl: env.PUBLIC_URL,
    ...(Number.isFinite(delay) && delay >= 0 && env.SANDBOX_NOTICE_DELAY_MS
      ? { sandboxNoticeDelayMs: delay }
      : {}),
  };
}
