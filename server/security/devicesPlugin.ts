import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { DeviceAuth } from "./DeviceAuth.ts";
import { GatewayKeys } from "./GatewayKeys.ts";
import { logUnverifiedZones } from "./logUnverifiedZones.ts";
import { serverSecret } from "./serverSecret.ts";
import { ZoneVerification, ZoneVerificationError } from "./ZoneVerification.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readDevicesEnv } from "./readDevicesEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // signs device cookies and derives the sandbox's and the handoff credentials' secrets
    secret: Buffer;
    // the gateway keys in force, read again on a reload (security/GatewayKeys.ts)
    gatewayKeys: GatewayKeys;
    // which browser is which device: gateway keys and device cookies
    devices: DeviceAuth;
  }
}

export interface DevicesPluginOptions {
  // zoneId -> the key its access controller signs redirects with (server/README.md, "Gateway keys")
  gatewayKeys?: Record<string, string>;
  // the keys as their source has them now, read again on every reload (GATEWAY_KEYS_FILE and
  // GATEWAY_KEYS); unset: gatewayKeys for as long as the server runs
  readGatewayKeys?: () => Record<string, string>;
  // UNVERIFIED_ZONES: zones a production configuration may serve although no gateway vouches for
  // their devices (each device then answers the first browser that uses it; ZoneVerification.ts)
  unverifiedZones?: string[];
  // SERVER_SECRET; default: made once and kept in DATA_DIR
  serverSecret?: string;
  // handed by the composition: what makes this configuration look like production, whether
  // gateways reach the AAA core (RADIUS_CLIENTS or rlm_rest)
  production: readonly string[];
  radiusFaces: boolean;
}

/**
 * Which browser is which device. A production configuration refuses to serve a zone where anyone
 * could act for any device (issue 26): the start fails, saying why (and one whose gateway could
 * never let a granted device online: wiring/handoffReadinessPlugin.ts).
 */
async function devicesPlugin(app: FastifyInstance, options: DevicesPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readDevicesEnv);
  const secret = serverSecret(app.dataDir, o.serverSecret);
  // one record for every reader, its keys replaced in place on a reload
  const gatewayKeys = new GatewayKeys(o.gatewayKeys ?? {}, o.readGatewayKeys);
  const verification = new ZoneVerification(
    {
      ...{ gatewayKeys: gatewayKeys.current, radiusGateways: o.radiusFaces },
      ...{ unverifiedZones: o.unverifiedZones ?? [], productionHints: [...o.production] },
    },
    () => app.zones.zones,
  );
  const refusal = verification.refusal(app.zones.zones);
  if (refusal) throw new ZoneVerificationError(refusal);
  const devices = new DeviceAuth({
    ...{ secret, gatewayKeys: gatewayKeys.current, now: app.now, store: app.storage },
    ...{ verification, alwaysSecure: isHttpsUrl(app.publicUrl) },
  });
  app.decorate("secret", secret);
  app.decorate("gatewayKeys", gatewayKeys);
  app.decorate("devices", devices);
  app.addHook("onReady", async () => {
    logUnverifiedZones(app.log, verification);
  });
}

export default fp(devicesPlugin, { name: "gangway-devices", dependencies: ["gangway-zones"] });
