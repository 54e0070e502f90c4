import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { BypassWindows } from "../gateway/simulator/BypassWindows.ts";
import { accessControllerRoutes } from "./accessControllerRoutes.ts";
import { type EnvOption, ownSection } from "../env/ownSection.ts";
import { readSimulatorsEnv } from "./readSimulatorsEnv.ts";

declare module "fastify" {
  interface FastifyInstance {
    // this server stands in for the ship's access controller (wiring/simulatorSwitch.ts)
    accessControllerSimulator: boolean;
    // the access-controller simulator's temporary bypass windows (the walled garden's holes)
    bypass: BypassWindows;
    // how long the cruise property-management simulator's jobs answer 202 by default
    cruiseJobDelayMs: number;
  }
}

export interface SimulatorsPluginOptions {
  // the simulator's interim updates every this many ms for every session; unset: each session's
  // Acct-Interim-Interval from its Accept, as a real gateway
  accountingIntervalMs?: number;
  // the simulator's bypass windows (tests look at their size)
  bypass?: BypassWindows;
  // how long a cruise validation or charge answers 202 unless its booking says otherwise (default 1500)
  cruiseJobDelayMs?: number;
}

export interface SimulatorsPluginDeps {
  // handed by the composition, which decides it once (wiring/simulatorSwitch.ts)
  on: boolean;
}

/**
 * The stand-ins for the ship's systems: the access controller (/auth, /logout, … /generate_204),
 * whose devices report their use as a gateway does, and the cruise system's job delay.
 */
async function simulatorsPlugin(
  app: FastifyInstance,
  options: SimulatorsPluginOptions & SimulatorsPluginDeps & EnvOption,
): Promise<void> {
  // its own section of the environment, under what the composition or a test hands it
  const o = ownSection(options, readSimulatorsEnv);
  app.decorate("accessControllerSimulator", o.on);
  app.decorate("bypass", o.bypass ?? new BypassWindows());
  app.decorate("cruiseJobDelayMs", o.cruiseJobDelayMs ?? 1500);
  if (o.on) await app.register(accessControllerRoutes);
  let stopUsageTicks = () => {};
  // the simulator's devices use a little, and it reports that as a gateway does: each session at
  // its Accept's Acct-Interim-Interval, unless the options name one for all
  app.addHook("onReady", async () => {
    const { simulator } = app.gateway;
    if (simulator)
      stopUsageTicks = simulator.startInterims(
        (err) => app.log.error({ err }, "simulator's interim update failed"),
        o.accountingIntervalMs || undefined,
      );
  });
  app.addHook("onClose", async () => stopUsageTicks());
}

export default fp(simulatorsPlugin, { name: "gangway-simulators", dependencies: ["gangway-gateway"] });
