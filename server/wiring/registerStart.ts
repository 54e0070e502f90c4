import type { FastifyInstance } from "fastify";
import type { AppContext } from "../AppContext.ts";
import type { BuildAppOptions } from "../BuildAppOptions.ts";
import type { DemoData } from "../demo/DemoData.ts";
import { seedDemo } from "../demo/seedDemo.ts";
import { reconcileZones } from "../zones/reconcileZones.ts";
import { refusalMessage } from "./reloadZones.ts";
import { watchManifests } from "../zones/watchManifests.ts";
import { checkVesselId } from "../shipShore/checkVesselId.ts";
import { deadEnds } from "../gateway/handoff/handoffReadiness.ts";
import { MINUTE } from "../domain/time.ts";
import { startMaintenance } from "../maintenance/startMaintenance.ts";
import { warmZoneImages } from "../brand/zoneImages.ts";
import type { Mailer } from "../shop/mail/Mailer.ts";
import type { ZoneGuards } from "./guardZones.ts";
import { logUnverifiedZones } from "./logUnverifiedZones.ts";
import type { Running } from "./Running.ts";

/**
 * Once every plugin is ready: migrate, reconcile the zones, seed the demo, start the gateway, and
 * on this server or the cluster's leader the periodic jobs; a ship learns whether its link is up.
 */
export function registerStart(
  app: FastifyInstance,
  options: BuildAppOptions,
  ctx: AppContext,
  running: Running,
  d: { guards: ZoneGuards; demo: DemoData | undefined; mailer: Mailer | undefined },
): void {
  const { storage, zones, gateway, fleetLink } = ctx;
  app.addHook("onReady", async () => {
    await storage.migrate();
    const report = await reconcileZones(storage, zones.zones, ctx.now());
    ctx.zoneRecords.forget();
    app.log.info({ manifestsDir: zones.dir, zones: zones.zones.length, ...report }, "zones reconciled");
    const { refused } = zones;
    if (refused) app.log.error({ manifestsDir: zones.dir, ...refused }, refusalMessage(refused));
    ctx.metrics.manifestReload(refused ? "refused" : "ok", ctx.now());
    logUnverifiedZones(app.log, d.guards.verification);
    // a development start serves them, saying which cannot hand a device to its gateway
    for (const end of deadEnds(zones.zones, d.guards.handoffReadiness))
      app.log.error(`gateway handoff cannot work: ${end}`);
    // every zone's header and banner variants, in the background: until one is made, its page
    // draws the source file in the same box
    if (options.warmBrandImages)
      void warmZoneImages(ctx.brandImages, zones).catch((error) => app.log.warn({ error }, "brand images"));
    if (d.demo) await seedDemo(storage, d.demo, ctx.now());
    if (options.watchManifests)
      running.stopWatching = watchManifests(zones.dir, () =>
        app.reloadZones().catch((error) => app.log.error({ error }, "reload failed")),
      );
    // the native RADIUS server (and the simulator, a gateway on loopback)
    await gateway.start();
    // the simulator's devices use a little, and it reports that as a gateway does: each session at
    // its Accept's Acct-Interim-Interval, unless the options name one for all
    const { simulator } = gateway;
    if (simulator)
      running.stopUsageTicks = simulator.startInterims(
        (err) => app.log.error({ err }, "simulator's interim update failed"),
        options.accountingIntervalMs || undefined,
      );
    // pruning, reconciliation and accounting: here on SQLite, on one server of a cluster at a time
    // on PostgreSQL (logs, orders and counters are pruned, and paid orders reconciled, now and
    // then every so often)
    let adopted: Promise<void> | undefined;
    running.leadership = storage.lead(() => {
      // one simulator reports the devices the database has online, not one per server of a cluster
      adopted = gateway
        .adoptOnline()
        .catch((err: unknown) => app.log.error({ err }, "simulator could not adopt devices"));
      const mine = startMaintenance(ctx, options.maintenanceIntervalMs ?? 10 * MINUTE, app.log);
      running.maintenance = mine;
      // mail whose try failed is tried again from here (a nudge sends new mail on any server)
      const stopMail = d.mailer?.start();
      return () => {
        void mine.stop();
        stopMail?.();
      };
    });
    // SQLite's one server leads at once: its devices are reported before it serves
    await adopted;
    // a ship knows whether its link is up before it answers its first shop request
    fleetLink.start(() => running.leadership?.isLeader() ?? false);
    await fleetLink.first();
    checkVesselId(options.vesselId, fleetLink.status(), app.log);
    if (options.walCheckpointIntervalMs && storage.startUpkeep) {
      running.checkpointer = storage.startUpkeep(options.walCheckpointIntervalMs, {
        // a full or read-only disk is an episode of WriteHealth's, logged once; anything else here
        failed: (error) => {
          if (!ctx.writeHealth.failed(error, "WAL checkpoint"))
            app.log.error({ error: error.message }, "WAL checkpoint failed");
        },
        succeeded: () => ctx.writeHealth.succeeded(),
      });
    }
  });
}
