import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createGateway, type Gateway, type RadiusOptions } from "./gateway.ts";

declare module "fastify" {
  interface FastifyInstance {
    // the gateway side: the AAA core both RADIUS faces call, Disconnect-Requests, the simulator
    gateway: Gateway;
    // RADIUS_REST_TOKEN: FreeRADIUS's rlm_rest calls /api/v1/radius/* with it; unset: that face is off
    radiusRestToken: string | undefined;
  }
}

export interface GatewayPluginOptions {
  // the native RADIUS server and Disconnect-Requests (gateway.ts); ports 0 unless given
  radius?: RadiusOptions;
  // RADIUS_REST_TOKEN: FreeRADIUS's rlm_rest face (api/radiusRoutes.ts)
  radiusRestToken?: string;
}

export interface GatewayPluginDeps {
  // handed by the composition: the access-controller simulator is one more gateway, on loopback
  simulator: boolean;
}

/** The gateway side, started (the native RADIUS server listens) once the zones are served, and closed with the app. */
async function gatewayPlugin(
  app: FastifyInstance,
  o: GatewayPluginOptions & GatewayPluginDeps,
): Promise<void> {
  const gateway = createGateway({
    ...{
      store: app.storage,
      zones: () => app.zones.zones,
      now: app.now,
      log: app.log,
      radius: o.radius ?? {},
    },
    ...{ simulator: o.simulator, secret: app.secret, counts: app.metrics },
    storageFailed: (error, where) => app.writeHealth.failed(error, where),
  });
  app.decorate("gateway", gateway);
  app.decorate("radiusRestToken", o.radiusRestToken);
  app.addHook("onReady", () => gateway.start());
  app.addHook("onClose", () => gateway.close());
}

export default fp(gatewayPlugin, {
  name: "gangway-gateway",
  dependencies: ["gangway-devices", "gangway-metrics"],
});
