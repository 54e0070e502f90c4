import { Gauge, type Registry } from "prom-client";
import type { ShipShoreStatus, LinkStatus } from "../shipShore/ShipShoreLink.ts";

const STATES: LinkStatus["state"][] = ["up", "down", "lost", "unknown"];

/**
 * Each ship-and-shore link, each direction, as this server sees it (server/shipShore/): its lag
 * in bytes (where its slot is) and in seconds (the age of the sender's newest heartbeat applied),
 * and its state, one series per state with 1 on the current one (an alert on state="lost" needs
 * no regular expression). Read at a scrape from what the link's last round found; nothing without links.
 */
export function shipShoreGauges(links: () => ShipShoreStatus, registers: Registry[]): void {
  const labelNames = ["vessel", "direction"];
  const each = (set: (link: LinkStatus) => void) => {
    for (const link of links().links) set(link);
  };
  new Gauge({
    name: "gangway_fleet_link_lag_bytes",
    help: "ship and shore: bytes the sending side holds that the receiving side has not confirmed, by vessel and direction (ship-to-shore, shore-to-ship); only where the sender's slot is",
    labelNames,
    registers,
    collect() {
      this.reset();
      each((l) => l.lagBytes !== null && this.set({ vessel: l.vessel, direction: l.direction }, l.lagBytes));
    },
  });
  new Gauge({
    name: "gangway_fleet_link_lag_seconds",
    help: "ship and shore: age of the sending side's newest heartbeat the receiving side has applied, by vessel and direction",
    labelNames,
    registers,
    collect() {
      this.reset();
      each(
        (l) => l.lagSeconds !== null && this.set({ vessel: l.vessel, direction: l.direction }, l.lagSeconds),
      );
    },
  });
  new Gauge({
    name: "gangway_fleet_link_state",
    help: "ship and shore: 1 for the link's current state (up, down, lost: re-sync it, unknown), by vessel and direction",
    labelNames: [...labelNames, "state"],
    registers,
    collect() {
      this.reset();
      each((l) => {
        for (const state of STATES)
          this.set({ vessel: l.vessel, direction: l.direction, state }, l.state === state ? 1 : 0);
      });
    },
  });
}
