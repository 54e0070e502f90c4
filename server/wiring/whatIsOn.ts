import type { AppContext } from "../AppContext.ts";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { productionSignalsOf } from "../http/productionSignals.ts";
import { type StartFacts, smtpFacts } from "./startLine.ts";
import type { ZoneVerification } from "../security/ZoneVerification.ts";

/** What this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready. */
export function whatIsOn(
  options: BuildAppOptions,
  ctx: AppContext,
  d: { demo: boolean; verification: ZoneVerification; metrics: boolean },
): StartFacts {
  const { payment, gateway } = ctx;
  return {
    ...{ productionSignals: productionSignalsOf(options), demo: d.demo },
    ...{ testMode: ctx.testMode, fakeRedirects: ctx.fakeRedirects, database: ctx.storage.where },
    payments:
      payment.provider === "sandbox"
        ? "sandbox"
        : payment.checkoutKey.startsWith("test-")
          ? "nets test"
          : "nets live",
    simulator: ctx.accessControllerSimulator,
    radius: gateway.radius && {
      ...{ host: options.radius?.host ?? "127.0.0.1", authPort: gateway.radius.authPort },
      ...{ acctPort: gateway.radius.acctPort, gateways: options.radius?.clients?.length ?? 0 },
    },
    rest: ctx.radiusRestToken !== undefined,
    mail: options.mail ? "custom" : options.smtp ? smtpFacts(options.smtp.url) : undefined,
    ...{ metrics: d.metrics, unverifiedZones: d.verification.unverified().length },
  };
}
