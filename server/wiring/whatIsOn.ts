import type { FastifyInstance } from "fastify";
import { readConsoleEnv } from "../console/consoleEnv.ts";
import type { GatewayPluginOptions } from "../gateway/gatewayPlugin.ts";
import { NO_METRICS } from "../metrics/Metrics.ts";
import type { TestModePluginOptions } from "../testMode/testModePlugin.ts";
import { type StartFacts, smtpFacts } from "./startLine.ts";

// CONSOLE=0 gives no address at all; its own listener's address is known once it listens
function consoleFacts(env: NodeJS.ProcessEnv | undefined, at: string | undefined): StartFacts["console"] {
  const settings = readConsoleEnv(env ?? process.env);
  if (!settings.on) return undefined;
  return { at: settings.listen ? at : "", idleMinutes: settings.idleMs / 60_000 };
}

/** The sections the start line reads beside what the plugins decorated. */
export interface StartSections {
  production: readonly string[];
  gateway: GatewayPluginOptions | undefined;
  testMode: TestModePluginOptions | undefined;
  consoleEnv: NodeJS.ProcessEnv | undefined;
}

/** What this server runs with, for the start line (main.ts, startLine.ts); the RADIUS ports once ready. */
export function whatIsOn(app: FastifyInstance, s: StartSections): StartFacts {
  const { payment, gateway } = app;
  return {
    ...{ productionSignals: [...s.production], demo: app.demo !== undefined },
    ...{ testMode: s.testMode?.on === true, fakeRedirects: app.fakeRedirects, database: app.storage.where },
    payments:
      payment.provider === "sandbox"
        ? "sandbox"
        : payment.checkoutKey.startsWith("test-")
          ? "nets test"
          : "nets live",
    simulator: app.accessControllerSimulator,
    radius: gateway.radius && {
      ...{ host: s.gateway?.radius?.host ?? "127.0.0.1", authPort: gateway.radius.authPort },
      ...{ acctPort: gateway.radius.acctPort, gateways: s.gateway?.radius?.clients?.length ?? 0 },
    },
    rest: app.radiusRestToken !== undefined,
    mail: app.mailer === undefined ? undefined : app.mailSmtpUrl ? smtpFacts(app.mailSmtpUrl) : "custom",
    ...{ metrics: app.metrics !== NO_METRICS, unverifiedZones: app.devices.verification.unverified().length },
    console: consoleFacts(s.consoleEnv, app.consoleAddress()),
  };
}
