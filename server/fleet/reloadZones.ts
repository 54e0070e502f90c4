import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { seedDemo } from "../demo/seedDemo.ts";
import { type ReconcileReport, reconcileZones } from "./reconcileZones.ts";
import { ManifestsRejected } from "./ManifestsRejected.ts";
import type { ZoneSnapshot } from "./ZoneSnapshot.ts";

export type ReloadOutcome = { ok: true; report: ReconcileReport } | { ok: false; problems: string[] };

/**
 * SIGHUP: lints the manifests folder again, reconciles the database with it, then serves it.
 * An invalid folder is refused with the lint's file:line:column lines in the log, and the last
 * good version keeps being served. The lint runs in a worker thread, so requests keep being
 * answered (with the last good version) while it runs; the new version is swapped in between two
 * of them. One reload at a time: the caller serializes them (buildApp.ts, oneAtATime).
 */
export async function reloadZones(ctx: AppContext, log: FastifyBaseLogger): Promise<ReloadOutcome> {
  let next: ZoneSnapshot;
  try {
    next = await ctx.zones.load();
  } catch (error) {
    if (!(error instanceof ManifestsRejected)) throw error;
    log.error(
      { manifestsDir: ctx.zones.dir, problems: error.problems },
      `manifests refused, still serving the last good version:\n${error.problems.join("\n")}`,
    );
    return { ok: false, problems: error.problems };
  }
  // a production configuration serves no zone where anyone could act for any device
  const refusal = ctx.devices.verification.refusal(next.zones);
  if (refusal) {
    log.error(
      { manifestsDir: ctx.zones.dir },
      `manifests refused, still serving the last good version: ${refusal}`,
    );
    return { ok: false, problems: [refusal] };
  }
  const report = await reconcileZones(ctx.store, next.zones, ctx.now());
  ctx.zoneRecords.forget();
  ctx.zones.commit(next);
  if (ctx.demo) await seedDemo(ctx.store, ctx.demo, ctx.now());
  log.info({ manifestsDir: next.dir, zones: next.zones.length, ...report }, "manifests reloaded");
  return { ok: true, report };
}
