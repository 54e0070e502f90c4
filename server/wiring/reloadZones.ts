import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { handoffRefusal } from "../gateway/handoff/handoffRefusal.ts";
import { seedDemo } from "../demo/seedDemo.ts";
import { type ReconcileReport, reconcileZones } from "../zones/reconcileZones.ts";
import { ManifestsRejected } from "../zones/ManifestsRejected.ts";
import { ServerEnvError } from "../env/ServerEnvError.ts";
import type { ZoneSnapshot } from "../zones/ZoneSnapshot.ts";
import { refusalMessage } from "../zones/refusalMessage.ts";

export type ReloadOutcome =
  | { ok: true; report: ReconcileReport }
  // refused whole (nothing changed), or in part: the other operators' changes are served (report)
  | { ok: false; problems: string[]; kept?: string[]; missing?: string[]; report?: ReconcileReport };

/**
 * SIGHUP: lints the manifests folder again, reconciles the database with it, then serves it.
 * An invalid folder is refused with the lint's file:line:column lines in the log: an operator whose
 * folder has problems keeps its last good version while the others' changes are served
 * (composeFleet.ts); a problem that is no operator's keeps the whole last good version. The lint
 * runs in a worker thread, so requests keep being answered (with the last good version) while it
 * runs; the new version is swapped in between two of them. One reload at a time: the caller
 * serializes them (reloadPlugin.ts, oneAtATime).
 */
export async function reloadZones(ctx: FastifyInstance, log: FastifyBaseLogger): Promise<ReloadOutcome> {
  let next: ZoneSnapshot;
  try {
    next = await ctx.zones.load();
  } catch (error) {
    if (!(error instanceof ManifestsRejected)) throw error;
    ctx.zones.refuse(error.problems);
    log.error({ manifestsDir: ctx.zones.dir, problems: error.problems }, refusalMessage(error));
    return { ok: false, problems: error.problems };
  }
  // the gateway keys again (GATEWAY_KEYS_FILE): a new zone's key goes live with its folder
  let keys: Record<string, string>;
  try {
    keys = ctx.gatewayKeys.next();
  } catch (error) {
    if (!(error instanceof ServerEnvError)) throw error;
    log.error({}, `manifests refused, still serving the last good version: ${error.message}`);
    return { ok: false, problems: [error.message] };
  }
  // a production configuration serves no zone where anyone could act for any device
  // nor one whose granted devices its gateway could never let online
  const refusal =
    ctx.devices.verification.refusal(next.zones, keys) ??
    handoffRefusal(next.zones, { ...ctx.handoffReadiness, gatewayKeys: keys });
  if (refusal) {
    // the folder is not what is served: /healthz and gangway_manifests_degraded say so
    ctx.zones.refuse([refusal]);
    log.error(
      { manifestsDir: ctx.zones.dir },
      `manifests refused, still serving the last good version: ${refusal}`,
    );
    return { ok: false, problems: [refusal] };
  }
  const report = await reconcileZones(ctx.storage, next.zones, ctx.now());
  ctx.zoneRecords.forget();
  ctx.gatewayKeys.swap(keys);
  ctx.devices.verification.keysChanged();
  ctx.zones.commit(next);
  if (ctx.demo) await seedDemo(ctx.storage, ctx.demo, ctx.now());
  const { refused } = next;
  if (refused) {
    log.error(
      { manifestsDir: next.dir, zones: next.zones.length, ...refused, ...report },
      refusalMessage(refused),
    );
    return { ok: false, ...refused, report };
  }
  log.info({ manifestsDir: next.dir, zones: next.zones.length, ...report }, "manifests reloaded");
  return { ok: true, report };
}
