import type { GatewaySide } from "../../fleet/gateway/GatewaySide.ts";

// the README's example zone (nl-polaris, as if behind each gateway): PUBLIC_URL=https://portal.ship.example,
// RADIUS_HOST=10.20.0.10, Nets' live checkout, no secrets in the environment (placeholders)
const BASE: Omit<GatewaySide, "network" | "restToken"> = {
  zoneId: "nl-polaris",
  portalOrigin: "https://portal.ship.example",
  radiusHost: "10.20.0.10",
  authPort: 1812,
  acctPort: 1813,
  disconnectPort: 3799,
  radiusSecret: undefined,
  uamSecret: undefined,
  walledGarden: ["checkout.dibspayment.eu"],
};
export const README_EXAMPLES: Record<string, GatewaySide> = {
  coovachilli: {
    ...BASE,
    restToken: false,
    network: { gateway: "coovachilli", controllerHosts: ["10.1.0.1"] },
  },
  mikrotik: { ...BASE, restToken: false, network: { gateway: "mikrotik", controllerHosts: ["10.5.50.1"] } },
  freeradius: {
    ...BASE,
    restToken: true,
    network: { gateway: "coovachilli", controllerHosts: ["10.1.0.1"] },
  },
};
