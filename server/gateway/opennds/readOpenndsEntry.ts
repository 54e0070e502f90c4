import { readMac } from "../../../schemas/mac.ts";
import { readOpenndsFas } from "../dialects/openndsFas.ts";
import { readOpenndsFas3 } from "../dialects/readOpenndsFas3.ts";
import { portalUrl } from "../portalUrl.ts";

type Query = Record<string, string | string[] | undefined>;

/** Why the entry refuses a request, each in words of its own (the 400's message, and the log's). */
export const OPENNDS_ENTRY_REFUSALS = {
  "no-fas": "no openNDS fas in the query",
  "unreadable-fas": "the query's fas is not openNDS's: no hid, clientmac and gatewayaddress read from it",
  "unreadable-fas3": "no openNDS fas encrypted with the zone's faskey",
  "no-clientmac": "the openNDS fas names no readable clientmac",
  "authenticated-no-mac":
    "openNDS says this device is let through already (status=authenticated), but its query names no MAC",
} as const;

export type OpenndsEntry =
  | { kind: "redirect"; location: string; why: "fas" | "authenticated" }
  | { kind: "refused"; reason: keyof typeof OPENNDS_ENTRY_REFUSALS };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * openNDS's bounce of a device it already lets through that asks its authdir again (the status
 * page's next try when the gateway's Start came after the page's wait): a redirect to the FAS with
 * the authdir's query and `status=authenticated` (src/http_microhttpd.c, `authenticated()`;
 * docs/source/fas.rst, "Manual Access of NDS Virtual URL": the FAS should say the device is online).
 * openNDS passes the query on with its values decoded, so the status page's address in `redir`
 * spills its own query: `redir=<portal>/status?mac=…&zoneId=…&connecting=…`. The device's status
 * page here (a path of this portal, never redir's host), still waiting for the Start.
 */
function statusPageOf(zoneId: string, query: Query): string | undefined {
  let inner = new URLSearchParams();
  try {
    inner = new URL(first(query.redir) ?? "").searchParams;
  } catch {
    // no redir (a passenger who typed the gateway's authdir): only a MAC of the query's own
  }
  const pick = (name: string) => first(query[name]) ?? inner.get(name) ?? undefined;
  const mac = readMac(pick("mac"));
  if (!mac) return undefined;
  const tries = pick("connecting");
  const page: Record<string, string | number> = { mac, zoneId };
  if (tries && /^\d{1,3}$/.test(tries)) page.connecting = Number(tries);
  return portalUrl("/status", page);
}

/**
 * openNDS's faspath (/opennds/<zoneId>): a held device's `fas` (level 3's encrypted with the
 * faskey, its `iv` beside it) sent on to the portal with the zone and the MAC; a device openNDS
 * already lets through, to its status page; anything else refused with a reason of its own.
 */
export function readOpenndsEntry(
  zoneId: string,
  level3: boolean,
  faskey: string,
  query: Query,
): OpenndsEntry {
  const raw = first(query.fas);
  if (!raw) {
    if (first(query.status) !== "authenticated") return { kind: "refused", reason: "no-fas" };
    const location = statusPageOf(zoneId, query);
    if (!location) return { kind: "refused", reason: "authenticated-no-mac" };
    return { kind: "redirect", location, why: "authenticated" };
  }
  const iv = first(query.iv);
  const fas = level3 ? readOpenndsFas3(raw, iv, faskey) : readOpenndsFas(raw);
  if (!fas) return { kind: "refused", reason: level3 ? "unreadable-fas3" : "unreadable-fas" };
  const mac = readMac(fas.clientmac);
  if (!mac) return { kind: "refused", reason: "no-clientmac" };
  // the portal's page reads the fas again (server/gateway/dialects/openndsDialect.ts)
  const next = new URLSearchParams({ zoneId, mac, fas: raw, ...(level3 && iv ? { iv } : {}) });
  return { kind: "redirect", location: `/?${next}`, why: "fas" };
}
