import { readBrandEnv, BRAND_ENV } from "../brand/readBrandEnv.ts";
import { CONSOLE_ENV, readConsoleEnv } from "../console/consoleEnv.ts";
import { readSimulatorsEnv, SIMULATORS_ENV } from "../accessController/readSimulatorsEnv.ts";
import { checkSection } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";
import { GATEWAY_ENV, readGatewayEnv } from "../gateway/readGatewayEnv.ts";
import { MAINTENANCE_ENV, readMaintenanceEnv } from "../maintenance/readMaintenanceEnv.ts";
import { METRICS_ENV, readMetricsEnv } from "../metrics/readMetricsEnv.ts";
import { PORTAL_ENV, readPortalEnv } from "../pages/readPortalEnv.ts";
import { DEVICES_ENV, readDevicesEnv } from "../security/readDevicesEnv.ts";
import { readSeamEnv, SEAM_ENV } from "../seam/readSeamEnv.ts";
import { readShipShoreEnv, SHIP_SHORE_ENV } from "../shipShore/readShipShoreEnv.ts";
import { MAIL_ENV, readMailEnv } from "../shop/mail/readMailEnv.ts";
import { readShopEnv, SHOP_ENV } from "../shop/readShopEnv.ts";
import { readStorageEnv, STORAGE_ENV } from "../storage/open/readStorageEnv.ts";
import { readTestModeEnv, TEST_MODE_ENV } from "../testMode/readTestModeEnv.ts";
import { readZonesEnv, ZONES_ENV } from "../zones/readZonesEnv.ts";
import { readReloadEnv, RELOAD_ENV } from "./readReloadEnv.ts";
import { readServerEnv, SERVER_ENV } from "./readServerEnv.ts";

/** One part's section: its title in the reference, its variables, and the reader its plugin calls. */
export interface EnvironmentPart {
  title: string;
  variables: EnvSection;
  read: (env: NodeJS.ProcessEnv) => unknown;
}

// every section, in the reference's order: docs/reference/environment.md is generated from these
// (npm run gen), and tests/tools/referenceDocs.test.ts fails when a variable read under server/ is
// in none of them
export const ENVIRONMENT: readonly EnvironmentPart[] = [
  { title: "The server", variables: SERVER_ENV, read: readServerEnv },
  { title: "Storage", variables: STORAGE_ENV, read: readStorageEnv },
  { title: "Manifests", variables: ZONES_ENV, read: readZonesEnv },
  { title: "Reloads", variables: RELOAD_ENV, read: readReloadEnv },
  { title: "The portal's files", variables: PORTAL_ENV, read: readPortalEnv },
  { title: "Brand images", variables: BRAND_ENV, read: readBrandEnv },
  { title: "Test mode", variables: TEST_MODE_ENV, read: readTestModeEnv },
  { title: "The simulators", variables: SIMULATORS_ENV, read: readSimulatorsEnv },
  { title: "Shop and payments", variables: SHOP_ENV, read: readShopEnv },
  { title: "Devices", variables: DEVICES_ENV, read: readDevicesEnv },
  { title: "Rate limits", variables: SEAM_ENV, read: readSeamEnv },
  { title: "The gateway side (RADIUS)", variables: GATEWAY_ENV, read: readGatewayEnv },
  { title: "Order e-mail", variables: MAIL_ENV, read: readMailEnv },
  { title: "The console", variables: CONSOLE_ENV, read: readConsoleEnv },
  { title: "Metrics", variables: METRICS_ENV, read: readMetricsEnv },
  { title: "Retention", variables: MAINTENANCE_ENV, read: readMaintenanceEnv },
  { title: "Ship and shore", variables: SHIP_SHORE_ENV, read: readShipShoreEnv },
];

// every section as one, as checkEnvironment checks it first (its validator is generated too: environmentSchemas.ts)
export const EVERY_VARIABLE: EnvSection = Object.assign({}, ...ENVIRONMENT.map((part) => part.variables));

/**
 * Every section checked at once, before the app is built: the type rules of all of them in one
 * line (`PORT must be integer, not "abc"; DEMO must be …`), then each section's own checks (a
 * sender for SMTP_URL, the gateway keys, the RADIUS clients, the payment provider). The plugins
 * read their sections again as they register; this only makes a wrong start stop before anything
 * is opened, saying every wrong variable it can.
 */
export function checkEnvironment(env: NodeJS.ProcessEnv): void {
  checkSection(EVERY_VARIABLE, env);
  for (const part of ENVIRONMENT) part.read(env);
}
