import type { FastifyBaseLogger } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import {
  HandoffConfigError,
  handoffRefusal,
  type ReadinessOptions,
} from "../gateway/handoff/handoffReadiness.ts";
import { simulatorSwitch } from "./simulatorSwitch.ts";
import { ZoneVerification, ZoneVerificationError } from "../security/ZoneVerification.ts";
import { productionSignalsOf } from "../http/productionSignals.ts";

export interface ZoneGuards {
  verification: ZoneVerification;
  simulator: ReturnType<typeof simulatorSwitch>;
  handoffReadiness: ReadinessOptions;
}

/**
 * What a production configuration refuses to serve, failing the start: a zone where anyone could
 * act for any device (issue 26), and one whose granted devices its gateway could never let online
 * (issue 32). Also whether this server stands in for the access controller.
 */
export function guardZones(
  options: BuildAppOptions,
  zones: ZoneRegistry,
  log: FastifyBaseLogger,
): ZoneGuards {
  const radiusFaces = (options.radius?.clients?.length ?? 0) > 0 || options.radiusRestToken !== undefined;
  const verification = new ZoneVerification(
    {
      gatewayKeys: options.gatewayKeys ?? {},
      radiusGateways: radiusFaces,
      unverifiedZones: options.unverifiedZones ?? [],
      productionHints: productionSignalsOf(options),
    },
    () => zones.zones,
  );
  const refusal = verification.refusal(zones.zones);
  if (refusal) throw new ZoneVerificationError(refusal);
  const simulator = simulatorSwitch(options);
  const handoffReadiness: ReadinessOptions = {
    productionHints: productionSignalsOf(options),
    simulator: simulator.on,
    gatewayKeys: options.gatewayKeys ?? {},
    radiusFaces,
  };
  const deadEnd = handoffRefusal(zones.zones, handoffReadiness);
  if (deadEnd) throw new HandoffConfigError(deadEnd);
  if (simulator.offBecause.length > 0)
    log.info(
      { because: simulator.offBecause },
      "access-controller simulator off in a production-looking configuration (ACCESS_CONTROLLER_SIMULATOR=1 turns it on)",
    );
  return { verification, simulator, handoffReadiness };
}
