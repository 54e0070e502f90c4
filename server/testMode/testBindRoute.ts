import type { FastifyPluginAsync } from "fastify";
import { MAC_SCHEMA, macOf } from "../http/macParams.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses, schemaRef } from "../http/apiSchemas.ts";

type Body = { zoneId: string; mac: string };

// test mode only: binds this browser to a device as a gateway's signed redirect would, so browser
// tests can open a demo device that already has a session (and see its voucher code)
export const testBindRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Body }>(
    "/api/test/bind",
    {
      schema: {
        "x-test-mode": true,
        body: {
          type: "object",
          required: ["zoneId", "mac"],
          additionalProperties: false,
          properties: { zoneId: { type: "string", maxLength: 64 }, mac: MAC_SCHEMA },
        },
        response: { 200: schemaRef("empty"), ...errorResponses },
      },
    },
    async (request, reply) => {
      const zone = await app.zoneRecords.find(request.body.zoneId);
      if (!zone) throw httpError(404, "unknown zone");
      app.devices.bindDevice(reply, zone.zoneId, macOf(request.body.mac));
      return {};
    },
  );
};
