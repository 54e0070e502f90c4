import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Leadership } from "../cluster/Leadership.ts";
import { DAY, MINUTE } from "../domain/time.ts";
import { type Maintenance, startMaintenance } from "./startMaintenance.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readMaintenanceEnv } from "./readMaintenanceEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // how long personal data is kept: orders' names and e-mails, mail, notices, session logs (RETENTION_DAYS)
    retentionMs: number;
    // whether this server runs the cluster's periodic jobs now (always, on SQLite)
    isLeader(): boolean;
    // tests (and an operator's script) run a maintenance round without waiting for its interval
    maintenanceRound(): Promise<void>;
  }
}

export interface MaintenancePluginOptions {
  // how often orders, logs and counters are pruned and unfulfilled orders reconciled while running
  // (default 10 minutes; 0: only at start)
  intervalMs?: number;
  // RETENTION_DAYS: personal data (orders' names and e-mails, mail, payment notices, session logs)
  // is removed this many days on (default 30, what the terms promise)
  retentionDays?: number;
}

/**
 * The periodic jobs: here on SQLite, on one server of a cluster at a time on PostgreSQL. The
 * leader adopts the simulator's devices, prunes and reconciles now and then every so often, and
 * delivers the mail whose try failed; stopped with the app.
 */
async function maintenancePlugin(
  app: FastifyInstance,
  options: MaintenancePluginOptions & EnvOption,
): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readMaintenanceEnv);
  app.decorate("retentionMs", (o.retentionDays ?? 30) * DAY);
  let leadership: Leadership | undefined;
  let maintenance: Maintenance | undefined;
  app.decorate("isLeader", () => leadership?.isLeader() ?? false);
  app.decorate("maintenanceRound", async () => {
    await maintenance?.round();
  });
  app.addHook("onReady", async () => {
    let adopted: Promise<void> | undefined;
    leadership = app.storage.lead(() => {
      // one simulator reports the devices the database has online, not one per server of a cluster
      adopted = app.gateway
        .adoptOnline()
        .catch((err: unknown) => app.log.error({ err }, "simulator could not adopt devices"));
      const sandbox = app.sandbox;
      const mine = startMaintenance(
        {
          ...{ storage: app.storage, nets: app.nets, mail: app.mail, orderMail: app.orderMail },
          ...{ metrics: app.metrics, now: app.now, retentionMs: app.retentionMs, limits: app.limits },
          sandboxUpkeep: sandbox ? (at) => sandbox.prune(at) : undefined,
          bypass: app.bypass,
        },
        o.intervalMs ?? 10 * MINUTE,
        app.log,
      );
      maintenance = mine;
      // mail whose try failed is tried again from here (a nudge sends new mail on any server)
      const stopMail = app.mailer?.start();
      return () => {
        void mine.stop();
        stopMail?.();
      };
    });
    // SQLite's one server leads at once: its devices are reported before it serves
    await adopted;
  });
  app.addHook("onClose", async () => {
    await leadership?.stop();
    await maintenance?.stop();
  });
}

export default fp(maintenancePlugin, {
  name: "gangway-maintenance",
  dependencies: ["gangway-gateway", "gangway-mail", "gangway-shop"],
});
