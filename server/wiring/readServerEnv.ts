import { checkSection, FLAG, flagOf } from "../env/checkEnv.ts";
import type { EnvSection } from "../env/EnvSection.ts";
import { isProxyEntry } from "../env/isProxyEntry.ts";
import { ServerEnvError } from "../env/ServerEnvError.ts";
import { type TrustProxy, trustProxyFromEnv } from "../http/fastifyOptions.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { productionHintsFromEnv } from "../http/productionSignalsOf.ts";

// the composition's own section: what is decided once at start and handed down (where to listen,
// the logger, production or not and the public URL, the HTTP limits, the simulator's switch); each
// plugin reads its own section (environment.ts lists them all)
export const SERVER_ENV = {
  PORT: {
    rule: { type: "integer", minimum: 0, maximum: 65535, default: 8080 },
    unset: "8080",
    text: "`0` picks a free port; the printed line shows the real one",
  },
  HOST: {
    rule: { type: "string", minLength: 1, default: "127.0.0.1" },
    unset: "127.0.0.1",
    text: "interface to listen on; also an allowed Host header (unless `0.0.0.0`/`::`)",
  },
  ALLOWED_HOSTS: {
    rule: { type: "string", separator: ",", default: "" },
    unset: "",
    text: "comma-separated extra Host names to serve, e.g. `portal.ship.example`",
  },
  LOG_LEVEL: {
    rule: {
      type: "string",
      enum: ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
      default: "info",
    },
    unset: "info",
    text: "pino level; logs go to stderr, stdout has only the two lines above; `silent`: no logger at all",
  },
  PUBLIC_URL: {
    rule: { type: "string" },
    unset: "",
    text: "the portal's public (https) origin: where Nets sends payment notices (`nets` needs it), and the base of the RFC 8908 API's `user-portal-url` (unset: the request's own origin). An http one in a production-looking configuration stops the start, unless `PUBLIC_URL_HTTP=allow`",
  },
  // allow: serve a production-looking configuration at an http PUBLIC_URL anyway (refused otherwise)
  PUBLIC_URL_HTTP: {
    rule: { type: "string", enum: ["allow"] },
    unset: "",
    text: "`allow`: serve a production-looking configuration at an http `PUBLIC_URL` anyway (device cookies, vouchers and payment notices then cross the network in clear; every start logs a warning)",
  },
  NODE_ENV: {
    unset: "",
    text: "`production` is one of the signals of a production configuration (with an https `PUBLIC_URL`, `ALLOWED_HOSTS`, `DEMO=0`): the payment sandbox, the simulator and test mode are then refused or off",
  },
  DEMO: {
    rule: FLAG,
    unset: "on",
    text: "add the demo rows of `server/demo/demo-data.json` that are absent, on every start; the simulator reports its devices' use every 5 s",
  },
  // the security variables: TRUST_PROXY's addresses are checked below (node:net knows them),
  // the http limits
  TRUST_PROXY: {
    rule: { type: "string" },
    unset: "off",
    text: "the TLS proxy in front (`127.0.0.1`, a CIDR list, a hop count or `true`): client addresses are then read from `X-Forwarded-For`, so limits are per client, not per proxy",
  },
  REQUEST_TIMEOUT_MS: {
    rule: { type: "integer", minimum: 1000, maximum: 999_999_999 },
    unset: "30000",
    text: "a request (headers and body) that has not arrived by then is answered 408 and closed",
  },
  STARTUP_TIMEOUT_MS: {
    rule: { type: "integer", minimum: 1000, maximum: 999_999_999 },
    unset: "10000 (120000 with `DATABASE_URL`)",
    text: "how long one start-up step (opening the database, migrations, reconciling the manifests, seeding) may take before the start fails: a hang guard (Fastify's `pluginTimeout`); the browser tests stretch it by their load factor",
  },
  // unset: the simulator runs unless the configuration looks like production
  ACCESS_CONTROLLER_SIMULATOR: {
    rule: FLAG,
    unset: "auto",
    text: "the access-controller simulator ([simulators and test mode](simulators-and-test-mode.md)): unset, on unless the configuration looks like production (the payment sandbox's rule); `1` on there too, `0` off anywhere",
  },
} satisfies EnvSection;

interface RawEnv {
  PORT: number;
  HOST: string;
  ALLOWED_HOSTS: string[];
  LOG_LEVEL: string;
  PUBLIC_URL?: string;
  PUBLIC_URL_HTTP?: "allow";
  DEMO?: string;
  TRUST_PROXY?: string;
  REQUEST_TIMEOUT_MS?: number;
  STARTUP_TIMEOUT_MS?: number;
  ACCESS_CONTROLLER_SIMULATOR?: string;
}

export interface ServerEnv extends Omit<RawEnv, "DEMO" | "TRUST_PROXY" | "ACCESS_CONTROLLER_SIMULATOR"> {
  TRUST_PROXY: TrustProxy;
  DEMO: boolean;
  // undefined: decided by the configuration (wiring/simulatorSwitch.ts)
  ACCESS_CONTROLLER_SIMULATOR: boolean | undefined;
  // DEMO=0, NODE_ENV=production, ALLOWED_HOSTS: what makes the configuration look like production
  // besides an https PUBLIC_URL (http/productionSignalsOf.ts)
  productionHints: string[];
}

/** The composition's settings from the environment, checked and typed; throws ServerEnvError. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const raw = checkSection<RawEnv>(SERVER_ENV, env);
  const trustProxy = trustProxyFromEnv(raw.TRUST_PROXY);
  if (Array.isArray(trustProxy) && !trustProxy.every(isProxyEntry))
    throw new ServerEnvError(
      `TRUST_PROXY must be true, false, a hop count or a comma list of addresses or CIDRs, not ${JSON.stringify(raw.TRUST_PROXY)}`,
    );
  // secure by default: production is served over https (device cookies marked Secure, payment
  // notices and the RFC 8908 API's address over TLS); an http one there is a mistake unless said
  const demo = flagOf(raw.DEMO, true);
  const hints = productionHintsFromEnv(env, demo);
  if (raw.PUBLIC_URL && !isHttpsUrl(raw.PUBLIC_URL) && hints.length && raw.PUBLIC_URL_HTTP !== "allow")
    throw new ServerEnvError(
      `PUBLIC_URL is not https (${raw.PUBLIC_URL}) in a production-looking configuration (${hints.join("; ")}): device cookies, vouchers and payment notices would cross the network in clear. Set an https PUBLIC_URL (the TLS proxy in front), or PUBLIC_URL_HTTP=allow to serve over http anyway`,
    );
  return {
    ...raw,
    TRUST_PROXY: trustProxy,
    ALLOWED_HOSTS: raw.ALLOWED_HOSTS.map((h) => h.trim()).filter(Boolean),
    DEMO: demo,
    ACCESS_CONTROLLER_SIMULATOR:
      raw.ACCESS_CONTROLLER_SIMULATOR === undefined
        ? undefined
        : flagOf(raw.ACCESS_CONTROLLER_SIMULATOR, true),
    productionHints: hints,
  };
}
