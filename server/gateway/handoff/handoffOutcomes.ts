import type { OutcomeTable } from "../../domain/OutcomeTable.ts";
import type { Handoff } from "./handOff.ts";

/**
 * Another try at a device's gateway login (the status page's Connect, a failed return): the
 * spec's controller's zones answer {} (the portal builds its redirect), a vendor's its login step;
 * no grant, or no login address this browser keeps, is a 409 that says why; a device that tries
 * too often, a 429.
 */
export const HANDOFF_OUTCOMES = {
  spec: () => ({ status: 200 }),
  step: () => ({ status: 200 }),
  none: ({ why }) =>
    why === "no-grant"
      ? { status: 409, message: "this device holds no grant to hand to its gateway" }
      : {
          status: 409,
          message:
            "this browser keeps no login address of the device's gateway: open any web page to come back through the ship's Wi-Fi",
        },
  limited: ({ retryAfterSeconds }) => ({
    status: 429,
    message: `too many tries at the gateway's login for this device, retry in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  }),
} satisfies OutcomeTable<Handoff>;
