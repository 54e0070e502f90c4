import type { FastifyBaseLogger } from "fastify";
import type { RadiusClient } from "./RadiusClients.ts";

/**
 * At start: what an operator should hear about the clients' zones. A zone id that no served zone
 * has (its client would be refused for it: a typo, or a zone retired); and, where several gateways
 * serve several zones, a client that names none, which may speak for every zone no client names.
 */
export function checkClientZones(
  clients: readonly RadiusClient[],
  zoneIds: readonly string[],
  log: FastifyBaseLogger,
) {
  const served = new Set(zoneIds);
  for (const client of clients)
    for (const zoneId of client.zones ?? [])
      if (!served.has(zoneId))
        log.warn(
          { client: client.address, zoneId },
          "RADIUS_CLIENTS_FILE names a zone this server does not serve",
        );
  const unbound = clients.filter((c) => !c.zones && !c.everyZone);
  if (clients.length > 1 && zoneIds.length > 1)
    for (const client of unbound)
      log.warn(
        { client: client.address },
        'RADIUS client names no zones: it may speak for every zone no client names (name its "zones" in RADIUS_CLIENTS_FILE)',
      );
}
