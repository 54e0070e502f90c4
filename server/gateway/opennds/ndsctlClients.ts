import type { Attributes } from "../../access/GatewayDevice.ts";
import { octets } from "./octets.ts";

// the most devices one report is read for (openNDS's own client list is far smaller)
const MAX_CLIENTS = 5_000;

type Client = Record<string, unknown>;
const num = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/**
 * `ndsctl json` as the agent posts it: for each device openNDS holds authenticated, an
 * Interim-Update (its kB this session, as openNDS counts them, in octets). Undefined when the
 * text is not openNDS's report.
 */
export function ndsctlClients(zoneId: string, text: string, nowMs: number): Attributes[] | undefined {
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return undefined;
  }
  const clients = (report as { clients?: unknown } | null)?.clients;
  if (!clients || typeof clients !== "object") return undefined;
  return Object.values(clients as Record<string, Client>)
    .filter(
      (c) => c && c.state === "Authenticated" && typeof c.mac === "string" && typeof c.token === "string",
    )
    .slice(0, MAX_CLIENTS)
    .map((c) => ({
      "NAS-Identifier": zoneId,
      "Calling-Station-Id": c.mac,
      "Acct-Session-Id": `nds-${c.token}`,
      "Acct-Status-Type": "Interim-Update",
      ...octets("Input", num(c.upload_this_session) * 1024),
      ...octets("Output", num(c.download_this_session) * 1024),
      "Acct-Session-Time": Math.max(0, Math.round(nowMs / 1000 - num(c.session_start))),
      ...(typeof c.ip === "string" ? { "Framed-IP-Address": c.ip } : {}),
    }));
}
