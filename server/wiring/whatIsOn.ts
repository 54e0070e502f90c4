import type { AppContext } from "../AppContext.ts";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { productionSignalsOf } from "../http/productionSignals.ts";
import { type StartFacts, smtpFacts } from "./startLine.ts";
import { readConsoleEnv } from "../console/consoleEnv.ts";
import type { ZoneVerification } from "../security/ZoneVerification.ts";

// CONSOLE=0 gives no address at all; its own listener's address is known once it listens
function consoleFacts(options: BuildAppOptions, at: string | undefined): StartFacts["console"] {
  const settings = readConsoleEnv(options.consoleEnv ?? process.env);
  if (!settings.on) return undefined;
  return { at: settings.listen ? at : "", idleMinutes: settings.idleMs / 60_000 };
}

/** What this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready. */
export function whatIsOn(
  options: BuildAppOptions,
  ctx: AppContext,
  d: {
    demo: boolean;
    verification: ZoneVerification;
    metrics: boolean;
    // the console's listener as consolePlugin.ts says it (undefined: off)
    consoleAddress: string | undefined;
  },
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
    console: consoleFacts(options, d.consoleAddress),
  };
}
