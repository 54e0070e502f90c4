import { beforeMd, chilliMdMatches } from "./chilliMdMatches.ts";
import { hidePassword } from "./hidePassword.ts";
import type { EntryContext, EntryRead, GatewayDialect, HandoffTarget } from "./GatewayDialect.ts";
import { listedHost } from "./listedHost.ts";
import { wisprLimits, words } from "./wisprLimits.ts";

// CoovaChilli's answers in `res` (src/redir.c, redir_reply): a device to log on, or how a logon ended
const ENTRY = new Set(["notyet", "challenge", "splash"]);
const SUCCESS = new Set(["success", "already"]);
// the original URL is the passenger's; a longer one is dropped rather than carried in a cookie
const MAX_USERURL = 512;

const urlHost = (host: string) => (host.includes(":") ? `[${host}]` : host);

function targetOf(c: EntryContext): HandoffTarget | undefined {
  const { uamip = "", uamport = "", challenge, userurl } = c.query;
  const port = Number(uamport);
  if (!listedHost(uamip, c.controllerHosts) || !Number.isInteger(port) || port < 1 || port > 65535)
    return undefined;
  return {
    uamip,
    uamport: String(port),
    ...(challenge && /^[0-9a-fA-F]{32}$/.test(challenge) ? { challenge: challenge.toLowerCase() } : {}),
    ...(userurl && userurl.length <= MAX_USERURL ? { userurl } : {}),
  };
}

// the redirect carries the gateway's md over everything before it, with the zone's UAM secret:
// the md when it matches
function signed(c: EntryContext): string | undefined {
  const parts = beforeMd(c.pathAndQuery);
  if (!parts || c.secret === undefined) return undefined;
  const urls = c.origins.map((origin) => `${origin}${parts.signed}`);
  return chilliMdMatches(urls, parts.md, c.secret) ? parts.md.toUpperCase() : undefined;
}

/**
 * CoovaChilli's universal access method (UAM): it redirects a device it holds back with
 * `res=notyet&uamip&uamport&challenge&called&mac&ip&nasid&sessionid&userurl&md`; the portal logs
 * it on at `http://uamip:uamport/logon` with the password hidden by the challenge and the UAM
 * secret (PAP), and CoovaChilli asks RADIUS; it comes back with `res=success|failed|already`, and
 * `/logoff` with `res=logoff`.
 */
export const coovaChilliDialect: GatewayDialect = {
  name: "coovachilli",

  readEntry(c): EntryRead {
    const res = c.query.res ?? "";
    if (!ENTRY.has(res) && !SUCCESS.has(res) && res !== "failed" && res !== "logoff") return { kind: "none" };
    const target = targetOf(c);
    const md = signed(c);
    const vouched = md !== undefined && target !== undefined;
    if (ENTRY.has(res)) {
      if (vouched) return { kind: "entry", target, vouched, once: md };
      const why = md === undefined ? "md does not match the UAM secret" : "uamip is not a controller host";
      return { kind: "entry", target, vouched, why };
    }
    const outcome = SUCCESS.has(res) ? "success" : res === "failed" ? "failed" : "logoff";
    return { kind: "return", outcome, target, vouched };
  },

  login({ target, username, password, secret }) {
    if (!target.challenge || secret === undefined) return null;
    const query = new URLSearchParams({
      username,
      password: hidePassword(password, target.challenge, secret),
      ...(target.userurl ? { userurl: target.userurl } : {}),
    });
    return { method: "GET", url: `http://${urlHost(target.uamip ?? "")}:${target.uamport}/logon?${query}` };
  },

  logout(target) {
    if (!target?.uamip) return null;
    return { method: "GET", url: `http://${urlHost(target.uamip)}:${target.uamport}/logoff` };
  },

  limitAttributes(limits) {
    const out = wisprLimits(limits);
    if (limits.octetsLeft === null) return out;
    const left = words(limits.octetsLeft);
    return [...out, ["ChilliSpot-Max-Total-Octets", left.low], ["ChilliSpot-Max-Total-Gigawords", left.high]];
  },
};
