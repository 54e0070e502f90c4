import type { FastifyPluginAsync } from "fastify";
import { toSessionView } from "./toSessionView.ts";
import type { AppContext } from "../AppContext.ts";
import { macParams } from "../http/macParam.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { logoutDevice } from "./logoutDevice.ts";
import { resetDevice } from "./resetDevice.ts";
import { findSession } from "./sessionRows.ts";

type MacRoute = { Params: { mac: string } };
const changed = { params: macParams, response: { 200: schemaRef("empty"), ...errorResponses } };

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

  app.post<MacRoute>("/api/v1/session/reset/:mac", { schema: changed }, async (request) => {
    const outcome = await resetDevice(ctx, request.zone.zoneId, request.mac);
    if (outcome === "no-session") throw httpError(404, "no session for this device in this zone");
    if (outcome === "unavailable") throw httpError(409, "session reset is not available now");
    return {};
  });

  app.post<MacRoute>("/api/v1/session/logout/:mac", { schema: changed }, async (request) => {
    if (!(await logoutDevice(ctx, request.zone.zoneId, request.mac)))
      throw httpError(404, "no session for this device in this zone");
    return {};
  });
};
