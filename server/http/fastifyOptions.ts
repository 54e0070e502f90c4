import { sharedSerializers } from "./sharedSerializers.ts";
import { routeValidators } from "./routeValidators.ts";
import type { FastifyServerOptions } from "fastify";
import { radiusCaller } from "./radiusCaller.ts";

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

// the server's own limits: whom to trust for the client's address, and how long a request may
// take to arrive. Node checks the timeout only every connectionsCheckingInterval (30 s by
// default), so that is tied to it
/** TRUST_PROXY read: whom to believe for a client's address (Fastify's trustProxy). */
export type TrustProxy = boolean | number | string | string[];

export interface HttpLimits {
  trustProxy?: TrustProxy;
  requestTimeoutMs?: number;
}

export function fastifyOptions(options: HttpLimits): FastifyServerOptions {
  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return {
    trustProxy: options.trustProxy ?? false,
    // FreeRADIUS's calls and test mode's share the spec's /api/v1/radius/* paths
    routerOptions: { constraints: { radiusCaller } },
    schemaController: {
      compilersFactory: { buildSerializer: sharedSerializers, buildValidator: routeValidators },
    },
    requestTimeout,
    // Node checks requestTimeout only while headersTimeout (60 s) is not larger than it
    http: {
      connectionsCheckingInterval: Math.max(50, Math.min(requestTimeout / 4, 30_000)),
      headersTimeout: Math.min(requestTimeout, 60_000),
    },
  } as FastifyServerOptions;
}

// TRUST_PROXY: "true", a hop count, or a comma-separated list of addresses/CIDRs of the TLS proxy
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
