import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { type Mac, readMac } from "../../schemas/mac.ts";
import { SCHEMA_BASE } from "./apiSchemas.ts";
import { httpError } from "./problem.ts";

export const MAC_SCHEMA = { $ref: `${SCHEMA_BASE}common.schema.json#/definitions/mac` };

export const macParams = {
  type: "object",
  required: ["mac"],
  properties: { mac: MAC_SCHEMA },
} as const;

declare module "fastify" {
  interface FastifyRequest {
    // the device a zone-scoped call names (its path's, body's or query's mac), read once
    // (schemas/mac.ts); set by deviceMac for every such route, before the seam and the handler read it
    mac: Mac;
  }
}

// the schema has already checked the pattern; this gives the one spelling we keep
export function macOf(raw: string): Mac {
  const mac = readMac(raw);
  if (!mac) throw httpError(400, "malformed mac");
  return mac;
}

// preHandler, after validation: the mac the call names, read once for everything after it (a
// callback hook: no promise on every zone-scoped request)
export function deviceMac(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  for (const source of [request.params, request.body, request.query]) {
    const mac = (source as { mac?: unknown } | null | undefined)?.mac;
    if (typeof mac === "string") {
      request.mac = macOf(mac);
      break;
    }
  }
  done();
}
