import type { EnvSection } from "../env/EnvSection.ts";
import { checkSection } from "../env/checkEnv.ts";
import { gatewayKeysFromEnv } from "../env/gatewayKeysFromEnv.ts";
import { ServerEnvError } from "../env/ServerEnvError.ts";

// SERVER_SECRET's value is never repeated in a refusal; the gateway keys are read by gatewayKeysFromEnv
export const DEVICES_ENV = {
  SERVER_SECRET: {
    rule: { type: "string", minLength: 32, secret: true },
    unset: "generated",
    text: "signs device cookies and derives the sandbox's secret; unset: 32 random bytes made on first start in `DATA_DIR/server-secret` (several servers behind one name must share one: required with `DATABASE_URL`)",
  },
  GATEWAY_KEYS_FILE: {
    unset: "",
    text: 'a JSON file `{ "<zoneId>": "<key>" }` (a secret mount, never the repository): those zones trust only browsers their gateway vouched for ([device identity](../explanation/security-model.md)); a `coovachilli` zone\'s key is its UAM secret; read at start and again on every reload (SIGHUP)',
  },
  GATEWAY_KEYS: {
    unset: "",
    text: "the same as `zoneId=key,zoneId=key`, for a demo; keys are at least 32 characters",
  },
  // zone ids a production configuration may serve although no gateway vouches for their devices
  UNVERIFIED_ZONES: {
    rule: { type: "string", separator: ",", default: "" },
    unset: "",
    text: "zone ids a production-looking configuration may serve although no gateway vouches for their devices (no key, no RADIUS gateway named in the manifest): there a device's running session answers the first browser that used it only; any other such zone stops the start ([device identity](../explanation/security-model.md))",
  },
} satisfies EnvSection;

// the devices plugin's own settings (the rest of its options the composition hands it)
interface DevicesSettings {
  serverSecret?: string;
  gatewayKeys: Record<string, string>;
  readGatewayKeys: () => Record<string, string>;
  unverifiedZones: string[];
}

/** SERVER_SECRET, the gateway keys and UNVERIFIED_ZONES; a wrong one throws ServerEnvError. */
export function readDevicesEnv(env: NodeJS.ProcessEnv): DevicesSettings {
  const raw = checkSection<{ SERVER_SECRET?: string; UNVERIFIED_ZONES: string[] }>(DEVICES_ENV, env);
  // servers on one database answer each other's devices: a secret made per server (DATA_DIR) would
  // make every device cookie another server signed worthless there
  if (env.DATABASE_URL && !raw.SERVER_SECRET)
    throw new ServerEnvError(
      "DATABASE_URL needs SERVER_SECRET: every server on the database must accept the device cookies the others sign (the same secret of at least 32 characters on each)",
    );
  return {
    serverSecret: raw.SERVER_SECRET,
    gatewayKeys: gatewayKeysFromEnv(env),
    // read again on every reload: a new zone's key goes live with its folder (SIGHUP)
    readGatewayKeys: () => gatewayKeysFromEnv(env),
    unverifiedZones: raw.UNVERIFIED_ZONES.map((z) => z.trim()).filter(Boolean),
  };
}
