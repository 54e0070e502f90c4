import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readMac } from "../../schemas/mac.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { maskMacs } from "../http/loggerOptions.ts";
import { afterLogout } from "../gateway/redirects.ts";
import { dialectOf } from "../gateway/dialects/dialectOf.ts";
import type { ReturnOutcome } from "../gateway/dialects/GatewayDialect.ts";
import { portalUrl } from "../gateway/portalUrl.ts";
import { keepTarget, keptTarget } from "../gateway/handoff/targetCookie.ts";
import { claimRedirect } from "../gateway/handoff/claimRedirect.ts";
import { portalOrigins } from "../http/portalOrigins.ts";

export type GatewayEntry =
  // not a vendor's redirect: the portal reads its query as it always did
  | { kind: "none" }
  // the gateway's answer to a login or logout: the portal's page it leads to
  | { kind: "redirect"; to: string }
  // a device sent to log on; `vouched`: its gateway signed this redirect, and this browser is the
  // first to bring it (or the one it bound): the browser is the device
  | { kind: "entry"; vouched: boolean };

// where each answer leads (the spec's controller returns, server/gateway/redirects.ts): online, the
// status page, connecting until the gateway's accounting Start; refused, the entry with its count
function afterReturn(outcome: ReturnOutcome, device: { mac: string; zoneId: string }, tries: number): string {
  if (outcome === "logoff") return afterLogout(device);
  if (outcome === "success") return portalUrl("/status", { ...device, connecting: Math.max(1, tries) });
  return portalUrl("/", { ...device, retryCount: Math.max(1, tries) });
}

/**
 * The gateway's redirect to the portal in its own dialect (CoovaChilli's res=…&md=…, MikroTik's
 * login page's variables), read once where it enters: where the device logs on is kept for this
 * browser when the gateway vouched for it (a good md once, a host the manifest lists); an answer
 * to a login or logout goes on to the portal's page for it.
 */
export async function readGatewayEntry(
  ctx: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Record<string, string>,
): Promise<GatewayEntry> {
  const zone = ctx.zones.zones.find((z) => z.zoneId === query.zoneId);
  const mac = readMac(query.mac ?? "");
  const dialect = dialectOf(zone?.network?.gateway);
  if (!zone || !mac || dialect.name === "spec") return { kind: "none" };
  const device = { zoneId: zone.zoneId, mac };
  const read = dialect.readEntry({
    query,
    pathAndQuery: request.url,
    origins: portalOrigins(ctx.publicUrl, request),
    secret: ctx.devices.gatewayKeyOf(zone.zoneId),
    controllerHosts: zone.network?.controllerHosts ?? [],
    fasLevel: zone.network?.openndsFasLevel,
  });
  if (read.kind === "none") return read;
  const { targetKey, handoffStats } = ctx.gateway;
  const now = ctx.now();
  const kept = keptTarget(request, targetKey, device, now);
  // each signature binds one browser, ever: a copied link binds no other, however late it comes
  // (CoovaChilli's URL has no time in it); the browser it bound may come back with it
  const fresh =
    read.vouched &&
    (read.kind !== "entry" ||
      read.once === undefined ||
      (await claimRedirect(
        ctx.storage.db,
        { md: read.once, zoneId: zone.zoneId, browser: ctx.devices.browsers.current(request) },
        now,
      )));
  if (fresh && read.target) {
    const tries = read.kind === "return" ? (kept?.tries ?? 0) : 0;
    // an answer without a challenge (CoovaChilli's success) keeps what the last redirect said: a
    // stale challenge fails like any refused logon, whose answer brings a fresh one
    const target = read.kind === "return" ? { ...kept?.target, ...read.target } : read.target;
    keepTarget(reply, targetKey, { ...device, target, tries, at: now }, isHttpsUrl(ctx.publicUrl));
  }
  if (read.kind === "return")
    return { kind: "redirect", to: afterReturn(read.outcome, device, kept?.tries ?? 0) };
  handoffStats.entries[fresh ? "vouched" : "refused"]++;
  if (!fresh)
    request.log.warn(
      { zoneId: zone.zoneId, mac: maskMacs(mac), why: read.vouched ? "replayed" : read.why },
      "gateway redirect not vouched for: its login address is not kept",
    );
  // only a signed redirect binds the browser: MikroTik's is the hotspot's word on where to log on,
  // anyone's to copy or write (its zone binds a browser by the device's address, not its URL)
  return { kind: "entry", vouched: fresh && read.once !== undefined };
}
