import type { GatewayDialect } from "./GatewayDialect.ts";
import { wisprLimits } from "./wisprLimits.ts";

/**
 * The spec's own access controller (section 7: /auth, /logout, /triggerrelay, /tempbypass,
 * /cnabypass), which the built-in simulator plays and any gateway implementing those paths
 * serves. The portal builds those redirects as it always did (the controller its entry names,
 * accessControllerIp, or this server's simulator); the controller MAC-authenticates the device.
 */
export const specDialect: GatewayDialect = {
  name: "spec",
  readEntry: () => ({ kind: "none" }),
  login: () => null,
  logout: () => null,
  limitAttributes: wisprLimits,
};
