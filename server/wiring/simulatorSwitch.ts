import type { BuildAppOptions } from "../BuildAppOptions.ts";
import { productionSignalsOf } from "../http/productionSignals.ts";

export interface SimulatorSwitch {
  on: boolean;
  // why it is off when nobody said: the production hints the payment sandbox refuses on
  offBecause: string[];
}

/**
 * Whether this server simulates the ship's access controller (/auth, /logout, /tempbypass,
 * /cnabypass, /triggerrelay, /generate_204). The portal goes to the controller its redirect names
 * (accessControllerIp) and to its own origin only without one, so a real deployment has no use for
 * the stand-in, which lets any caller mark a device online or open its bypass window. Off in a
 * production-looking configuration, by the payment sandbox's rule; ACCESS_CONTROLLER_SIMULATOR
 * decides when set.
 */
export function simulatorSwitch(options: BuildAppOptions): SimulatorSwitch {
  if (options.accessControllerSimulator !== undefined)
    return { on: options.accessControllerSimulator, offBecause: [] };
  const hints = productionSignalsOf(options);
  return { on: hints.length === 0, offBecause: hints };
}
