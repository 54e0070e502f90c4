export interface SimulatorSwitch {
  on: boolean;
  // why it is off when nobody said: the production hints the payment sandbox refuses on
  offBecause: readonly string[];
}

/**
 * Whether this server simulates the ship's access controller (/auth, /logout, /tempbypass,
 * /cnabypass, /triggerrelay, /generate_204). The portal goes to the controller its redirect names
 * (accessControllerIp) and to its own origin only without one, so a real deployment has no use for
 * the stand-in, which lets any caller mark a device online or open its bypass window. Off in a
 * production-looking configuration, by the payment sandbox's rule; ACCESS_CONTROLLER_SIMULATOR
 * decides when set.
 */
export function simulatorSwitch(said: boolean | undefined, production: readonly string[]): SimulatorSwitch {
  if (said !== undefined) return { on: said, offBecause: [] };
  return { on: production.length === 0, offBecause: production };
}
