import type { FastifyPluginAsync } from "fastify";
import { toSessionView } from "./toSessionView.ts";
import type { AppContext } from "../AppContext.ts";
import { macParams } from "../http/macParam.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { logoutDevice } from "./logoutDevice.ts";
import { resetDevice } from "./resetDevice.ts";
import { findSession } from "./sessionRows.ts";
import { handoffAnswer, loginHandoff, logoutHandoff } from "../gateway/handoff/handOff.ts";

type MacRoute = { Params: { mac: string } };
// a state change whose answer may carry the gateway's step (a login, a logout)
const changed = { params: macParams, response: { 200: schemaRef("handoff.response"), ...errorResponses } };

export const sessionRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { store, now, devices } = ctx;
  app.get<MacRoute>(
    "/api/v1/session/:mac",
    { schema: { params: macParams, response: { 200: schemaRef("session"), ...errorResponses } } },
    async (request) => {
      const { mac } = request;
      const session = await findSession(store.db, request.zone.zoneId, mac);
      if (!session) throw httpError(404, "no session for this device in this zone");
      const view = toSessionView(session, now());
      // a mac is public on a shared Wi-Fi: the code is the browser's that activated it, nobody else's
      if (!devices.mayReadCode(request, request.zone.zoneId, mac, view.authVoucherCode))
        view.authVoucherCode = null;
      return view;
    },
  );

  app.post<MacRoute>("/api/v1/session/reset/:mac", { schema: changed }, async (request, reply) => {
    const device = { zoneId: request.zone.zoneId, mac: request.mac };
    const outcome = await resetDevice(ctx, device.zoneId, device.mac);
    if (outcome === "no-session") throw httpError(404, "no session for this device in this zone");
    if (outcome === "unavailable") throw httpError(409, "session reset is not available now");
    return handoffAnswer(await loginHandoff(ctx, request, reply, device));
  });

  app.post<MacRoute>("/api/v1/session/logout/:mac", { schema: changed }, async (request) => {
    const device = { zoneId: request.zone.zoneId, mac: request.mac };
    if (!(await logoutDevice(ctx, device.zoneId, device.mac)))
      throw httpError(404, "no session for this device in this zone");
    return handoffAnswer(logoutHandoff(ctx, request, device));
  });

  // another try at the gateway's login for a device granted but not online (the status page's
  // Connect, a failed return): a fresh one-time credential. {} in the spec's controller's zones
  app.post<MacRoute>("/api/v1/session/handoff/:mac", { schema: changed }, async (request, reply) => {
    const device = { zoneId: request.zone.zoneId, mac: request.mac };
    const handoff = await loginHandoff(ctx, request, reply, device, true);
    if (handoff.kind === "none" && handoff.why === "no-grant")
      throw httpError(409, "this device holds no grant to hand to its gateway");
    if (handoff.kind === "none")
      throw httpError(
        409,
        "this browser keeps no login address of the device's gateway: open any web page to come back through the ship's Wi-Fi",
      );
    return handoffAnswer(handoff);
  });
};
