import type { FastifyInstance } from "fastify";
import type { ConsolePluginOptions } from "../console/consolePlugin.ts";
import { DEFAULT_INTERIM_SECONDS } from "../gateway/aaa/replyAttributes.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { readVesselTotals } from "../console/readVesselTotals.ts";

/**
 * The services the console acts through, read from the plugins that offer them when it loads:
 * the storage, the gateway's disconnects, the payment provider's refunds, the zones' intervals.
 */
export function consoleOptions(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv | undefined,
  // the shore's database (PostgreSQL), whose cluster holds its vessels' copies
  databaseUrl?: string,
): ConsolePluginOptions {
  return {
    ...{ store: app.storage, secret: app.secret, now: app.now, retentionMs: app.retentionMs },
    disconnect: (zoneId, mac, why) => app.gateway.disconnector.disconnect(zoneId, mac, why),
    limits: app.limits,
    secureCookies: isHttpsUrl(app.publicUrl),
    env,
    demoAccounts: app.demo !== undefined,
    nets: app.nets,
    fleet: app.zones,
    fleetStatus: () => app.shipShoreLink.status(),
    vesselTotals: async (vessels) =>
      databaseUrl ? readVesselTotals(app.storage, databaseUrl, vessels, app.now()) : [],
    // PUBLIC_URL's origin: the crew's own listener (CONSOLE_PORT) serves no portal to link to
    portalUrl: app.publicUrl ? new URL(app.publicUrl).origin : "",
    interimMsOf: (zoneId) =>
      1000 *
      (app.zones.zones.find((z) => z.zoneId === zoneId)?.network?.interimIntervalSeconds ??
        DEFAULT_INTERIM_SECONDS),
  };
}
