import type { FastifyRequest } from "fastify";
import type { ZoneRecord } from "../domain/types.ts";
import type { ZoneRecords } from "../zones/ZoneRecords.ts";
import { httpError } from "../http/problem.ts";

export const ZONE_HEADER = "x-zone-public-id";

declare module "fastify" {
  interface FastifyRequest {
    // set by requireZone for every zone-scoped /api/v1 route
    zone: ZoneRecord;
  }
}

// runs before body parsing: a request without a known zone goes no further
export function requireZone(zones: ZoneRecords) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = request.headers[ZONE_HEADER];
    const zoneId = Array.isArray(raw) ? raw[0] : raw;
    if (!zoneId) throw httpError(400, "missing X-Zone-Public-Id header");
    const zone = zoneId.length <= 64 ? await zones.find(zoneId) : undefined;
    if (!zone) throw httpError(404, "unknown zone");
    request.zone = zone;
  };
}
