import type { Disconnect } from "./DeskDeps.ts";
import type { ConsoleSettings } from "./consoleEnv.ts";
import type { NetsClient } from "../shop/payments/netsClient.ts";
import type { Storage } from "../storage/Storage.ts";
import type { LimitStore } from "../rateLimit/LimitStore.ts";
import type { ServedFleet } from "./zoneStates.ts";
import type { ShipShoreStatus } from "../shipShore/ShipShoreLink.ts";
import type { VesselTotals } from "./readVesselTotals.ts";

// what the console's routes stand on: existing services, handed in by the app's composition
export interface ConsoleDeps {
  store: Storage;
  disconnect: Disconnect;
  // the rate limits' counters: the desk's reset forgets a device's (deskReset.ts)
  limits: LimitStore;
  secret: Buffer;
  now: () => number;
  settings: ConsoleSettings;
  // cookies only over HTTPS (PUBLIC_URL is https)
  secureCookies: boolean;
  retentionMs: number;
  // the Acct-Interim-Interval a zone's gateways are given (ms): gateway health's "silent"
  interimMsOf: (zoneId: string) => number;
  // the card provider's API (its refund call), the sandbox's in a demo
  nets: NetsClient;
  // the fleet as served: the zones page's states and lint refusals
  fleet: ServedFleet;
  // the portal's origin for the zones' preview links ("" when the console shares its listener)
  portalUrl: string;
  // this database's ship-and-shore links as the link's last round read them (npm run fleet -- status)
  fleetStatus: () => ShipShoreStatus;
  // on a shore: these vessels' devices online and sales today, from their copies on its cluster
  vesselTotals: (vessels: string[]) => Promise<VesselTotals[]>;
}
