import type { DisconnectAnswer } from "../gateway/aaa/Disconnector.ts";
import type { Storage } from "../storage/Storage.ts";

// each gateway holding the device asked to let it go (a Disconnect-Request), and their answers
export type Disconnect = (zoneId: string, mac: string, why: string) => Promise<DisconnectAnswer[]>;

// who acts, from where: every desk action's audit row names them
export interface Clerk {
  account: string;
  address: string;
}

/** What the desk's actions stand on: the database, the gateways' disconnects, the clock. */
export interface DeskDeps {
  store: Storage;
  disconnect: Disconnect;
  now: () => number;
}
