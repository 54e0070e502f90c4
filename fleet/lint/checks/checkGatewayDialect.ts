import { DIALECT_NEEDS, dialectName } from "../../gateway/gatewayDialects.ts";
import type { RawProblem, ZoneContext } from "../problem.ts";
import { isObject } from "../walkNodes.ts";

/**
 * What the zone's gateway dialect needs from its manifest (fleet/gateway/gatewayDialects.ts): a
 * CoovaChilli or MikroTik gateway logs the device on at its own address, which the portal may
 * only hand a credential to when `network.controllerHosts` lists it.
 */
export function checkGatewayDialect({ zone }: ZoneContext): RawProblem[] {
  const network = isObject(zone.manifest.network) ? zone.manifest.network : {};
  if (network.gateway === undefined) return [];
  const name = dialectName(network.gateway);
  const needs = DIALECT_NEEDS[name];
  // the FAS level is openNDS's: on another gateway it would promise a proof nothing checks
  if (network.openndsFasLevel !== undefined && name !== "opennds")
    return [
      {
        check: "network",
        pointer: "/network/openndsFasLevel",
        message: `openndsFasLevel is an opennds gateway's setting, not a ${name} gateway's`,
        hint: 'remove "openndsFasLevel", or set "gateway": "opennds"',
      },
    ];
  const hosts = Array.isArray(network.controllerHosts) ? network.controllerHosts : [];
  if (!needs.controllerHosts || hosts.length > 0) return [];
  return [
    {
      check: "network",
      pointer: "/network/gateway",
      message: `a ${name} gateway needs network.controllerHosts: ${needs.controllerHostsWhy}`,
      hint: `add "controllerHosts": ["10.1.0.1"] (its address) beside "gateway": "${name}"; \`npm run gateway -- config --zone <zoneId>\` then prints the gateway's side`,
    },
  ];
}
