import type { FastifyPluginAsync } from "fastify";
import { httpError } from "../http/problem.ts";
import { errorResponses } from "../http/apiSchemas.ts";
import { issueVoucher } from "../vouchers/issueVoucher.ts";

const HOUR_MS = 3_600_000;

// test mode only: a fresh one-device voucher for a zone, so browser tests never share one
export const testVoucherRoute: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { zoneId: string; maxDevices?: number } }>(
    "/api/test/voucher",
    {
      schema: {
        "x-test-mode": true,
        body: {
          type: "object",
          required: ["zoneId"],
          additionalProperties: false,
          properties: {
            zoneId: { type: "string", maxLength: 64 },
            maxDevices: { type: "integer", minimum: 1, maximum: 100 },
          },
        },
        response: {
          200: { type: "object", required: ["code"], properties: { code: { type: "string" } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { zoneId, maxDevices = 1 } = request.body;
      if (!(await app.zoneRecords.find(zoneId))) throw httpError(404, "unknown zone");
      // issued as every voucher is: a code no zone holds, in this database's code space
      const code = await issueVoucher(
        app.storage.db,
        {
          ...{ zoneId, maxDevices, durationMs: 24 * HOUR_MS, byteLimit: 1_000_000_000 },
          ...{ rxMaxBps: 2_500_000, txMaxBps: 2_500_000, validUntil: null },
        },
        { createdAt: app.now() },
      );
      return { code };
    },
  );
};
