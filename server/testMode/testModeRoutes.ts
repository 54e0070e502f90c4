import type { FastifyPluginAsync } from "fastify";
import { afterAuth, afterRelay } from "../gateway/redirects.ts";
import { httpError } from "../http/problem.ts";
import { addUsage } from "./addUsage.ts";
import { authorizeAccessController } from "./authorizeAccessController.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";
import { findSession } from "../sessions/sessionRows.ts";

type Body = { mac: string; captiveStep?: number; retryCount?: number; bytes?: number };
const redirectResponse = { 200: schemaRef("redirect.response"), ...errorResponses };

// test mode only, zone-scoped: POST twins of the access-controller redirects, answering
// where the browser would have gone instead of sending it there
export const testModeRoutes: FastifyPluginAsync = async (app) => {
  const { storage, now } = app;
  app.post<{ Body: Body }>(
    "/api/v1/radius/authorize",
    {
      // documented with the REST face that shares its path (gateway/rest/radiusRoutes.ts)
      schema: {
        hide: true,
        "x-test-mode": true,
        body: schemaRef("radius-authorize.request"),
        response: redirectResponse,
      },
    },
    async (request) => {
      const device = { mac: request.mac, zoneId: request.zone.zoneId };
      const authorized = await authorizeAccessController(storage, device.zoneId, device.mac, now());
      return { authorized, redirect: afterAuth(authorized, device, request.body.retryCount ?? 0) };
    },
  );

  // fake traffic, so tests can use up a session's data
  app.post<{ Body: Body }>(
    "/api/v1/radius/accounting",
    {
      schema: {
        hide: true,
        "x-test-mode": true,
        body: schemaRef("radius-accounting.request"),
        response: { 200: schemaRef("empty"), ...errorResponses },
      },
    },
    async (request) => {
      const { mac } = request;
      const zoneId = request.zone.zoneId;
      if (!(await findSession(storage.db, zoneId, mac)))
        throw httpError(404, "no session for this device in this zone");
      await addUsage(storage, [{ zoneId, mac, bytes: request.body.bytes ?? 1_000_000 }]);
      return {};
    },
  );

  app.post<{ Body: Body; Params: { id: string } }>(
    "/api/v1/relay/:id",
    {
      schema: {
        "x-test-mode": true,
        params: { type: "object", properties: { id: { type: "string", minLength: 1, maxLength: 128 } } },
        body: schemaRef("relay.request"),
        response: redirectResponse,
      },
    },
    async (request) => {
      const device = { mac: request.mac, zoneId: request.zone.zoneId };
      return { redirect: afterRelay(device, request.body.captiveStep) };
    },
  );
};
