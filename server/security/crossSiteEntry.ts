import type { FastifyRequest } from "fastify";

/**
 * Whether Fetch Metadata says another site sent this navigation here (a link on its page, its
 * form): the gateway's redirect can too, so such an entry may bring a browser to the portal, but
 * not take over what this browser keeps for another device of the zone (issue 33: a crafted link
 * rewrote the kept query, or bound the browser to the attacker's device, and the victim's next
 * voucher landed on the attacker's mac). A browser without Fetch Metadata tells nothing: not cross-site.
 */
export function crossSiteEntry(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}
