import type { GatewaySide } from "../../fleet/gateway/GatewaySide.ts";
import {
  gatewayKeysFromEnv,
  netsCheckoutHost,
  RadiusClients,
  radiusClientsFromEnv,
} from "../../server/operations.ts";

const port = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

/**
 * A zone's gateway side from its manifest's network and the server's environment (server/README.md).
 * The gateway's RADIUS secret and the zone's UAM secret only when `withSecrets` (--with-secrets).
 */
export function gatewaySideFromEnv(
  zoneId: string,
  network: GatewaySide["network"],
  env: NodeJS.ProcessEnv,
  withSecrets = false,
): GatewaySide {
  const host = env.HOST && env.HOST !== "0.0.0.0" && env.HOST !== "::" ? env.HOST : "127.0.0.1";
  const portalOrigin = env.PUBLIC_URL
    ? new URL(env.PUBLIC_URL).origin
    : `http://${host.includes(":") ? `[${host}]` : host}:${port(env.PORT, 8080)}`;
  const clients = new RadiusClients(radiusClientsFromEnv(env) ?? []);
  const gateway = network.controllerHosts?.[0]?.replace(/^\[|\]$/g, "");
  const nets = env.PAYMENT_PROVIDER === "nets" && env.NETS_CHECKOUT_KEY;
  return {
    zoneId,
    network,
    portalOrigin,
    radiusHost: env.RADIUS_HOST,
    authPort: port(env.RADIUS_AUTH_PORT, 1812),
    acctPort: port(env.RADIUS_ACCT_PORT, 1813),
    disconnectPort: port(env.RADIUS_DISCONNECT_PORT, 3799),
    radiusSecret: withSecrets && gateway ? clients.secretFor(gateway) : undefined,
    uamSecret: withSecrets ? gatewayKeysFromEnv(env)[zoneId] : undefined,
    restToken: Boolean(env.RADIUS_REST_TOKEN),
    walledGarden: nets ? [netsCheckoutHost(nets)] : [],
  };
}
