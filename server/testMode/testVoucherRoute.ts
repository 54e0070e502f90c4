import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../AppContext.ts";
import { httpError } from "../http/problem.ts";
import { errorResponses } from "../http/apiSchemas.ts";
import { insertVoucher } from "../vouchers/voucherRows.ts";

const HOUR_MS = 3_600_000;

// test mode only: a fresh one-device voucher for a zone, so browser tests never share one
export const testVoucherRoute: FastifyPluginAsync<AppContext> = async (app, ctx) => {
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
      if (!(await ctx.zoneRecords.find(zoneId))) throw httpError(404, "unknown zone");
      const code = `T${randomBytes(4).toString("hex").slice(0, 7).toUpperCase()}`;
      await insertVoucher(
        ctx.storage.db,
        {
          zoneId,
          code,
          maxDevices,
          durationMs: 24 * HOUR_MS,
          byteLimit: 1_000_000_000,
          rxMaxBps: 2_500_000,
          txMaxBps: 2_500_000,
          validUntil: null,
          activatedAt: null,
          bytesUsed: 0,
        },
        { createdAt: ctx.now() },
      );
      return { code };
    },
  );
};
