import type { FleetStatus, LinkStatus } from "../shipShore/FleetLink.ts";
import { type ConsoleAccount, seesVessel } from "./ConsoleAccount.ts";

export interface VesselLinks {
  // false: this server is no shore (no link, or a vessel's own): the page says so
  shore: boolean;
  links: LinkStatus[];
  vessels: number;
  up: number;
}

/** The shore's links of the vessels the account sees, with the fleet's count of links up. */
export function vesselLinks(status: FleetStatus, account: ConsoleAccount): VesselLinks {
  if (status.side !== "shore") return { shore: false, links: [], vessels: 0, up: 0 };
  const links = status.links.filter((l) => seesVessel(account, l.vessel));
  const vessels = new Set(links.map((l) => l.vessel)).size;
  return { shore: true, links, vessels, up: links.filter((l) => l.state === "up").length };
}
