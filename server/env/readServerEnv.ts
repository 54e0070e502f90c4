import { readFileSync } from "node:fs";
import { type TrustProxy, trustProxyFromEnv } from "../http/fastifyOptions.ts";
import { isHttpsUrl } from "../http/isHttpsUrl.ts";
import { productionHintsFromEnv } from "../http/productionSignals.ts";
import type { PaymentOptions } from "../shop/payments/PaymentConfig.ts";
import { paymentOptionsFromEnv } from "../shop/payments/paymentOptionsFromEnv.ts";
import { checkEnv, FLAG } from "./checkEnv.ts";
import { isProxyEntry } from "./isProxyEntry.ts";
import { DATABASE_VARIABLES } from "./readDatabaseEnv.ts";
import { ServerEnvError } from "./ServerEnvError.ts";

const OFF = ["0", "false", "no", "off"];

// the server's environment (server/README.md lists it); PAYMENT_* and NETS_* are checked by paymentOptionsFromEnv
export const SERVER_VARIABLES = {
  PORT: { type: "integer", minimum: 0, maximum: 65535, default: 8080 },
  HOST: { type: "string", minLength: 1, default: "127.0.0.1" },
  ALLOWED_HOSTS: { type: "string", separator: ",", default: "" },
  ...DATABASE_VARIABLES,
  MANIFESTS_DIR: { type: "string", minLength: 1, default: "./manifests" },
  MANIFESTS_WATCH: FLAG,
  DEMO: FLAG,
  STATIC_DIR: { type: "string", minLength: 1, default: "./dist" },
  STORYBOOK_DIR: { type: "string" },
  TEST_MODE: FLAG,
  FAKE_REDIRECTS: FLAG,
  // unset: the simulator runs unless the configuration looks like production
  ACCESS_CONTROLLER_SIMULATOR: FLAG,
  LOG_LEVEL: {
    type: "string",
    enum: ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
    default: "info",
  },
  PUBLIC_URL: { type: "string" },
  // allow: serve a production-looking configuration at an http PUBLIC_URL anyway (refused otherwise)
  PUBLIC_URL_HTTP: { type: "string", enum: ["allow"] },
  CRUISE_JOB_DELAY_MS: { type: "integer", minimum: 0, maximum: 999_999_999 },
  BRAND_CACHE_DIR: { type: "string" },
  WARM_BRAND_IMAGES: FLAG,
  // the security variables: TRUST_PROXY's addresses are checked below (node:net knows them),
  // SERVER_SECRET's value is never repeated in a refusal
  TRUST_PROXY: { type: "string" },
  SERVER_SECRET: { type: "string", minLength: 32, secret: true },
  CLIENT_LIMIT_SCALE: { type: "integer", minimum: 1, maximum: 1_000_000 },
  REQUEST_TIMEOUT_MS: { type: "integer", minimum: 1000, maximum: 999_999_999 },
  STARTUP_TIMEOUT_MS: { type: "integer", minimum: 1000, maximum: 999_999_999 },
  SANDBOX_NOTICE_DELAY_MS: { type: "integer", minimum: 0, maximum: 999_999_999 },
  // the gateway side (README, "Connecting a gateway"); RADIUS_CLIENTS and RADIUS_CLIENTS_FILE are
  // read by gateway/radius/RadiusClients.ts
  RADIUS_HOST: { type: "string", minLength: 1 },
  RADIUS_AUTH_PORT: { type: "integer", minimum: 0, maximum: 65535, default: 1812 },
  RADIUS_ACCT_PORT: { type: "integer", minimum: 0, maximum: 65535, default: 1813 },
  RADIUS_DISCONNECT_PORT: { type: "integer", minimum: 1, maximum: 65535, default: 3799 },
  RADIUS_REST_TOKEN: { type: "string", minLength: 32, secret: true },
  RADIUS_WORKERS: { type: "integer", minimum: 0, maximum: 1 },
  // operations (issue 27): order e-mail over SMTP, Prometheus metrics, how long personal data stays
  SMTP_URL: {
    type: "string",
    pattern: "^smtps?://[^\\s/?#]+(?:[/?][^\\s]*)?$",
    says: "an SMTP URL, smtp://user:password@host:587 or smtps://user:password@host:465",
  },
  // a PEM file: the CA that signed a private mail server's certificate (read and checked at start)
  SMTP_CA_FILE: { type: "string", minLength: 1 },
  MAIL_FROM: {
    type: "string",
    // one address, bare or with a name; no line break (it becomes a header)
    pattern: '^(?:[^<>@\\r\\n"]+ <[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+>|[^\\s<>@]+@[^\\s<>@]+\\.[^\\s<>@]+)$',
    says: 'an e-mail address, wifi@operator.example or "Ship Wi-Fi <wifi@operator.example>"',
  },
  METRICS_TOKEN: { type: "string", minLength: 32, secret: true },
  RETENTION_DAYS: { type: "integer", minimum: 1, maximum: 3650, default: 30 },
  // zone ids a production configuration may serve although no gateway vouches for their devices
  UNVERIFIED_ZONES: { type: "string", separator: ",", default: "" },
  // ship and shore (README, "Ship and shore"): the vessel this server serves, as npm run fleet --
  // link names it ("<operator>/<vessel>"), and how often a linked database's heartbeat is written
  VESSEL_ID: {
    type: "string",
    pattern: "^[a-z0-9][a-z0-9-]{0,63}/[a-z0-9][a-z0-9-]{0,63}$",
    says: 'a vessel id, "<operator>/<vessel>" as the manifests folder names them (meridian/stella)',
  },
  FLEET_HEARTBEAT_MS: { type: "integer", minimum: 100, maximum: 3_600_000, default: 15_000 },
};

interface RawEnv {
  PORT: number;
  HOST: string;
  ALLOWED_HOSTS: string[];
  DATA_DIR: string;
  MANIFESTS_DIR: string;
  MANIFESTS_WATCH?: string;
  DEMO?: string;
  STATIC_DIR: string;
  STORYBOOK_DIR?: string;
  TEST_MODE?: string;
  FAKE_REDIRECTS?: string;
  ACCESS_CONTROLLER_SIMULATOR?: string;
  LOG_LEVEL: string;
  PUBLIC_URL?: string;
  PUBLIC_URL_HTTP?: "allow";
  CRUISE_JOB_DELAY_MS?: number;
  BRAND_CACHE_DIR?: string;
  WARM_BRAND_IMAGES?: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  TRUST_PROXY?: string;
  SERVER_SECRET?: string;
  CLIENT_LIMIT_SCALE?: number;
  REQUEST_TIMEOUT_MS?: number;
  STARTUP_TIMEOUT_MS?: number;
  SANDBOX_NOTICE_DELAY_MS?: number;
  RADIUS_HOST?: string;
  RADIUS_AUTH_PORT: number;
  RADIUS_ACCT_PORT: number;
  RADIUS_DISCONNECT_PORT: number;
  RADIUS_REST_TOKEN?: string;
  RADIUS_WORKERS?: number;
  SMTP_URL?: string;
  SMTP_CA_FILE?: string;
  MAIL_FROM?: string;
  METRICS_TOKEN?: string;
  RETENTION_DAYS: number;
  UNVERIFIED_ZONES: string[];
  VESSEL_ID?: string;
  FLEET_HEARTBEAT_MS: number;
}

export interface ServerEnv
  extends Omit<
    RawEnv,
    | "DEMO"
    | "TEST_MODE"
    | "FAKE_REDIRECTS"
    | "MANIFESTS_WATCH"
    | "WARM_BRAND_IMAGES"
    | "TRUST_PROXY"
    | "ACCESS_CONTROLLER_SIMULATOR"
  > {
  TRUST_PROXY: TrustProxy;
  WARM_BRAND_IMAGES: boolean;
  MANIFESTS_WATCH: boolean;
  DEMO: boolean;
  TEST_MODE: boolean;
  FAKE_REDIRECTS: boolean;
  // undefined: decided by the configuration (wiring/simulatorSwitch.ts)
  ACCESS_CONTROLLER_SIMULATOR: boolean | undefined;
  payment: PaymentOptions;
  // SMTP_CA_FILE's certificates (PEM)
  smtpCa?: string;
}

// SMTP_CA_FILE read once at start: a missing or empty file stops the start, not the first mail
function readCaFile(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, "utf8");
  } catch (error) {
    throw new ServerEnvError(
      `SMTP_CA_FILE cannot be read (${(error as { code?: string }).code ?? error}): ${file}`,
    );
  }
  if (!pem.includes("-----BEGIN CERTIFICATE-----"))
    throw new ServerEnvError(
      `SMTP_CA_FILE must be a PEM file of certificates (-----BEGIN CERTIFICATE-----): ${file}`,
    );
  return pem;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === "" ? fallback : !OFF.includes(value.toLowerCase());

/** The server's settings from the environment, checked and typed; throws ServerEnvError. */
export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const raw = checkEnv<RawEnv>(SERVER_VARIABLES, env);
  // servers on one database answer each other's devices: a secret made per server (DATA_DIR) would
  // make every device cookie another server signed worthless there
  if (raw.DATABASE_URL && !env.SERVER_SECRET)
    throw new ServerEnvError(
      "DATABASE_URL needs SERVER_SECRET: every server on the database must accept the device cookies the others sign (the same secret of at least 32 characters on each)",
    );
  const trustProxy = trustProxyFromEnv(raw.TRUST_PROXY);
  if (Array.isArray(trustProxy) && !trustProxy.every(isProxyEntry))
    throw new ServerEnvError(
      `TRUST_PROXY must be true, false, a hop count or a comma list of addresses or CIDRs, not ${JSON.stringify(raw.TRUST_PROXY)}`,
    );
  // mail needs a sender: a server that would send as nobody refuses to start instead
  if (raw.SMTP_URL && !raw.MAIL_FROM)
    throw new ServerEnvError(
      'SMTP_URL needs MAIL_FROM: the sender of order e-mail, wifi@operator.example or "Ship Wi-Fi <wifi@operator.example>"',
    );
  // secure by default: production is served over https (device cookies marked Secure, payment
  // notices and the RFC 8908 API's address over TLS); an http one there is a mistake unless said
  const hints = productionHintsFromEnv(env, flag(raw.DEMO, true));
  if (raw.PUBLIC_URL && !isHttpsUrl(raw.PUBLIC_URL) && hints.length && raw.PUBLIC_URL_HTTP !== "allow")
    throw new ServerEnvError(
      `PUBLIC_URL is not https (${raw.PUBLIC_URL}) in a production-looking configuration (${hints.join("; ")}): device cookies, vouchers and payment notices would cross the network in clear. Set an https PUBLIC_URL (the TLS proxy in front), or PUBLIC_URL_HTTP=allow to serve over http anyway`,
    );
  let payment: PaymentOptions;
  try {
    payment = paymentOptionsFromEnv(env);
  } catch (error) {
    throw new ServerEnvError((error as Error).message);
  }
  return {
    ...raw,
    ...(raw.SMTP_CA_FILE ? { smtpCa: readCaFile(raw.SMTP_CA_FILE) } : {}),
    TRUST_PROXY: trustProxy,
    ALLOWED_HOSTS: raw.ALLOWED_HOSTS.map((h) => h.trim()).filter(Boolean),
    UNVERIFIED_ZONES: raw.UNVERIFIED_ZONES.map((z) => z.trim()).filter(Boolean),
    MANIFESTS_WATCH: flag(raw.MANIFESTS_WATCH, false),
    DEMO: flag(raw.DEMO, true),
    TEST_MODE: flag(raw.TEST_MODE, false),
    FAKE_REDIRECTS: flag(raw.FAKE_REDIRECTS, false),
    ACCESS_CONTROLLER_SIMULATOR:
      raw.ACCESS_CONTROLLER_SIMULATOR === undefined ? undefined : flag(raw.ACCESS_CONTROLLER_SIMULATOR, true),
    WARM_BRAND_IMAGES: flag(raw.WARM_BRAND_IMAGES, true),
    payment,
  };
}
