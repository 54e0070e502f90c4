import { createHash } from "node:crypto";
import { readMac } from "../../../schemas/mac.ts";
import type { DeviceLimits } from "../../access/decideAuthorization.ts";
import type { Attribute } from "../aaa/Attribute.ts";
import type { EntryContext, EntryRead, GatewayDialect, HandoffTarget } from "./GatewayDialect.ts";
import { listedHost } from "./listedHost.ts";
import { readOpenndsFas } from "./openndsFas.ts";
import { readOpenndsFas3 } from "./readOpenndsFas3.ts";

// openNDS's default authdir: where a device's browser is sent to be let through
const AUTHDIR = "opennds_auth";
// the names the agent's answer to BinAuth reads (server/gateway/opennds/binauthAnswer.ts); no
// RADIUS dictionary has them, and no openNDS ever asks over RADIUS
export const OPENNDS_LIMITS = {
  session: "openNDS:session_length",
  upRate: "openNDS:upload_rate",
  downRate: "openNDS:download_rate",
  downQuota: "openNDS:download_quota",
} as const;

// "192.168.1.1:2050" when the host is listed and the port one; else undefined
function gatewayOf(address: string, hosts: readonly string[]): string | undefined {
  const colon = address.lastIndexOf(":");
  const host = colon > 0 ? address.slice(0, colon) : address;
  const port = colon > 0 ? Number(address.slice(colon + 1)) : 80;
  if (!listedHost(host, hosts) || !Number.isInteger(port) || port < 1 || port > 65535) return undefined;
  return `${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

function targetOf(c: EntryContext): HandoffTarget | undefined {
  // level 3 takes only what the faskey's holder encrypted: a plain fas is anyone's
  const fas =
    c.fasLevel === 3 ? readOpenndsFas3(c.query.fas, c.query.iv, c.secret ?? "") : readOpenndsFas(c.query.fas);
  if (!fas || readMac(fas.clientmac) !== readMac(c.query.mac ?? "")) return undefined;
  const gateway = gatewayOf(fas.gatewayaddress, c.controllerHosts);
  return gateway ? { gateway, hid: fas.hid } : undefined;
}

/** The token openNDS takes for a device at level 1 and up: sha256 of its hid and the faskey, in hex. */
export const openndsToken = (hid: string, faskey: string): string =>
  createHash("sha256").update(`${hid}${faskey}`).digest("hex");

// kbit/s as openNDS counts rates (BinAuth's upload_rate, download_rate), at least 1 when limited
const kbit = (bps: number | null) => (bps === null ? 0 : Math.max(1, Math.round(bps / 1000)));

function limitAttributes(limits: DeviceLimits): Attribute[] {
  return [
    [OPENNDS_LIMITS.session, limits.sessionTimeout ?? 0],
    [OPENNDS_LIMITS.upRate, kbit(limits.upBps)],
    [OPENNDS_LIMITS.downRate, kbit(limits.downBps)],
    // kB as openNDS counts quotas; what the device both sends and receives counts, so the download
    // quota (the larger way) cuts it off and the agent's reports close the gap (0: none)
    [
      OPENNDS_LIMITS.downQuota,
      limits.octetsLeft === null ? 0 : Math.max(1, Math.floor(limits.octetsLeft / 1024)),
    ],
  ];
}

/**
 * openNDS with Gangway as its forwarding authentication service (FAS), level 1: it sends a device
 * it holds to `faspath` with `fas=` (base64 of its hid, address, MAC, gateway address and origin
 * URL; server/gateway/opennds/readOpenndsEntry.ts adds the zone and the MAC to the portal's query);
 * the portal lets it through at `http://<gatewayaddress>/opennds_auth/?tok=<sha256(hid‖faskey)>`,
 * which only the device that holds that hid can use, with the one-time credential in `custom`:
 * openNDS hands it to BinAuth, whose agent (ops/opennds/) asks Gangway for the device's limits.
 * There is no logout a browser can call: a logout reaches openNDS through the agent's queue.
 */
export const openndsDialect: GatewayDialect = {
  name: "opennds",

  readEntry(c): EntryRead {
    if (c.query.fas === undefined) return { kind: "none" };
    const target = targetOf(c);
    // the hid is this client's token at the gateway: it binds one browser, ever (as a CoovaChilli
    // md does). Level 1's fas is not signed, so a crafted link with a made-up hid could bind a
    // browser to a MAC it names: level 3 (fas encrypted with the faskey) is what proves it
    if (target)
      return { kind: "entry", target, vouched: true, once: target.hid ? `opennds:${target.hid}` : undefined };
    return {
      kind: "entry",
      target,
      vouched: false,
      why: "fas unreadable, its MAC not the query's, or its gateway not a controller host",
    };
  },

  login({ target, username, password, returnUrl, secret }) {
    if (!target.gateway || !target.hid || secret === undefined) return null;
    const query = new URLSearchParams({
      tok: openndsToken(target.hid, secret),
      redir: returnUrl,
      custom: `${username}.${password}`,
    });
    return { method: "GET", url: `http://${target.gateway}/${AUTHDIR}/?${query}` };
  },

  logout: () => null,

  limitAttributes,
};
