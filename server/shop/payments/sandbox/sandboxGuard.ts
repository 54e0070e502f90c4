import { PaymentConfigError } from "../PaymentConfig.ts";

/**
 * The payment sandbox refuses a production-looking start (its test cards would make real
 * vouchers) unless PAYMENT_SANDBOX=allow; the error says why in one line. `signals`: what made
 * the configuration look like production (http/productionSignalsOf.ts), decided once at start.
 */
export function sandboxGuard(
  o: { provider: string | undefined; allowSandboxInProduction: boolean | undefined },
  signals: readonly string[],
): void {
  if ((o.provider ?? "sandbox") !== "sandbox" || o.allowSandboxInProduction) return;
  if (signals.length === 0) return;
  throw new PaymentConfigError(
    `refusing to start with the payment sandbox, whose test cards make real vouchers, in a production-looking configuration (${signals.join("; ")}): set PAYMENT_PROVIDER=nets, or PAYMENT_SANDBOX=allow to run the sandbox anyway`,
  );
}
