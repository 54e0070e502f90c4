import type { EnvSection } from "../env/EnvSection.ts";
import { checkSection } from "../env/checkEnv.ts";
import type { GatewayPluginOptions } from "./gatewayPlugin.ts";
import { radiusClientsFromEnv } from "./radius/radiusClientsFromEnv.ts";

export const GATEWAY_ENV = {
  RADIUS_CLIENTS: {
    unset: "",
    text: "the ship's gateways, `address=secret,…` (an address or CIDR each, secrets of 16+ characters): the native RADIUS server listens for them; each serves every zone no client names ([the RADIUS contract](gateway-radius.md))",
  },
  RADIUS_CLIENTS_FILE: {
    unset: "",
    text: 'the same as a JSON object `{ "<address or CIDR>": "<secret>" }`, or per client `{ "secret": "…", "zones": ["<zone id>", …], "messageAuthenticator": "require" | "auto" }`: the zones it alone speaks for, and FreeRADIUS 3.2.5\'s Message-Authenticator policy (default `require`)',
  },
  // the gateway side (README, "Connecting a gateway"); RADIUS_CLIENTS and RADIUS_CLIENTS_FILE are
  // read by gateway/radius/RadiusClients.ts
  RADIUS_HOST: {
    rule: { type: "string", minLength: 1 },
    unset: "HOST",
    text: "the address the RADIUS server listens on",
  },
  RADIUS_AUTH_PORT: {
    rule: { type: "integer", minimum: 0, maximum: 65535, default: 1812 },
    unset: "1812",
    text: "RADIUS authentication (UDP); `0` picks a free port, the start line prints the real one",
  },
  RADIUS_ACCT_PORT: {
    rule: { type: "integer", minimum: 0, maximum: 65535, default: 1813 },
    unset: "1813",
    text: "RADIUS accounting (UDP)",
  },
  RADIUS_DISCONNECT_PORT: {
    rule: { type: "integer", minimum: 1, maximum: 65535, default: 3799 },
    unset: "3799",
    text: "where gateways take Disconnect-Requests (RFC 5176)",
  },
  RADIUS_REST_TOKEN: {
    rule: { type: "string", minLength: 32, secret: true },
    unset: "",
    text: "32+ characters: FreeRADIUS's `rlm_rest` calls `/api/v1/radius/*` with it as a bearer token; unset: that face is off",
  },
  RADIUS_WORKERS: {
    rule: { type: "integer", minimum: 0, maximum: 1 },
    unset: "0",
    text: "`1`: a process beside the server's own reads the RADIUS auth port on the second core and answers signed MAC authentications from a read-only SQLite connection, an Accept at once, its verdict recorded by the server in the worker's next batch (within about 10 ms), a Reject once its verdict is recorded; the server decides everything else (and records every verdict); only with two cores or more and SQLite (on PostgreSQL, or one core, the server reads it alone). `0`: the server reads it alone (measured cheaper per answer: `npm run bench:radius`, docs/explanation/performance.md)",
  },
} satisfies EnvSection;

interface RawGatewayEnv {
  RADIUS_HOST?: string;
  RADIUS_AUTH_PORT: number;
  RADIUS_ACCT_PORT: number;
  RADIUS_DISCONNECT_PORT: number;
  RADIUS_REST_TOKEN?: string;
  RADIUS_WORKERS?: number;
}

/** The gateway side's variables; a wrong one throws ServerEnvError or RadiusClientsError. */
export function readGatewayEnv(env: NodeJS.ProcessEnv): GatewayPluginOptions {
  const raw = checkSection<RawGatewayEnv>(GATEWAY_ENV, env);
  const clients = radiusClientsFromEnv(env);
  return {
    // no gateway configured: the server listens for the simulator alone, on loopback's free ports
    radius: clients
      ? {
          clients,
          // the server's own HOST (checked by the composition's section) unless RADIUS_HOST says
          host: raw.RADIUS_HOST ?? env.HOST ?? "127.0.0.1",
          authPort: raw.RADIUS_AUTH_PORT,
          acctPort: raw.RADIUS_ACCT_PORT,
          disconnectPort: raw.RADIUS_DISCONNECT_PORT,
          workers: raw.RADIUS_WORKERS,
        }
      : { disconnectPort: raw.RADIUS_DISCONNECT_PORT, workers: raw.RADIUS_WORKERS },
    radiusRestToken: raw.RADIUS_REST_TOKEN,
  };
}
