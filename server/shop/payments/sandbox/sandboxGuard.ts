import type { BuildAppOptions } from "../../../BuildAppOptions.ts";
import { isHttpsUrl } from "../../../http/isHttpsUrl.ts";
import { PaymentConfigError } from "../PaymentConfig.ts";

// what makes a configuration look like production: the sandbox's test card must not make real
// vouchers there. main.ts adds DEMO=0, NODE_ENV=production and ALLOWED_HOSTS (productionHintsFromEnv)
export function productionHintsOf(options: BuildAppOptions): string[] {
  const hints = [...(options.productionHints ?? [])];
  if (isHttpsUrl(options.publicUrl)) hints.unshift(`PUBLIC_URL is https (${options.publicUrl})`);
  return hints;
}

// the payment sandbox refuses a production-looking start unless PAYMENT_SANDBOX=allow; the error
// says why in one line
export function sandboxGuard(options: BuildAppOptions): void {
  if ((options.payment?.provider ?? "sandbox") !== "sandbox" || options.allowSandboxInProduction) return;
  const hints = productionHintsOf(options);
  if (hints.length === 0) return;
  throw new PaymentConfigError(
    `refusing to start with the payment sandbox, whose test cards make real vouchers, in a production-looking configuration (${hints.join("; ")}): set PAYMENT_PROVIDER=nets, or PAYMENT_SANDBOX=allow to run the sandbox anyway`,
  );
}

export function productionHintsFromEnv(env: NodeJS.ProcessEnv, demo: boolean): string[] {
  const hints: string[] = [];
  if ((env.ALLOWED_HOSTS ?? "").trim()) hints.push(`ALLOWED_HOSTS is set (${env.ALLOWED_HOSTS})`);
  if (!demo) hints.push("DEMO=0");
  if (env.NODE_ENV === "production") hints.push("NODE_ENV=production");
  return hints;
}
