import type { ShipShoreStatus, LinkStatus } from "../shipShore/ShipShoreLink.ts";
import type { VesselTotals } from "./readVesselTotals.ts";
import { type ConsoleAccount, seesVessel } from "./ConsoleAccount.ts";

export interface VesselLinks {
  // false: this server is no shore (no link, or a vessel's own): the page says so
  shore: boolean;
  links: LinkStatus[];
  vessels: number;
  up: number;
  // each visible vessel's devices online and sales today, and their sums (the fleet's totals)
  totals: VesselTotals[];
}

/** The shore's links of the vessels the account sees, with the fleet's count of links up and totals. */
export async function vesselLinks(
  status: ShipShoreStatus,
  account: ConsoleAccount,
  totalsOf: (vessels: string[]) => Promise<VesselTotals[]>,
): Promise<VesselLinks> {
  if (status.side !== "shore") return { shore: false, links: [], vessels: 0, up: 0, totals: [] };
  const links = status.links.filter((l) => seesVessel(account, l.vessel));
  const vessels = [...new Set(links.map((l) => l.vessel))];
  const up = links.filter((l) => l.state === "up").length;
  return { shore: true, links, vessels: vessels.length, up, totals: await totalsOf(vessels) };
}
