import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  afterAuth,
  afterCnaBypass,
  afterLogout,
  afterRelay,
  afterTempBypass,
  type Device,
} from "../gateway/redirects.ts";
import { INTERNET_PROBE_PATH } from "../gateway/accessControllerPaths.ts";
import { portalUrl } from "../gateway/portalUrl.ts";
import { isActive } from "../sessions/sessionState.ts";
import { macOf } from "../http/macParams.ts";
import { httpError } from "../http/problem.ts";
import { redactId } from "../http/redactId.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { findSession } from "../sessions/sessionRows.ts";
import { signEntry } from "../gateway/signedEntry.ts";
import { refuseCrossSite } from "../security/refuseCrossSite.ts";
import { clientKey } from "../rateLimit/clientKey.ts";

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
// logout and auth change a device's state: never from another site's link, image or form
const stateChanging = { schema, preHandler: refuseCrossSite };

const probeSchema = {
  querystring: schema.querystring,
  response: { 204: { type: "null", description: "The device is online" }, ...schema.response },
};

// the access-controller simulator: what the ship's gateway does when the portal sends
// the browser to it. Targets are fixed paths on this server, never taken from the query.
export const accessControllerRoutes: FastifyPluginAsync = async (app) => {
  const { storage, zoneRecords, now, devices, bypass, gateway } = app;
  async function zoneDevice(query: Query): Promise<Device> {
    const zone = await zoneRecords.find(query.zoneId);
    if (!zone) throw httpError(404, "unknown zone");
    return { mac: macOf(query.mac), zoneId: zone.zoneId };
  }

  // a real gateway knows the device by its own network; the simulator by the browser that may act
  // for it (security/DeviceAuth.ts: the signed redirect's, the address's, the first binder's)
  async function deviceOf(request: FastifyRequest<Route>): Promise<Device> {
    const device = await zoneDevice(request.query);
    await devices.requireDevice(request, device.zoneId, device.mac);
    return device;
  }

  // like a real gateway, the simulator signs the redirects back to the portal of a zone with a key
  function go(reply: FastifyReply, device: Device, url: string) {
    const key = devices.gatewayKeyOf(device.zoneId);
    if (key === undefined) return reply.redirect(url, 302);
    const ts = Math.floor(now() / 1000);
    const sig = signEntry(key, { ...device, ts });
    return reply.redirect(`${url}${url.includes("?") ? "&" : "?"}ts=${ts}&sig=${sig}`, 302);
  }

  app.get<Route>("/auth", stateChanging, async (request, reply) => {
    const device = await deviceOf(request);
    // as a real gateway: an Access-Request to Gangway's RADIUS server, then accounting Start
    const online =
      (await gateway.simulator?.connect(device.zoneId, device.mac, clientKey(request.ip))) === true;
    return go(reply, device, afterAuth(online, device, request.query.retryCount ?? 0));
  });

  app.get<Route>("/logout", stateChanging, async (request, reply) => {
    const device = await deviceOf(request);
    // the gateway lets the device go and reports Stop; the portal logged it out at the backend
    await gateway.simulator?.logout(device.zoneId, device.mac);
    return go(reply, device, afterLogout(device));
  });

  // a real controller opens a short window to the payment provider here
  app.get<Route>("/tempbypass", { schema }, async (request, reply) => {
    const device = await deviceOf(request);
    bypass.open(device.zoneId, device.mac, now());
    return go(reply, device, afterTempBypass(device, request.query.retryCount ?? 0));
  });

  // the walled garden's view of the internet: an authorised device, or one in a bypass window,
  // reaches it (204, as the operating systems' own probes expect); any other is sent to the portal, as a captive
  // gateway does. The portal's internetCheckUrl names this (with the device filled in).
  app.get<Route>(INTERNET_PROBE_PATH, { schema: probeSchema }, async (request, reply) => {
    const device = await zoneDevice(request.query);
    const session = await findSession(storage.db, device.zoneId, device.mac);
    const authorised = session?.accessControllerAuthed === true && isActive(session, now());
    if (authorised || bypass.isOpen(device.zoneId, device.mac, now())) return reply.code(204).send();
    return reply.redirect(portalUrl("/", { ...device }), 302);
  });

  app.get<Route>("/cnabypass", { schema }, async (request, reply) => {
    const device = await deviceOf(request);
    return go(reply, device, afterCnaBypass(device));
  });

  // the cruise flow: a real controller relays to the ship's property-management system here
  app.get<Route>("/triggerrelay", { schema }, async (request, reply) => {
    const device = await deviceOf(request);
    request.log.info(
      { relayId: redactId(request.query.relayId), captiveStep: request.query.captiveStep },
      "relay triggered",
    );
    return go(reply, device, afterRelay(device, request.query.captiveStep));
  });
};
