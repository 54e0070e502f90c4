import type { FastifyInstance } from "fastify";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import consolePlugin from "../console/consolePlugin.ts";
import { DEFAULT_INTERIM_SECONDS } from "../gateway/aaa/replyAttributes.ts";
import type { Gateway } from "../gateway/gateway.ts";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import type { NetsClient } from "../shop/payments/netsClient.ts";
import type { Storage } from "../storage/Storage.ts";

/** The console plugin, handed the services it acts through: the storage, the gateway's disconnects. */
export function registerConsole(
  app: FastifyInstance,
  options: BuildAppOptions,
  d: {
    storage: Storage;
    gateway: Gateway;
    zones: ZoneRegistry;
    nets: NetsClient;
    secret: Buffer;
    now: () => number;
    retentionMs: number;
    demo: boolean;
  },
): void {
  app.register(consolePlugin, {
    ...{ store: d.storage, secret: d.secret, now: d.now, retentionMs: d.retentionMs },
    disconnect: (zoneId, mac, why) => d.gateway.disconnector.disconnect(zoneId, mac, why),
    secureCookies: isHttpsUrl(options.publicUrl),
    env: options.consoleEnv,
    demoAccounts: d.demo,
    nets: d.nets,
    interimMsOf: (zoneId) =>
      1000 *
      (d.zones.zones.find((z) => z.zoneId === zoneId)?.network?.interimIntervalSeconds ??
        DEFAULT_INTERIM_SECONDS),
  });
}
