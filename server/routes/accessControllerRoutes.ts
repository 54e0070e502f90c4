import type { FastifyPluginAsync } from "fastify";
import {
  afterAuth,
  afterCnaBypass,
  afterLogout,
  afterRelay,
  afterTempBypass,
  type Device,
} from "../accessController/redirects.ts";
import { INTERNET_PROBE_PATH } from "../accessController/paths.ts";
import { portalUrl } from "../accessController/portalUrl.ts";
import { isActive } from "../domain/sessionState.ts";
import type { AppContext } from "../http/AppContext.ts";
import { macOf } from "../http/macParam.ts";
import { httpError } from "../http/problem.ts";
import type { Storage } from "../storage/Storage.ts";
import { errorResponses, schemaRef } from "../schemas/apiSchemas.ts";

interface Query {
  mac: string;
  zoneId: string;
  captiveStep?: number;
  retryCount?: number;
  relayId?: string;
}
type Route = { Querystring: Query };
const schema = {
  querystring: schemaRef("access-controller.query"),
  response: {
    302: { type: "null", description: "A redirect (Location) to a page of the portal on this server" },
    ...errorResponses,
  },
};

const probeSchema = {
  querystring: schema.querystring,
  response: { 204: { type: "null", description: "The device is online" }, ...schema.response },
};

async function deviceOf(storage: Storage, query: Query): Promise<Device> {
  const zone = await storage.findZone(query.zoneId);
  if (!zone) throw httpError(404, "unknown zone");
  return { mac: macOf(query.mac), zoneId: zone.zoneId };
}

// the access-controller simulator: what the ship's gateway does when the portal sends
// the browser to it. Targets are fixed paths on this server, never taken from the query.
export const accessControllerRoutes: FastifyPluginAsync<AppContext> = async (
  app,
  { storage, now, bypass },
) => {
  app.get<Route>("/auth", { schema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    const online = await storage.authorizeAccessController(device.zoneId, device.mac, now());
    return reply.redirect(afterAuth(online, device, request.query.retryCount ?? 0), 302);
  });

  app.get<Route>("/logout", { schema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    await storage.logout(device.zoneId, device.mac);
    return reply.redirect(afterLogout(device), 302);
  });

  // a real controller opens a short window to the payment provider here
  app.get<Route>("/tempbypass", { schema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    bypass.open(device.zoneId, device.mac, now());
    return reply.redirect(afterTempBypass(device, request.query.retryCount ?? 0), 302);
  });

  // the walled garden's view of the internet: an authorised device, or one in a bypass window,
  // reaches it (204, as the operating systems' own probes expect); any other is sent to the portal, as a captive
  // gateway does. The portal's internetCheckUrl names this (with the device filled in).
  app.get<Route>(INTERNET_PROBE_PATH, { schema: probeSchema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    const session = await storage.findSession(device.zoneId, device.mac);
    const authorised = session?.accessControllerAuthed === true && isActive(session, now());
    if (authorised || bypass.isOpen(device.zoneId, device.mac, now())) return reply.code(204).send();
    return reply.redirect(portalUrl("/", { ...device }), 302);
  });

  app.get<Route>("/cnabypass", { schema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    return reply.redirect(afterCnaBypass(device), 302);
  });

  // the cruise flow: a real controller relays to the ship's property-management system here
  app.get<Route>("/triggerrelay", { schema }, async (request, reply) => {
    const device = await deviceOf(storage, request.query);
    request.log.info(
      { relayId: request.query.relayId, captiveStep: request.query.captiveStep },
      "relay triggered",
    );
    return reply.redirect(afterRelay(device, request.query.captiveStep), 302);
  });
};
