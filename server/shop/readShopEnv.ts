import type { EnvSection } from "../env/EnvSection.ts";
import { checkSection } from "../env/checkEnv.ts";
import { ServerEnvError } from "../env/ServerEnvError.ts";
import { paymentOptionsFromEnv } from "./payments/paymentOptionsFromEnv.ts";
import type { ShopPluginOptions } from "./shopPlugin.ts";

// PAYMENT_* and NETS_* are checked by paymentOptionsFromEnv (a PaymentConfigError)
export const SHOP_ENV = {
  PAYMENT_PROVIDER: {
    unset: "sandbox",
    text: "`sandbox` (the local payment sandbox ([shop-and-cruise.md](shop-and-cruise.md))) or `nets` (Nets Easy); anything else stops the start",
  },
  NETS_CHECKOUT_KEY: {
    unset: "",
    text: "`nets` only: the public checkout key; `test-…` keys use Nets' test environment",
  },
  NETS_SECRET_KEY: {
    unset: "",
    text: "`nets` only: the secret key for the Payment API (never sent to the browser)",
  },
  SANDBOX_NOTICE_DELAY_MS: {
    rule: { type: "integer", minimum: 0, maximum: 999_999_999 },
    unset: "4000",
    text: "how late the sandbox's delay card has its completion notice arrive",
  },
  PAYMENT_SANDBOX: {
    unset: "",
    text: "`allow`: run the sandbox although the configuration looks like production ([the payment sandbox](shop-and-cruise.md)); otherwise such a start stops with one line saying why",
  },
} satisfies EnvSection;

/** The payment provider and its keys, and PAYMENT_SANDBOX; a wrong one throws ServerEnvError. */
export function readShopEnv(
  env: NodeJS.ProcessEnv,
): ShopPluginOptions & { allowSandboxInProduction?: boolean } {
  checkSection(SHOP_ENV, env);
  let payment: ShopPluginOptions["payment"];
  try {
    payment = paymentOptionsFromEnv(env);
  } catch (error) {
    // one kind of refusal for every variable (a PaymentConfigError is the provider's own)
    throw new ServerEnvError((error as Error).message);
  }
  return {
    payment,
    // the one way to run the sandbox in a production-looking configuration (sandboxGuard.ts)
    allowSandboxInProduction: (env.PAYMENT_SANDBOX ?? "").toLowerCase() === "allow",
  };
}
