import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import { MINUTE } from "../domain/time.ts";
import type { OpenKeyword, ResetMethod, VoucherRecord } from "../domain/types.ts";
import { macOf } from "../http/macParams.ts";
import { httpError } from "../http/problem.ts";
import { listOpens } from "../opens/openRows.ts";
import { errorResponses } from "../http/apiSchemas.ts";
import { putDevice } from "./putDevice.ts";

interface Body {
  zoneId: string;
  mac: string;
  // a fresh voucher of its own, or the zone's open access with this keyword
  access: "voucher" | OpenKeyword;
  startedMinutesAgo?: number;
  durationMinutes?: number;
  byteLimit?: number | null;
  bytesUsed?: number;
  backendAuthed?: boolean;
  accessControllerAuthed?: boolean;
  reset?: { method: ResetMethod; periodMinutes: number };
}

const minutes = { type: "integer", minimum: 0, maximum: 525600 };
const body = {
  type: "object",
  required: ["zoneId", "mac", "access"],
  additionalProperties: false,
  properties: {
    zoneId: { type: "string", maxLength: 64 },
    mac: { type: "string", maxLength: 32 },
    access: { enum: ["voucher", "trial", "trial-premium", "free"] },
    startedMinutesAgo: minutes,
    durationMinutes: { ...minutes, minimum: 1 },
    byteLimit: { type: ["integer", "null"], minimum: 1 },
    bytesUsed: { type: "integer", minimum: 0 },
    backendAuthed: { type: "boolean" },
    accessControllerAuthed: { type: "boolean" },
    reset: {
      type: "object",
      required: ["method", "periodMinutes"],
      additionalProperties: false,
      properties: {
        method: { enum: ["ACCESS_CONTROLLER_AUTOMATIC", "CNA_AUTOMATIC", "MANUAL"] },
        periodMinutes: { ...minutes, minimum: 1 },
      },
    },
  },
};

function freshVoucher(zoneId: string, b: Body, startedAt: number): VoucherRecord {
  return {
    zoneId,
    code: `S${randomBytes(4).toString("hex").slice(0, 7).toUpperCase()}`,
    maxDevices: 1,
    durationMs: (b.durationMinutes ?? 1440) * MINUTE,
    byteLimit: b.byteLimit === undefined ? 1_000_000_000 : b.byteLimit,
    rxMaxBps: 2_500_000,
    txMaxBps: 2_500_000,
    validUntil: null,
    activatedAt: startedAt,
    // the voucher's shared total is what counts towards its limit
    bytesUsed: b.bytesUsed ?? 0,
  };
}

// test mode only: puts a device into any state directly (used up, logged out, resettable …),
// so browser suites can visit states that would otherwise take a day of the clock
export const testDeviceRoute: FastifyPluginAsync = async (app) => {
  const { storage, zoneRecords, now, bypass } = app;
  // the controller's temporary bypass window ends early: the device is captive again
  app.post<{ Body: { zoneId: string; mac: string } }>(
    "/api/test/bypass/close",
    {
      schema: {
        "x-test-mode": true,
        body: {
          type: "object",
          required: ["zoneId", "mac"],
          additionalProperties: false,
          properties: { zoneId: body.properties.zoneId, mac: body.properties.mac },
        },
        response: { 200: { type: "object", properties: {} }, ...errorResponses },
      },
    },
    async (request) => {
      bypass.close(request.body.zoneId, macOf(request.body.mac));
      return {};
    },
  );

  app.post<{ Body: Body }>(
    "/api/test/device",
    {
      schema: {
        "x-test-mode": true,
        body,
        response: {
          200: { type: "object", properties: { voucherCode: { type: ["string", "null"] } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const b = request.body;
      const at = now();
      const startedMinutesAgo = b.startedMinutesAgo ?? 0;
      if (!(await zoneRecords.find(b.zoneId))) throw httpError(404, "unknown zone");
      const open =
        b.access === "voucher"
          ? undefined
          : (await listOpens(storage.db, b.zoneId)).find((o) => o.keyword === b.access);
      if (b.access !== "voucher" && !open) throw httpError(404, `the zone has no ${b.access} access`);
      const voucher =
        b.access === "voucher" ? freshVoucher(b.zoneId, b, at - startedMinutesAgo * MINUTE) : undefined;
      const device = {
        mac: macOf(b.mac),
        voucher: voucher?.code,
        openId: open?.id,
        startedMinutesAgo,
        accessControllerAuthed: b.accessControllerAuthed ?? false,
        backendAuthed: b.backendAuthed ?? true,
        bytesUsed: b.bytesUsed,
        reset: b.reset,
      };
      await putDevice(storage, b.zoneId, device, open, voucher, at);
      return { voucherCode: voucher?.code ?? null };
    },
  );
};
