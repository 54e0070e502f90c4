import type { FastifyInstance } from "fastify";
import type { ZoneRegistry } from "../zones/ZoneRegistry.ts";
import type { FleetLink } from "../shipShore/FleetLink.ts";
import type { Gateway } from "../gateway/gateway.ts";
import type { Mailer } from "../shop/mail/Mailer.ts";
import type { Storage } from "../storage/Storage.ts";
import type { Running } from "./Running.ts";

/** Closing the app stops what runs, in the order that lets each finish with the database, and closes it last. */
export function registerClose(
  app: FastifyInstance,
  running: Running,
  d: {
    storage: Storage;
    zones: ZoneRegistry;
    gateway: Gateway;
    fleetLink: FleetLink;
    mailer: Mailer | undefined;
    reloadsIdle: () => Promise<void>;
  },
): void {
  app.addHook("onClose", async () => {
    await d.fleetLink.stop();
    await running.leadership?.stop();
    running.stopWatching();
    // a reload under way (its worker still linting) finishes with the database before it closes
    await d.reloadsIdle();
    await d.zones.close();
    await running.maintenance?.stop();
    await d.mailer?.close();
    running.stopUsageTicks();
    await d.gateway.close();
    // the worker's connection first, so that closing the last one checkpoints the WAL
    await running.checkpointer?.stop();
    await d.storage.close();
  });
}
