import { MIKROTIK_FIELDS as F } from "../../../fleet/gateway/mikrotikFields.ts";
import type { DeviceLimits } from "../../access/decideAuthorization.ts";
import type { Attribute } from "../aaa/Attribute.ts";
import { chapResponse } from "./chapResponse.ts";
import type { EntryContext, EntryRead, GatewayDialect, HandoffTarget } from "./GatewayDialect.ts";
import { listedHost } from "./listedHost.ts";
import { octalOctets } from "./octalOctets.ts";
import { words } from "./wisprLimits.ts";

// a link of the hotspot's own: http(s) on a host the manifest lists
function hotspotLink(value: string | undefined, c: EntryContext): string | undefined {
  if (!value || value.length > 512) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password || !listedHost(url.hostname, c.controllerHosts)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function targetOf(c: EntryContext): HandoffTarget | undefined {
  const login = hotspotLink(c.query[F.loginOnly], c);
  if (!login) return undefined;
  const logout = hotspotLink(c.query[F.logout], c);
  const id = octalOctets(c.query[F.chapId] ?? "");
  const challenge = octalOctets(c.query[F.chapChallenge] ?? "");
  const chap = id?.length === 1 && challenge !== undefined && challenge.length > 0;
  return {
    login,
    ...(logout ? { logout } : {}),
    ...(chap ? { chapId: String(id[0]), chapChallenge: challenge.toString("hex") } : {}),
  };
}

// the router's receive rate (the device's upload) first, then its transmit rate, in kbit/s; 0: none
const rate = (bps: number | null) => (bps === null ? "0" : `${Math.max(1, Math.round(bps / 1000))}k`);

function limitAttributes(limits: DeviceLimits): Attribute[] {
  const out: Attribute[] = [];
  if (limits.downBps !== null || limits.upBps !== null)
    out.push(["Mikrotik-Rate-Limit", `${rate(limits.upBps)}/${rate(limits.downBps)}`]);
  if (limits.octetsLeft !== null) {
    const left = words(limits.octetsLeft);
    out.push(["Mikrotik-Total-Limit", left.low], ["Mikrotik-Total-Limit-Gigawords", left.high]);
  }
  return out;
}

/**
 * A MikroTik hotspot with an external login page: its login.html sends the device to the portal
 * with the page's variables (mac, ip, link-login-only, link-logout, link-orig, chap-id,
 * chap-challenge, error; fleet/gateway/mikrotikFields.ts), the portal POSTs username, password
 * (MD5 of chap-id, password and chap-challenge when the hotspot sent a challenge) and dst to
 * link-login-only, and the hotspot opens dst once the device is online; a failed login comes back
 * through login.html with `error`. RouterOS cannot sign its redirect: the login address is the
 * gateway's word only when the manifest lists its host.
 */
export const mikrotikDialect: GatewayDialect = {
  name: "mikrotik",

  readEntry(c): EntryRead {
    if (c.query[F.loginOnly] === undefined) return { kind: "none" };
    const target = targetOf(c);
    const vouched = target !== undefined;
    if (c.query[F.error]) return { kind: "return", outcome: "failed", target, vouched };
    return {
      kind: "entry",
      target,
      vouched,
      ...(vouched ? {} : { why: "link-login-only is not on a controller host" }),
    };
  },

  login({ target, username, password, returnUrl }) {
    if (!target.login) return null;
    const chap = target.chapId !== undefined && target.chapChallenge !== undefined;
    const hidden = chap
      ? chapResponse(
          Number(target.chapId),
          password,
          Buffer.from(target.chapChallenge ?? "", "hex"),
        ).toString("hex")
      : password;
    return {
      method: "POST",
      action: target.login,
      fields: { username, password: hidden, dst: returnUrl, popup: "false" },
    };
  },

  logout(target) {
    if (!target?.login) return null;
    return { method: "GET", url: target.logout ?? new URL("/logout", target.login).href };
  },

  limitAttributes,
};
