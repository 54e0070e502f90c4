import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { oneAtATime } from "../zones/oneAtATime.ts";
import { watchManifests } from "../zones/watchManifests.ts";
import { type ReloadOutcome, reloadZones } from "./reloadZones.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readReloadEnv } from "./readReloadEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // lints the manifests folder again and serves it if valid (main.ts calls it on SIGHUP)
    reloadZones(): Promise<ReloadOutcome>;
  }
}

export interface ReloadPluginOptions {
  // development: reload the manifests folder whenever a file in it changes, as SIGHUP does
  watch?: boolean;
}

/**
 * Reloading the manifests (SIGHUP, the folder's watcher, ship and shore), one at a time; the
 * watcher stops and a reload under way finishes with the database before the zones close.
 */
async function reloadPlugin(app: FastifyInstance, options: ReloadPluginOptions & EnvOption): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readReloadEnv);
  const reloads = oneAtATime(async () => {
    const outcome = await reloadZones(app, app.log);
    app.metrics.manifestReload(outcome.ok ? "ok" : "refused", app.now());
    if (outcome.ok) app.brandImagesReloaded();
    return outcome;
  });
  app.decorate("reloadZones", () => reloads.run());
  let stopWatching = () => {};
  if (o.watch)
    app.addHook("onReady", async () => {
      stopWatching = watchManifests(app.zones.dir, () =>
        app.reloadZones().catch((error) => app.log.error({ error }, "reload failed")),
      );
    });
  app.addHook("onClose", async () => {
    stopWatching();
    // a reload under way (its worker still linting) finishes with the database before it closes
    await reloads.idle();
  });
}

export default fp(reloadPlugin, {
  name: "gangway-reload",
  dependencies: ["gangway-devices", "gangway-demo", "gangway-brand", "gangway-metrics"],
});
