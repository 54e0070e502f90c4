import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  deadEnds,
  HandoffConfigError,
  handoffRefusal,
  type ReadinessOptions,
} from "../gateway/handoff/handoffRefusal.ts";

declare module "fastify" {
  interface FastifyInstance {
    // what a zone's gateway handoff needs of this configuration (gateway/handoff/handoffRefusal.ts)
    handoffReadiness: ReadinessOptions;
  }
}

export interface HandoffReadinessPluginOptions {
  // handed by the composition: what makes this configuration look like production, whether the
  // access-controller simulator runs, whether gateways reach the AAA core (RADIUS_CLIENTS or rlm_rest)
  production: readonly string[];
  simulator: boolean;
  radiusFaces: boolean;
}

/**
 * No configurable dead end (issue 32): a production configuration refuses to serve a zone whose
 * granted devices its gateway could never let online, and the start fails saying why. Here, in the
 * composition, because it weighs the gateway keys (security) against what each gateway's handoff
 * needs (the gateway's edge), and security stands below the edge.
 */
async function handoffReadinessPlugin(app: FastifyInstance, o: HandoffReadinessPluginOptions): Promise<void> {
  const handoffReadiness: ReadinessOptions = {
    ...{ productionHints: o.production, simulator: o.simulator },
    ...{ gatewayKeys: app.gatewayKeys.current, radiusFaces: o.radiusFaces },
  };
  const deadEnd = handoffRefusal(app.zones.zones, handoffReadiness);
  if (deadEnd) throw new HandoffConfigError(deadEnd);
  app.decorate("handoffReadiness", handoffReadiness);
  app.addHook("onReady", async () => {
    // a development start serves them, saying which cannot hand a device to its gateway
    for (const end of deadEnds(app.zones.zones, handoffReadiness))
      app.log.error(`gateway handoff cannot work: ${end}`);
  });
}

export default fp(handoffReadinessPlugin, {
  name: "gangway-handoff-readiness",
  dependencies: ["gangway-zones", "gangway-devices"],
});
